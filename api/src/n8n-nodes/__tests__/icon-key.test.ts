import { nodeIconKey } from '..';

describe('the icon of a node type', () => {
  it.each([
    ['n8n-nodes-base.scheduleTrigger', 'schedule'],
    ['n8n-nodes-base.cron', 'schedule'],
    ['n8n-nodes-base.webhook', 'webhook'],
    ['n8n-nodes-base.respondToWebhook', 'webhook'],
    ['n8n-nodes-base.telegramTrigger', 'trigger'],
    ['n8n-nodes-base.manualTrigger', 'trigger'],
    ['n8n-nodes-base.httpRequest', 'http'],
    ['@n8n/n8n-nodes-langchain.toolHttpRequest', 'http'],
    ['n8n-nodes-base.code', 'code'],
    ['n8n-nodes-base.function', 'code'],
    ['@n8n/n8n-nodes-langchain.agent', 'ai'],
    ['@n8n/n8n-nodes-langchain.textSplitterRecursiveCharacterTextSplitter', 'ai'],
    ['n8n-nodes-base.openAi', 'ai'],
    ['n8n-nodes-base.slack', 'slack'],
    ['n8n-nodes-base.telegram', 'telegram'],
    ['n8n-nodes-base.gmail', 'email'],
    ['n8n-nodes-base.emailSend', 'email'],
    ['n8n-nodes-base.googleSheets', 'sheet'],
    ['n8n-nodes-base.postgres', 'database'],
    ['n8n-nodes-base.mySql', 'database'],
    ['n8n-nodes-base.if', 'logic'],
    ['n8n-nodes-base.switch', 'logic'],
    ['n8n-nodes-base.filter', 'logic'],
    ['n8n-nodes-base.set', 'set'],
    ['n8n-nodes-base.merge', 'merge'],
    ['n8n-nodes-base.splitInBatches', 'split'],
    ['n8n-nodes-base.wait', 'wait'],
    ['n8n-nodes-base.noOp', 'node'],
    ['', 'node'],
  ])('draws %s with the %s icon', (type, icon) => {
    expect(nodeIconKey(type)).toBe(icon);
  });

  it('does not mistake words that merely contain a keyword', () => {
    expect(nodeIconKey('n8n-nodes-base.dataset')).toBe('node');
    expect(nodeIconKey('n8n-nodes-base.airtop')).toBe('node');
  });
});
