import { nodeDisplayName } from '..';

describe('the name n8n shows for a node type', () => {
  it.each([
    ['n8n-nodes-base.googleSheets', 'Google Sheets'],
    ['n8n-nodes-base.googleSheetsTrigger', 'Google Sheets Trigger'],
    ['n8n-nodes-base.httpRequest', 'HTTP Request'],
    ['n8n-nodes-base.set', 'Edit Fields (Set)'],
    ['n8n-nodes-base.noOp', 'No Operation, do nothing'],
    ['n8n-nodes-base.emailReadImap', 'Email Trigger (IMAP)'],
    ['n8n-nodes-base.emailSend', 'Send Email'],
    ['n8n-nodes-base.emailSendTool', 'Send Email Tool'],
    ['n8n-nodes-base.mySql', 'MySQL'],
    ['n8n-nodes-base.hubspotTrigger', 'HubSpot Trigger'],
    ['n8n-nodes-base.convertToFile', 'Convert to File'],
    ['n8n-nodes-base.html', 'HTML'],
    ['n8n-nodes-base.if', 'If'],
    ['@n8n/n8n-nodes-langchain.agent', 'AI Agent'],
    ['@n8n/n8n-nodes-langchain.memoryBufferWindow', 'Simple Memory'],
    ['@n8n/n8n-nodes-langchain.memoryPostgresChat', 'Postgres Chat Memory'],
    ['@n8n/n8n-nodes-langchain.lmChatOpenAi', 'OpenAI Chat Model'],
    ['@n8n/n8n-nodes-langchain.lmChatOpenRouter', 'OpenRouter Chat Model'],
    ['@n8n/n8n-nodes-langchain.lmOllama', 'Ollama Model'],
    ['@n8n/n8n-nodes-langchain.embeddingsOpenAi', 'Embeddings OpenAI'],
    ['@n8n/n8n-nodes-langchain.vectorStoreQdrant', 'Qdrant Vector Store'],
    ['@n8n/n8n-nodes-langchain.outputParserStructured', 'Structured Output Parser'],
    [
      '@n8n/n8n-nodes-langchain.textSplitterRecursiveCharacterTextSplitter',
      'Recursive Character Text Splitter',
    ],
    ['@n8n/n8n-nodes-langchain.documentDefaultDataLoader', 'Default Data Loader'],
    ['@n8n/n8n-nodes-langchain.toolWorkflow', 'Call n8n Workflow Tool'],
    ['@n8n/n8n-nodes-langchain.toolHttpRequest', 'HTTP Request Tool'],
    ['@n8n/n8n-nodes-langchain.toolCode', 'Code Tool'],
    ['@n8n/n8n-nodes-langchain.toolWikipedia', 'Wikipedia'],
    ['@n8n/n8n-nodes-langchain.mcpClientTool', 'MCP Client Tool'],
    ['@n8n/n8n-nodes-langchain.openAi', 'OpenAI'],
    ['@n8n/n8n-nodes-langchain.chatTrigger', 'Chat Trigger'],
    ['n8n-nodes-ntfy.Ntfy', 'Ntfy'],
    ['n8n-nodes-hdw.hdwLinkedin', 'Hdw LinkedIn'],
  ])('%s is "%s"', (type, name) => {
    expect(nodeDisplayName(type)).toBe(name);
  });

  it('keeps n8n casing out of the way of the table', () => {
    expect(nodeDisplayName('n8n-nodes-base.readPdf')).toBe(
      nodeDisplayName('n8n-nodes-base.readPDF'),
    );
  });

  it('falls back on the type itself when it has no name part', () => {
    expect(nodeDisplayName('')).toBe('');
    expect(nodeDisplayName('n8n-nodes-base.')).toBe('n8n-nodes-base.');
  });
});
