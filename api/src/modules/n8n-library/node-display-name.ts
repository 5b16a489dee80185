/**
 * Display names for node types whose camelCase name reads badly, keyed by the part after the
 * package (`n8n-nodes-base.set` → `set`). Taken from the names n8n's editor shows for them.
 */
const NAMED_TYPES = new Map<string, string>(
  Object.entries({
    agent: 'AI Agent',
    chainLlm: 'Basic LLM Chain',
    chainSummarization: 'Summarization Chain',
    chainRetrievalQa: 'Question and Answer Chain',
    dateTime: 'Date & Time',
    documentDefaultDataLoader: 'Default Data Loader',
    emailReadImap: 'Email Trigger (IMAP)',
    emailSend: 'Send Email',
    executeWorkflowTrigger: 'Execute Workflow Trigger',
    lmChatOpenRouter: 'OpenRouter Chat Model',
    memoryBufferWindow: 'Simple Memory',
    noOp: 'No Operation, do nothing',
    outputParserStructured: 'Structured Output Parser',
    readWriteFile: 'Read/Write Files from Disk',
    respondToWebhook: 'Respond to Webhook',
    set: 'Edit Fields (Set)',
    splitInBatches: 'Loop Over Items',
    textSplitterRecursiveCharacterTextSplitter: 'Recursive Character Text Splitter',
    toolHttpRequest: 'HTTP Request Tool',
    toolWorkflow: 'Call n8n Workflow Tool',
  }),
);

/** LangChain families named "<provider> <kind>": `vectorStoreQdrant` → `Qdrant Vector Store`. */
const FAMILIES: Array<[string, string]> = [
  ['lmChat', 'Chat Model'],
  ['vectorStore', 'Vector Store'],
];

/** Words whose usual spelling is not plain title case. */
// prettier-ignore
const WORD_SPELLINGS = new Map<string, string>(Object.entries({
  ai: 'AI', api: 'API', aws: 'AWS', crm: 'CRM', csv: 'CSV', ftp: 'FTP', gpt: 'GPT', html: 'HTML',
  http: 'HTTP', id: 'ID', imap: 'IMAP', jwt: 'JWT', llm: 'LLM', mcp: 'MCP', pdf: 'PDF', qr: 'QR',
  rss: 'RSS', sms: 'SMS', smtp: 'SMTP', sql: 'SQL', ssh: 'SSH', url: 'URL', xml: 'XML',
  github: 'GitHub', gitlab: 'GitLab', hubspot: 'HubSpot', linkedin: 'LinkedIn', mysql: 'MySQL',
  n8n: 'n8n', youtube: 'YouTube', clickup: 'ClickUp', sendgrid: 'SendGrid', mongodb: 'MongoDB',
}));

/** Word pairs that camelCase splits apart but the product spells as one word. */
const JOINED: Array<[RegExp, string]> = [
  [/\bOpen AI\b/g, 'OpenAI'],
  [/\bWhats App\b/g, 'WhatsApp'],
  [/\bWoo Commerce\b/g, 'WooCommerce'],
  [/\bMongo Db\b/g, 'MongoDB'],
  [/\bPost Gres\b/g, 'Postgres'],
];

/**
 * A readable name for a node type, derived from the type alone (FlowVault does not carry n8n's
 * node descriptions): `n8n-nodes-base.googleSheets` → `Google Sheets`,
 * `n8n-nodes-base.httpRequest` → `HTTP Request`, `@n8n/n8n-nodes-langchain.openAi` → `OpenAI`.
 */
export function nodeDisplayName(type: string): string {
  const short = type.slice(type.lastIndexOf('.') + 1);
  const named = NAMED_TYPES.get(short);
  if (named) return named;
  const family = FAMILIES.find(([prefix]) => short.startsWith(prefix) && short !== prefix);
  if (family) return `${words(short.slice(family[0].length))} ${family[1]}`;
  return words(short) || type;
}

function words(camelCase: string): string {
  const spelled = camelCase
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => WORD_SPELLINGS.get(word.toLowerCase()) ?? word[0].toUpperCase() + word.slice(1));
  return JOINED.reduce(
    (text, [pattern, joined]) => text.replace(pattern, joined),
    spelled.join(' '),
  );
}
