import { isLangchainType, shortType } from './node-type';
import { nodeTypeRow } from './node-type-table';
import { serviceName } from './service';
import { AI_VENDOR_NAMES } from './service-names';
import { words } from './words';

/**
 * LangChain node families n8n names after their vendor or flavour: `lmChatOpenAi` →
 * `OpenAI Chat Model`, `vectorStoreQdrant` → `Qdrant Vector Store`, `embeddingsOpenAi` →
 * `Embeddings OpenAI`. `$` stands for the vendor's name, or the rest of the type as words.
 */
const LANGCHAIN_FAMILIES: ReadonlyArray<[pattern: RegExp, name: string]> = [
  [/^lmChat([A-Z].*)$/, '$ Chat Model'],
  [/^lm([A-Z].*)$/, '$ Model'],
  [/^embeddings([A-Z].*)$/, 'Embeddings $'],
  [/^vectorStore([A-Z].*)$/, '$ Vector Store'],
  [/^memory([A-Z].*)Chat$/, '$ Chat Memory'],
  [/^outputParser([A-Z].*)$/, '$ Output Parser'],
  [/^retriever([A-Z].*)$/, '$ Retriever'],
  [/^textSplitter([A-Z].*)$/, '$'],
  [/^document([A-Z].*)$/, '$'],
];

function vendorOrWords(part: string): string {
  return AI_VENDOR_NAMES.get(part.toLowerCase()) ?? words(part);
}

function langchainName(short: string): string {
  for (const [pattern, name] of LANGCHAIN_FAMILIES) {
    const part = short.match(pattern)?.[1];
    if (part) return name.replace('$', vendorOrWords(part));
  }
  const tool = short.match(/^tool([A-Z].*)$/)?.[1];
  if (tool) return AI_VENDOR_NAMES.get(tool.toLowerCase()) ?? `${words(tool)} Tool`;
  return words(short);
}

/**
 * The name n8n's editor shows for a node type: `n8n-nodes-base.googleSheetsTrigger` →
 * `Google Sheets Trigger`, `@n8n/n8n-nodes-langchain.lmChatOpenAi` → `OpenAI Chat Model`,
 * `n8n-nodes-base.set` → `Edit Fields (Set)`. The table's name wins (also for the `Trigger` or
 * `Tool` variant of a named node); LangChain nodes follow their family; app nodes are their
 * service's name plus their role (`Trigger`, `Tool`); anything else is its type as words.
 */
export function nodeDisplayName(type: string): string {
  const short = shortType(type);
  const named = nodeTypeRow(short)?.name;
  if (named) return named;
  const role = short.match(/(Trigger|Tool)$/)?.[1];
  const namedBase = role && nodeTypeRow(short.slice(0, -role.length))?.name;
  if (namedBase) return `${namedBase} ${role}`;
  if (isLangchainType(type)) return langchainName(short);
  const service = serviceName(type);
  if (service) return role ? `${service} ${role}` : service;
  return words(short) || type;
}
