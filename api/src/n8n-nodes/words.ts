/** Words whose usual spelling is not plain title case. */
// prettier-ignore
const SPELLINGS = new Map<string, string>(Object.entries({
  ai: 'AI', api: 'API', aws: 'AWS', crm: 'CRM', csv: 'CSV', ftp: 'FTP', gpt: 'GPT', html: 'HTML',
  http: 'HTTP', id: 'ID', imap: 'IMAP', json: 'JSON', jwt: 'JWT', llm: 'LLM', mcp: 'MCP',
  pdf: 'PDF', qr: 'QR', rss: 'RSS', sms: 'SMS', smtp: 'SMTP', sql: 'SQL', ssh: 'SSH', sse: 'SSE',
  totp: 'TOTP', url: 'URL', xml: 'XML', github: 'GitHub', gitlab: 'GitLab', hubspot: 'HubSpot',
  linkedin: 'LinkedIn', mysql: 'MySQL', n8n: 'n8n', youtube: 'YouTube', clickup: 'ClickUp',
  sendgrid: 'SendGrid', mongodb: 'MongoDB', graphql: 'GraphQL',
}));

/** Short words written in lower case inside a name: "Respond to Webhook", "Stop and Error". */
const MINOR_WORDS = new Set(['and', 'or', 'to', 'from', 'of', 'for']);

/** Word pairs that camelCase splits apart but are spelled as one word. */
const JOINED: Array<[RegExp, string]> = [
  [/\bOpen AI\b/g, 'OpenAI'],
  [/\bWhats App\b/g, 'WhatsApp'],
  [/\bWoo Commerce\b/g, 'WooCommerce'],
  [/\bMongo Db\b/g, 'MongoDB'],
  [/\bMy SQL\b/g, 'MySQL'],
  [/\bPost Gres\b/g, 'Postgres'],
];

/**
 * A camelCase node name as words, the way n8n's editor spells them: `googleSheets` →
 * `Google Sheets`, `httpRequest` → `HTTP Request`, `convertToFile` → `Convert to File`.
 */
export function words(camelCase: string): string {
  const spelled = camelCase
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && MINOR_WORDS.has(lower)) return lower;
      return SPELLINGS.get(lower) ?? word[0].toUpperCase() + word.slice(1);
    });
  return JOINED.reduce(
    (text, [pattern, joined]) => text.replace(pattern, joined),
    spelled.join(' '),
  );
}
