/**
 * Reading n8n node type strings. A type is `<package>.<name>`: `n8n-nodes-base.googleSheets`,
 * `@n8n/n8n-nodes-langchain.lmChatOpenAi`, or a community package such as `n8n-nodes-ntfy.Ntfy`
 * (whose package may hold dots of its own, so the name is what follows the last dot).
 */

/** The package of n8n's built-in nodes. */
export const BASE_PACKAGE = 'n8n-nodes-base';

/** The package of n8n's AI (LangChain) nodes. */
export const LANGCHAIN_PACKAGE = '@n8n/n8n-nodes-langchain';

/** n8n's sticky note: a comment on the canvas, not a step. */
export const STICKY_NOTE_TYPE = `${BASE_PACKAGE}.stickyNote`;

/** A node type split into its package and its name. */
export interface ParsedNodeType {
  /** `n8n-nodes-base`, `@n8n/n8n-nodes-langchain`, a community package, or '' when none. */
  package: string;
  /** The node's name inside its package: `googleSheets`, `lmChatOpenAi`. */
  name: string;
}

export function parseNodeType(type: string): ParsedNodeType {
  const dot = type.lastIndexOf('.');
  return dot === -1
    ? { package: '', name: type }
    : { package: type.slice(0, dot), name: type.slice(dot + 1) };
}

/**
 * The name of a node type without its package: `n8n-nodes-base.googleSheets` → `googleSheets`.
 * Rules compare types on this part, so a community copy of a node follows the same rule.
 */
export function shortType(type: string): string {
  return parseNodeType(type).name;
}

export function isBaseType(type: string): boolean {
  return parseNodeType(type).package === BASE_PACKAGE;
}

export function isLangchainType(type: string): boolean {
  return parseNodeType(type).package === LANGCHAIN_PACKAGE;
}

export function isStickyNote(type: string): boolean {
  return shortType(type) === 'stickyNote';
}
