import type { HomeFilters } from './home-filters';

/**
 * The heading above the grid: a search wins over a category, a category over the default.
 */
export function resultsHeading(filters: Pick<HomeFilters, 'search' | 'category'>): string {
  const search = filters.search.trim();
  if (search) return `Search results for "${search}"`;
  if (filters.category) return `${filters.category} Templates`;
  return 'All Templates';
}

/** The line under the heading: 'Loading...' until the count is known, then how many matched. */
export function resultsSubtitle(loading: boolean, totalItems: number | undefined): string {
  if (loading || totalItems === undefined) return 'Loading...';
  const noun = totalItems === 1 ? 'template' : 'templates';
  return `${totalItems.toLocaleString('en-US')} ${noun} found`;
}
