import { nodeDocumentationUrl } from '../documentation-url';

describe("a node type's n8n documentation page", () => {
  it.each([
    ['n8n-nodes-base.slack', 'app-nodes/n8n-nodes-base.slack/'],
    ['n8n-nodes-base.googleSheets', 'app-nodes/n8n-nodes-base.googlesheets/'],
    ['n8n-nodes-base.telegramTrigger', 'trigger-nodes/n8n-nodes-base.telegramtrigger/'],
    ['n8n-nodes-base.httpRequest', 'core-nodes/n8n-nodes-base.httprequest/'],
    ['n8n-nodes-base.webhook', 'core-nodes/n8n-nodes-base.webhook/'],
    ['n8n-nodes-base.scheduleTrigger', 'core-nodes/n8n-nodes-base.scheduletrigger/'],
    ['@n8n/n8n-nodes-langchain.agent', 'cluster-nodes/root-nodes/n8n-nodes-langchain.agent/'],
    [
      '@n8n/n8n-nodes-langchain.lmChatOpenAi',
      'cluster-nodes/sub-nodes/n8n-nodes-langchain.lmchatopenai/',
    ],
    ['@n8n/n8n-nodes-langchain.chatTrigger', 'core-nodes/n8n-nodes-langchain.chattrigger/'],
  ])('%s is documented at %s', (type, page) => {
    expect(nodeDocumentationUrl(type)).toBe(`https://docs.n8n.io/integrations/builtin/${page}`);
  });

  it.each([
    'n8n-nodes-base.stickyNote',
    'n8n-nodes-ntfy.Ntfy',
    'telegram',
    'n8n-nodes-base.',
    'n8n-nodes-base.a/b',
  ])('%s has none: a comment, a community node, or no type a URL could carry', (type) => {
    expect(nodeDocumentationUrl(type)).toBeUndefined();
  });
});
