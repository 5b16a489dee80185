import {
  isApiCall,
  isCoreNode,
  isEventTrigger,
  isTrigger,
  listensOnWebhook,
  nodeKind,
  runsCode,
} from '..';

describe('what part a node plays', () => {
  it.each([
    ['n8n-nodes-base.stickyNote', 'stickyNote'],
    ['n8n-nodes-base.scheduleTrigger', 'trigger'],
    ['n8n-nodes-base.webhook', 'trigger'],
    ['n8n-nodes-base.cron', 'trigger'],
    ['n8n-nodes-base.interval', 'trigger'],
    ['n8n-nodes-base.start', 'trigger'],
    ['n8n-nodes-base.emailReadImap', 'trigger'],
    ['@n8n/n8n-nodes-langchain.chatTrigger', 'trigger'],
    ['@n8n/n8n-nodes-langchain.lmChatOpenAi', 'aiSubNode'],
    ['@n8n/n8n-nodes-langchain.memoryBufferWindow', 'aiSubNode'],
    ['@n8n/n8n-nodes-langchain.toolHttpRequest', 'aiSubNode'],
    ['n8n-nodes-base.gmailTool', 'aiSubNode'],
    ['@n8n/n8n-nodes-langchain.agent', 'action'],
    ['n8n-nodes-base.respondToWebhook', 'action'],
    ['n8n-nodes-base.slack', 'action'],
  ])('%s is a %s', (type, kind) => {
    expect(nodeKind(type)).toBe(kind);
  });

  it('sets event triggers apart from timers and clicks', () => {
    expect(isTrigger('n8n-nodes-base.manualTrigger')).toBe(true);
    expect(isEventTrigger('n8n-nodes-base.manualTrigger')).toBe(false);
    expect(isEventTrigger('n8n-nodes-base.start')).toBe(false);
    expect(isEventTrigger('n8n-nodes-base.cron')).toBe(false);
    expect(isEventTrigger('n8n-nodes-base.telegramTrigger')).toBe(true);
    expect(isEventTrigger('n8n-nodes-base.emailReadImap')).toBe(true);
  });

  it('counts hand-written HTTP and GraphQL requests as API calls, not app nodes', () => {
    expect(
      ['httpRequest', 'httpRequestTool', 'graphql'].map((n) => isApiCall(`n8n-nodes-base.${n}`)),
    ).toEqual([true, true, true]);
    expect(isApiCall('@n8n/n8n-nodes-langchain.toolHttpRequest')).toBe(true);
    expect(isApiCall('n8n-nodes-base.slack')).toBe(false);
  });

  it('knows the nodes that listen on a webhook path of their own', () => {
    expect(listensOnWebhook('n8n-nodes-base.webhook')).toBe(true);
    expect(listensOnWebhook('n8n-nodes-base.formTrigger')).toBe(true);
    expect(listensOnWebhook('@n8n/n8n-nodes-langchain.mcpTrigger')).toBe(true);
    expect(listensOnWebhook('n8n-nodes-base.respondToWebhook')).toBe(false);
  });

  it('marks code steps and n8n core nodes', () => {
    expect(runsCode('n8n-nodes-base.code')).toBe(true);
    expect(runsCode('n8n-nodes-base.ssh')).toBe(true);
    expect(runsCode('n8n-nodes-base.set')).toBe(false);
    expect(isCoreNode('n8n-nodes-base.set')).toBe(true);
    expect(isCoreNode('n8n-nodes-base.emailSend')).toBe(true);
    expect(isCoreNode('n8n-nodes-base.slack')).toBe(false);
    expect(isCoreNode('@n8n/n8n-nodes-langchain.code')).toBe(false);
  });
});
