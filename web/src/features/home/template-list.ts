import type { HomePageTemplatesQuery } from '../../gql-home/graphql';

/** Templates per page of the home grid. */
export const PAGE_SIZE = 20;

/** Skeleton cards shown while the first page loads: a full page, so nothing jumps. */
export const SKELETON_CARD_COUNT = 20;

/** Milliseconds between two cards' fade-in, and the most any card waits. */
const FADE_IN_STEP_MS = 50;
const FADE_IN_MAX_MS = 500;

interface PageInfo {
  currentPage: number;
  totalPages: number;
}

/** Load More is offered only while pages remain after the ones already shown. */
export function hasMorePages({ currentPage, totalPages }: PageInfo): boolean {
  return currentPage < totalPages;
}

/** Templates still to load: the total minus those already in the grid, never negative. */
export function remainingCount(totalItems: number, loadedCount: number): number {
  return Math.max(0, totalItems - loadedCount);
}

/** The Load More button's label, e.g. "Load More (1,234 remaining)". */
export function loadMoreLabel(remaining: number): string {
  return `Load More (${remaining.toLocaleString('en-US')} remaining)`;
}

/** The fade-in delay of the card at `index` within its page, capped at 500 ms. */
export function fadeInDelay(index: number): number {
  return Math.min(Math.max(0, index) * FADE_IN_STEP_MS, FADE_IN_MAX_MS);
}

/**
 * The list after Load More: the templates shown so far followed by the next page's, and the next
 * page's pagination. Templates already shown are not repeated (a template published between two
 * page loads shifts the pages by one).
 */
export function appendPage(
  shown: HomePageTemplatesQuery,
  next: HomePageTemplatesQuery,
): HomePageTemplatesQuery {
  const seen = new Set(shown.templates.templates.map((template) => template.id));
  const added = next.templates.templates.filter((template) => !seen.has(template.id));
  return {
    ...shown,
    templates: {
      ...next.templates,
      templates: [...shown.templates.templates, ...added],
    },
  };
}
