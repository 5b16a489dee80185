import { isBaseType, isLangchainType, isStickyNote, parseNodeType, shortType } from '..';

describe('reading a node type', () => {
  it.each([
    ['n8n-nodes-base.googleSheets', 'n8n-nodes-base', 'googleSheets'],
    ['@n8n/n8n-nodes-langchain.lmChatOpenAi', '@n8n/n8n-nodes-langchain', 'lmChatOpenAi'],
    [
      '@horka.tv/n8n-nodes-storage-kv.keyValueStorage',
      '@horka.tv/n8n-nodes-storage-kv',
      'keyValueStorage',
    ],
    ['n8n-nodes-ntfy.Ntfy', 'n8n-nodes-ntfy', 'Ntfy'],
    ['webhook', '', 'webhook'],
  ])('%s is %s + %s', (type, pkg, name) => {
    expect(parseNodeType(type)).toEqual({ package: pkg, name });
    expect(shortType(type)).toBe(name);
  });

  it('tells n8n built-in, AI and community packages apart', () => {
    expect(isBaseType('n8n-nodes-base.set')).toBe(true);
    expect(isLangchainType('n8n-nodes-base.set')).toBe(false);
    expect(isLangchainType('@n8n/n8n-nodes-langchain.agent')).toBe(true);
    expect(isBaseType('n8n-nodes-mcp.mcpClient')).toBe(false);
    expect(isLangchainType('n8n-nodes-mcp.mcpClient')).toBe(false);
  });

  it('recognises the sticky note', () => {
    expect(isStickyNote('n8n-nodes-base.stickyNote')).toBe(true);
    expect(isStickyNote('n8n-nodes-base.set')).toBe(false);
  });
});
