import type { TriggerType } from '../../templates/template.entity';
import { isLangchainType, isStickyNote, shortType } from '../../../n8n-nodes';
import type { TypedNode } from './shape';

export const MAX_TAGS = 8;

const TRIGGER_TAGS: Record<TriggerType, string | undefined> = {
  Webhook: 'webhook',
  Scheduled: 'scheduled',
  Triggered: undefined,
  Manual: undefined,
};

/** Capabilities worth a tag, each recognised by a test on the node short types. */
const CAPABILITY_TAGS: ReadonlyArray<
  [tag: string, test: (shorts: string[], types: string[]) => boolean]
> = [
  ['ai', (shorts, types) => types.some(isLangchainType) || shorts.includes('openAi')],
  ['ai agent', (shorts) => shorts.includes('agent')],
  ['rag', (shorts) => shorts.some((s) => s.startsWith('vectorStore') || s.startsWith('retriever'))],
  ['chatbot', (shorts) => shorts.includes('chatTrigger') || shorts.includes('manualChatTrigger')],
  ['form', (shorts) => shorts.includes('formTrigger') || shorts.includes('form')],
  ['scraping', (shorts) => shorts.some((s) => s === 'html' || s === 'htmlExtract')],
  ['files', (shorts) => shorts.some((s) => s === 'extractFromFile' || s === 'convertToFile')],
];

/**
 * Up to MAX_TAGS lower-case tags: capabilities first (`ai`, `ai agent`, `rag`, `chatbot`,
 * `form`, `scraping`, `files`), then the trigger (`webhook`, `scheduled`), then the integrations
 * in order of appearance. Deduplicated.
 */
export function tagsOf(
  nodes: readonly TypedNode[],
  triggerType: TriggerType,
  integrations: readonly string[],
): string[] {
  const types = nodes.filter((node) => !isStickyNote(node.type)).map((node) => node.type);
  const shorts = types.map(shortType);
  const tags = new Set<string>();
  for (const [tag, test] of CAPABILITY_TAGS) if (test(shorts, types)) tags.add(tag);
  const triggerTag = TRIGGER_TAGS[triggerType];
  if (triggerTag) tags.add(triggerTag);
  for (const integration of integrations) tags.add(integration.toLowerCase());
  return [...tags].slice(0, MAX_TAGS);
}

/**
 * The extra words the full-text search indexes besides name and description: tags,
 * integrations and the distinct node short types, space separated, each word once.
 */
export function searchKeywordsOf(
  tags: readonly string[],
  integrations: readonly string[],
  nodeTypes: readonly string[],
): string {
  const words = [...tags, ...integrations, ...nodeTypes.map(shortType)];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const word of words) {
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(word);
  }
  return out.join(' ');
}

/** Distinct node types, sticky notes left out, in order of first appearance. */
export function nodeTypesOf(nodes: readonly TypedNode[]): string[] {
  return [...new Set(nodes.filter((node) => !isStickyNote(node.type)).map((node) => node.type))];
}
