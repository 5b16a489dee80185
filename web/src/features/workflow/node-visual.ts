import { nodeTypeName } from './node-types';

/** The icons a workflow step can show; drawn by `NodeIcon`. */
export type NodeIconName =
  | 'schedule'
  | 'webhook'
  | 'trigger'
  | 'http'
  | 'code'
  | 'ai'
  | 'slack'
  | 'telegram'
  | 'email'
  | 'sheet'
  | 'database'
  | 'logic'
  | 'set'
  | 'merge'
  | 'split'
  | 'wait'
  | 'node';

/** How a step looks in the structure list and the graph: an icon and its accent colour. */
export interface NodeVisual {
  icon: NodeIconName;
  color: string;
}

const LANGCHAIN_PACKAGE = '@n8n/n8n-nodes-langchain.';
const AI_KEYWORDS = /openai|anthropic|gemini|mistral|ollama|groq|perplexity|deepseek|huggingface/;
const DATABASE_KEYWORDS = /postgres|mysql|mongo|redis|supabase|sqlite|mssql|microsoftsql|database/;

/**
 * Keyword rules, first match wins. Schedules and webhooks come before the generic trigger rule
 * because `scheduleTrigger` says more as a clock than as a bolt; AI runs before the app rules so a
 * LangChain text splitter is AI, not a split; `set`, `wait` and the logic nodes match whole names
 * so `dataset` or `awaitApproval` do not.
 */
const RULES: ReadonlyArray<[NodeIconName, string, (name: string, type: string) => boolean]> = [
  ['schedule', '#7c3aed', (n) => n.includes('schedule') || n.includes('cron') || n === 'interval'],
  ['webhook', '#db2777', (n) => n.includes('webhook')],
  ['trigger', '#16a34a', (n) => n.endsWith('trigger') || n === 'start'],
  ['http', '#2563eb', (n) => n.includes('http') || n.includes('graphql')],
  ['code', '#475569', (n) => n.includes('code') || n.startsWith('function')],
  ['ai', '#9333ea', (n, t) => t.startsWith(LANGCHAIN_PACKAGE) || AI_KEYWORDS.test(n)],
  ['slack', '#4a154b', (n) => n.includes('slack')],
  ['telegram', '#0088cc', (n) => n.includes('telegram')],
  ['email', '#dc2626', (n) => n.includes('mail') || n.includes('imap') || n.includes('outlook')],
  ['sheet', '#15803d', (n) => n.includes('sheet') || n.includes('excel') || n === 'airtable'],
  ['database', '#0f766e', (n) => DATABASE_KEYWORDS.test(n)],
  ['logic', '#ea580c', (n) => n === 'if' || n === 'switch' || n === 'filter'],
  ['set', '#0891b2', (n) => n === 'set' || n === 'renamekeys'],
  ['merge', '#4f46e5', (n) => n.includes('merge')],
  ['split', '#ca8a04', (n) => n.includes('split')],
  ['wait', '#a16207', (n) => n === 'wait'],
];

const DEFAULT_VISUAL: NodeVisual = { icon: 'node', color: '#64748b' };

/**
 * The icon and colour of a step, chosen by keywords in its node type (PRODUCT-SPEC §2), so that
 * the 500-odd node types of the corpus map onto a small, recognisable set.
 */
export function nodeVisual(type: string): NodeVisual {
  const name = nodeTypeName(type).toLowerCase();
  const rule = RULES.find(([, , matches]) => matches(name, type));
  return rule ? { icon: rule[0], color: rule[1] } : DEFAULT_VISUAL;
}
