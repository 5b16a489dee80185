import { CATEGORIES } from '../api/src/modules/templates/categories';
import { COMPLEXITIES, TRIGGER_TYPES } from '../api/src/modules/templates/template.entity';
import type { TemplateListInput } from '../api/src/modules/templates/dtos/template-list.input';
import { TEMPLATE_SORTS } from '../api/src/modules/templates/template-list-query';
import { EVALUATION_QUERIES } from '../api/test/search-evaluation/queries';

/** What the corpus offers to search for: words of workflow names and integration names. */
export interface CorpusVocabulary {
  /** Lower-case words of three or more letters from names and integrations. */
  words: string[];
  /** Integration names exactly as stored (the `integration` filter matches them exactly). */
  integrations: string[];
}

/** One request of the varied mix: the list input it asks for, sent over REST or GraphQL. */
export interface VariedRequest {
  input: TemplateListInput;
  transport: 'rest' | 'graphql';
  /** The REST path (also the baseline's key for a GraphQL request). */
  path: string;
  /** The GraphQL body, for a GraphQL request. */
  body?: string;
}

const GRAPHQL_LIST = `query VariedTemplates($filter: TemplateFilterInput, $page: Int!, $sort: TemplateSort) {
  templates(filter: $filter, page: $page, sort: $sort) {
    templates { id name description category complexity triggerType nodeCount tags author updatedAt }
    pagination { currentPage totalPages totalItems itemsPerPage }
  }
}`;

/** mulberry32: a tiny seeded generator, so every run sends the same mix in the same order. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A one-letter mistake: two neighbours swapped, one letter dropped, or one replaced. */
function typo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  const letter = 'aeiourstln'[Math.floor(random() * 10)];
  return word.slice(0, at) + letter + word.slice(at + 1);
}

const VERBS = ['send', 'post', 'sync', 'summarize', 'save', 'notify me about', 'add', 'get'];
const LINKS = ['to', 'from', 'in', 'with', 'into'];
const WHEN = [
  '',
  '',
  ' every morning',
  ' when a form is submitted',
  ' from a webhook',
  ' daily',
  ' with ai',
  ' using chatgpt',
];

/**
 * A sentence as people type what they want to automate: "post invoices to slack
 * every morning", "summarize tickets from gmail when a form is submitted". Stop words, services
 * by their common names and triggers in words, as the evaluation set's queries
 * (api/test/search-evaluation/queries.ts) are written.
 */
function naturalQuery(vocabulary: CorpusVocabulary, pick: <T>(items: readonly T[]) => T): string {
  const service = pick(vocabulary.integrations).toLowerCase();
  return `${pick(VERBS)} ${pick(vocabulary.words)} ${pick(LINKS)} ${service}${pick(WHEN)}`;
}

/**
 * A deterministic mix of `count` distinct catalogue requests, shuffled: one in eight a query of
 * the search evaluation set as people type it ("post to slack from a webhook"), other searches
 * (whole words of names and integrations, one in ten with a typo, prefixes of 3-5 letters, a few
 * two-word searches, and about one in six a natural-language sentence made from the corpus's
 * words), lists in every sort, and filter combinations with and without a search, on pages 1-50
 * (half of them on the first three pages, where visitors mostly are). One in ten goes through
 * GraphQL. No request repeats, so a cache only answers what another visitor asked.
 */
export function variedRequests(
  vocabulary: CorpusVocabulary,
  count: number,
  seed = 7,
): VariedRequest[] {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const chance = (p: number) => random() < p;
  const long = vocabulary.words.filter((word) => word.length >= 5);
  const searchText = (): string => {
    const roll = random();
    if (roll < 0.1) return typo(pick(long), random);
    if (roll < 0.35) {
      const word = pick(long);
      return word.slice(0, 3 + Math.floor(random() * 3));
    }
    if (roll < 0.45) return `${pick(vocabulary.words)} ${pick(vocabulary.words)}`;
    if (roll < 0.62) return naturalQuery(vocabulary, pick);
    return pick(vocabulary.words);
  };
  const seen = new Set<string>();
  const requests: VariedRequest[] = [];
  for (let attempt = 0; requests.length < count && attempt < count * 50; attempt++) {
    const input: TemplateListInput = {};
    const evaluated = chance(1 / 8);
    // 0.55 of all requests search, the evaluation set's eighth included.
    const searching = evaluated || chance((0.55 - 1 / 8) / (1 - 1 / 8));
    if (evaluated) input.search = pick(EVALUATION_QUERIES).text;
    else if (searching) input.search = searchText();
    // Filters on about half of the lists and a third of the searches, in any combination.
    if (chance(searching ? 0.35 : 0.6)) {
      if (chance(0.5)) input.category = pick(CATEGORIES);
      if (chance(0.35)) input.complexity = pick(COMPLEXITIES);
      if (chance(0.35)) input.triggerType = pick(TRIGGER_TYPES);
      if (chance(0.3)) input.integration = pick(vocabulary.integrations);
    }
    const sorts = searching ? TEMPLATE_SORTS : TEMPLATE_SORTS.filter((s) => s !== 'relevance');
    if (!searching || chance(0.4)) input.sort = pick(sorts);
    input.page = chance(0.5) ? 1 + Math.floor(random() * 3) : 1 + Math.floor(random() * 50);
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(input)) params.set(key, String(value));
    const path = `/api/templates?${params}`;
    if (seen.has(path)) continue;
    seen.add(path);
    if (chance(0.1)) {
      const { page, sort, ...filter } = input;
      const variables = { filter, page, sort };
      const body = JSON.stringify({ query: GRAPHQL_LIST, variables });
      requests.push({ input, transport: 'graphql', path, body });
    } else {
      requests.push({ input, transport: 'rest', path });
    }
  }
  return requests;
}

/** The searchable words of the catalogue's names and integrations, sorted (deterministic). */
export function vocabularyOf(
  rows: ReadonlyArray<{ name: string; integrations: string[] }>,
): CorpusVocabulary {
  const words = new Set<string>();
  const integrations = new Set<string>();
  for (const row of rows) {
    const text = `${row.name} ${row.integrations.join(' ')}`.toLowerCase();
    for (const word of text.match(/\p{L}{3,}/gu) ?? []) words.add(word);
    for (const integration of row.integrations) integrations.add(integration);
  }
  return { words: [...words].sort(), integrations: [...integrations].sort() };
}
