const STICKY_NOTE = 'stickyNote';
const TRIGGER_NAMES = new Set(['webhook', 'cron', 'interval', 'start', 'emailReadImap']);
/**
 * Nodes whose whole job is an HTTP call the workflow author writes by hand. App nodes (Slack,
 * Google Sheets, ...) also talk to APIs, but they are counted under "need credentials" and listed
 * as integrations; "API calls" tells a reader how many raw requests they will have to configure.
 */
const API_CALL_NAMES = new Set(['httpRequest', 'httpRequestTool', 'toolHttpRequest', 'graphql']);
const ACRONYMS: Record<string, string> = {
  ai: 'AI',
  api: 'API',
  aws: 'AWS',
  csv: 'CSV',
  ftp: 'FTP',
  html: 'HTML',
  http: 'HTTP',
  imap: 'IMAP',
  json: 'JSON',
  llm: 'LLM',
  lm: 'LM',
  mcp: 'MCP',
  n8n: 'n8n',
  pdf: 'PDF',
  rss: 'RSS',
  sql: 'SQL',
  ssh: 'SSH',
  url: 'URL',
  xml: 'XML',
};

/**
 * The part of a node type after its last dot (`n8n-nodes-base.httpRequest` → `httpRequest`).
 * Types are compared on this part so community packages and LangChain nodes follow one rule.
 */
export function nodeTypeName(type: string): string {
  return type.slice(type.lastIndexOf('.') + 1);
}

/** Sticky notes are canvas annotations, not steps: they never run. */
export function isStickyNote(type: string): boolean {
  return nodeTypeName(type) === STICKY_NOTE;
}

/**
 * A node that starts the workflow: any type ending in `Trigger`, plus the trigger nodes whose
 * names predate that convention (`webhook`, `cron`, `interval`, the legacy `start`,
 * `emailReadImap`). Matches the ingest's trigger-type rule (CONTRACT §5); `respondToWebhook` is
 * not a trigger.
 */
export function isTriggerType(type: string): boolean {
  const name = nodeTypeName(type);
  return name.endsWith('Trigger') || TRIGGER_NAMES.has(name);
}

/** A node that makes a hand-configured HTTP or GraphQL request (see API_CALL_NAMES). */
export function isApiCallType(type: string): boolean {
  return API_CALL_NAMES.has(nodeTypeName(type));
}

/**
 * A readable name for a node type: `n8n-nodes-base.googleSheets` → `Google Sheets`,
 * `@n8n/n8n-nodes-langchain.lmChatOpenAi` → `LM Chat OpenAI`. Used where a node's own name is
 * empty and as the secondary line of a step.
 */
export function nodeDisplayName(type: string): string {
  const words = nodeTypeName(type)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word[0].toUpperCase() + word.slice(1));
  return (words.join(' ') || 'Unknown node').replace(/\bOpen AI\b/g, 'OpenAI');
}
