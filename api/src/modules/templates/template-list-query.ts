import type { Complexity, N8nCompatibility, TriggerType } from './template.entity';

export const TEMPLATE_SORTS = ['relevance', 'newest', 'popular', 'name'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];

/** Page size bounds of every template list (REST, GraphQL, the n8n library). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Deep pages cost an index walk over every skipped row; nobody reads page 100,001. */
export const MAX_PAGE = 100_000;
/** Longer search text is refused rather than silently cut (the web app cuts before asking). */
export { MAX_SEARCH_LENGTH } from '@flowvault/shared';
/** How many integrations `integrations()` returns by default, and at most. */
export const DEFAULT_INTEGRATIONS = 30;
export const MAX_INTEGRATIONS = 100;

/**
 * A validated, canonical catalogue query: what `TemplateService.list` runs. Built from a
 * `TemplateListInput` (dtos/template-list.input.ts), which holds the rules.
 */
export interface TemplateListQuery {
  page: number;
  limit: number;
  /** One category, or several (the n8n library filters by a list). */
  category?: string | readonly string[];
  complexity?: Complexity;
  triggerType?: TriggerType;
  /** Imports cleanly into n8n 1.x, or not; templates never checked match neither. */
  n8nCompatibility?: N8nCompatibility;
  /** Template must list this integration (exact name, as `integrations()` reports it). */
  integration?: string;
  search?: string;
  /** Defaults to `relevance` when searching, else `newest`. */
  sort: TemplateSort;
}
