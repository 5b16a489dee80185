import { isLangchainType, shortType } from './node-type';

/** The icons a node can be drawn with; the web keeps one picture and one colour per key. */
export const NODE_ICON_KEYS = [
  'schedule',
  'webhook',
  'trigger',
  'http',
  'code',
  'ai',
  'slack',
  'telegram',
  'email',
  'sheet',
  'database',
  'logic',
  'set',
  'merge',
  'split',
  'wait',
  'node',
] as const;

export type NodeIconKey = (typeof NODE_ICON_KEYS)[number];

const AI_KEYWORDS = /openai|anthropic|gemini|mistral|ollama|groq|perplexity|deepseek|huggingface/;
const DATABASE_KEYWORDS = /postgres|mysql|mongo|redis|supabase|sqlite|mssql|microsoftsql|database/;

/**
 * Keyword rules over the lower-case short type, first match wins. Schedules and webhooks come
 * before the generic trigger rule because `scheduleTrigger` says more as a clock than as a bolt;
 * AI runs before the app rules so a LangChain text splitter is AI, not a split; `set`, `wait`
 * and the logic nodes match whole names so `dataset` or `awaitApproval` do not.
 */
const RULES: ReadonlyArray<[NodeIconKey, (name: string, type: string) => boolean]> = [
  ['schedule', (n) => n.includes('schedule') || n.includes('cron') || n === 'interval'],
  ['webhook', (n) => n.includes('webhook')],
  ['trigger', (n) => n.endsWith('trigger') || n === 'start'],
  ['http', (n) => n.includes('http') || n.includes('graphql')],
  ['code', (n) => n.includes('code') || n.startsWith('function')],
  ['ai', (n, t) => isLangchainType(t) || AI_KEYWORDS.test(n)],
  ['slack', (n) => n.includes('slack')],
  ['telegram', (n) => n.includes('telegram')],
  ['email', (n) => n.includes('mail') || n.includes('imap') || n.includes('outlook')],
  ['sheet', (n) => n.includes('sheet') || n.includes('excel') || n === 'airtable'],
  ['database', (n) => DATABASE_KEYWORDS.test(n)],
  ['logic', (n) => n === 'if' || n === 'switch' || n === 'filter'],
  ['set', (n) => n === 'set' || n === 'renamekeys'],
  ['merge', (n) => n.includes('merge')],
  ['split', (n) => n.includes('split')],
  ['wait', (n) => n === 'wait'],
];

/**
 * The icon of a node type, chosen by keywords in the type so that the 500-odd node types of the
 * corpus map onto a small, recognisable set; `node` when no keyword matches.
 */
export function nodeIconKey(type: string): NodeIconKey {
  const name = shortType(type).toLowerCase();
  return RULES.find(([, matches]) => matches(name, type))?.[0] ?? 'node';
}
