import { isLangchainType, shortType } from './node-type';
import { hasTrait } from './node-type-table';
import { AI_VENDOR_NAMES, APP_NAMES } from './service-names';
import { words } from './words';

/**
 * LangChain nodes that are building blocks rather than a vendor (agents, chains, parsers,
 * splitters, generic tools) carry the vendor after one of these role prefixes, if at all.
 */
const LANGCHAIN_ROLE_PREFIXES = [
  'lmChat',
  'lm',
  'embeddings',
  'vectorStore',
  'memory',
  'tool',
  'retriever',
];

/** `Trigger` and `Tool` name a node's role, not its service: `telegramTrigger` is Telegram. */
const ROLE_SUFFIX = /(Trigger|Tool)$/;

/**
 * The service a node talks to, as a lower-case key, or undefined for helpers. App nodes drop
 * their `Trigger`/`Tool` suffix (`telegramTrigger` → `telegram`); LangChain nodes drop their
 * role prefix (`lmChatOpenAi` → `openai`, `memoryPostgresChat` → `postgres`).
 */
export function serviceKey(type: string): string | undefined {
  const short = shortType(type);
  if (hasTrait(short, 'helper')) return undefined;
  let name = short;
  if (isLangchainType(type)) {
    const prefix = LANGCHAIN_ROLE_PREFIXES.find(
      (p) => name.startsWith(p) && /^[A-Z]/.test(name.slice(p.length)),
    );
    if (prefix) name = name.slice(prefix.length);
    name = name.replace(/(Chat|Assistant)$/, '');
  }
  name = name.replace(/Trigger$/, '').replace(/Tool$/, '');
  return name ? name.toLowerCase() : undefined;
}

/**
 * The name of the service behind a node type (an integration), or undefined for helpers and
 * for LangChain building blocks that name no vendor (`agent`, `memoryBufferWindow`).
 */
export function serviceName(type: string): string | undefined {
  const key = serviceKey(type);
  if (!key) return undefined;
  if (isLangchainType(type)) return AI_VENDOR_NAMES.get(key);
  return APP_NAMES.get(key) ?? words(shortType(type).replace(ROLE_SUFFIX, ''));
}
