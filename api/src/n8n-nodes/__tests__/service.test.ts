import { serviceKey, serviceName } from '..';

describe('the service behind a node type', () => {
  it.each([
    ['n8n-nodes-base.googleSheets', 'Google Sheets'],
    ['n8n-nodes-base.googleSheetsTrigger', 'Google Sheets'],
    ['n8n-nodes-base.gmailTool', 'Gmail'],
    ['n8n-nodes-base.hubspot', 'HubSpot'],
    ['n8n-nodes-base.openThesaurus', 'Open Thesaurus'],
    ['n8n-nodes-base.emailSend', 'Email'],
    ['n8n-nodes-base.twitter', 'X (Twitter)'],
    ['n8n-nodes-base.goToWebinar', 'GoToWebinar'],
    ['@n8n/n8n-nodes-langchain.lmChatOpenAi', 'OpenAI'],
    ['@n8n/n8n-nodes-langchain.embeddingsGoogleGemini', 'Google Gemini'],
    ['@n8n/n8n-nodes-langchain.vectorStorePinecone', 'Pinecone'],
    ['@n8n/n8n-nodes-langchain.memoryPostgresChat', 'Postgres'],
    ['n8n-nodes-ntfy.Ntfy', 'Ntfy'],
    ['n8n-nodes-evolution-api.evolutionApi', 'Evolution API'],
  ])('%s → %s', (type, name) => {
    expect(serviceName(type)).toBe(name);
  });

  it.each([
    'n8n-nodes-base.set',
    'n8n-nodes-base.httpRequest',
    'n8n-nodes-base.webhook',
    'n8n-nodes-base.scheduleTrigger',
    'n8n-nodes-base.manualTrigger',
    'n8n-nodes-base.code',
    'n8n-nodes-base.stickyNote',
    '@n8n/n8n-nodes-langchain.agent',
    '@n8n/n8n-nodes-langchain.memoryBufferWindow',
    '@n8n/n8n-nodes-langchain.chatTrigger',
  ])('%s names no integration', (type) => {
    expect(serviceName(type)).toBeUndefined();
  });

  it('keys a service without its role, so a trigger and its app are one service', () => {
    expect(serviceKey('n8n-nodes-base.telegramTrigger')).toBe('telegram');
    expect(serviceKey('n8n-nodes-base.telegram')).toBe('telegram');
    expect(serviceKey('@n8n/n8n-nodes-langchain.lmChatOpenAi')).toBe('openai');
    expect(serviceKey('n8n-nodes-base.HTTPREQUEST')).toBeUndefined();
  });

  it('does not mistake a property of plain objects for a service', () => {
    expect(serviceName('@n8n/n8n-nodes-langchain.constructor')).toBeUndefined();
    expect(serviceName('n8n-nodes-base.toString')).toBe('To String');
  });
});
