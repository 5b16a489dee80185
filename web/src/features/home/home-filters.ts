import { fitUnits, MAX_SEARCH_LENGTH } from '@flowvault/shared';
import type { Complexity, N8nCompatibility, TriggerType } from '../../gql/graphql';
import type { TemplateFilterInput } from '../../gql-home/graphql';

/** Complexity levels in the order the filter panel lists them. */
export const COMPLEXITIES: readonly Complexity[] = ['Simple', 'Medium', 'Complex'];

/** Trigger types in the order the filter panel lists them. */
export const TRIGGER_TYPES: readonly TriggerType[] = [
  'Manual',
  'Scheduled',
  'Triggered',
  'Webhook',
];

/** n8n compatibility values in the order the filter panel lists them. */
export const N8N_COMPATIBILITIES: readonly N8nCompatibility[] = ['Clean', 'Blocked'];

/** The home page's filters; an empty string means "any". */
export interface HomeFilters {
  category: string;
  complexity: Complexity | '';
  triggerType: TriggerType | '';
  integration: string;
  n8nCompatibility: N8nCompatibility | '';
  search: string;
}

export const EMPTY_FILTERS: HomeFilters = {
  category: '',
  complexity: '',
  triggerType: '',
  integration: '',
  n8nCompatibility: '',
  search: '',
};

/** URL query parameter order, so equal filters always give the same URL. */
const PARAM_ORDER = [
  'category',
  'complexity',
  'triggerType',
  'integration',
  'n8nCompatibility',
  'search',
] as const;

function oneOf<T extends string>(value: string, allowed: readonly T[]): T | '' {
  return (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

/**
 * Reads the filters from the URL query. Unknown complexity, trigger or compatibility values are
 * dropped, and a search or integration longer than the API takes is cut to its limit (whole
 * characters), rather than sent to the API, so a hand-edited URL still shows templates instead of
 * an error.
 */
export function parseFilters(params: URLSearchParams): HomeFilters {
  const text = (name: string) => (params.get(name) ?? '').trim();
  const limited = (name: string) => fitUnits(text(name), MAX_SEARCH_LENGTH).trim();
  return {
    category: text('category'),
    complexity: oneOf(text('complexity'), COMPLEXITIES),
    triggerType: oneOf(text('triggerType'), TRIGGER_TYPES),
    integration: limited('integration'),
    n8nCompatibility: oneOf(text('n8nCompatibility'), N8N_COMPATIBILITIES),
    search: limited('search'),
  };
}

/** The URL query for the filters: only the filters that are set, in a fixed order. */
export function serializeFilters(filters: HomeFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of PARAM_ORDER) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  }
  return params;
}

/** How many filter-panel choices are set (the search box is not part of the panel). */
export function countActiveFilters(filters: HomeFilters): number {
  const { category, complexity, triggerType, integration, n8nCompatibility } = filters;
  return [category, complexity, triggerType, integration, n8nCompatibility].filter(Boolean).length;
}

/** The filter panel's Clear all: resets every panel choice but keeps the search text. */
export function clearPanelFilters(filters: HomeFilters): HomeFilters {
  return { ...EMPTY_FILTERS, search: filters.search };
}

/** The GraphQL filter argument for the filters, or null when nothing is filtered. */
export function toFilterInput(filters: HomeFilters): TemplateFilterInput | null {
  const input: TemplateFilterInput = {};
  if (filters.category) input.category = filters.category;
  if (filters.complexity) input.complexity = filters.complexity;
  if (filters.triggerType) input.triggerType = filters.triggerType;
  if (filters.integration) input.integration = filters.integration;
  if (filters.n8nCompatibility) input.n8nCompatibility = filters.n8nCompatibility;
  if (filters.search.trim()) input.search = filters.search.trim();
  return Object.keys(input).length > 0 ? input : null;
}
