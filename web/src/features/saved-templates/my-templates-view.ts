import { useCallback, useState } from 'react';
import type { SelectOption } from '../../ui/select';
import { useDebouncedValue } from '../home/hooks/use-debounced-value';

/** Saved templates per page. */
export const MY_TEMPLATES_PAGE_SIZE = 12;

/** Placeholder cards while the first page loads. */
export const MY_TEMPLATES_SKELETON_CARDS = 6;

/** How long typing must pause before the search is applied (and page 1 shown). */
export const MY_TEMPLATES_SEARCH_DELAY_MS = 500;

/** The orders `savedTemplates(sortBy)` knows. */
export type SavedTemplateSort = 'newest' | 'oldest' | 'name';

export const SORT_OPTIONS: readonly (SelectOption & { value: SavedTemplateSort })[] = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'name', label: 'Name A-Z' },
];

/** Cards side by side, or one per row. */
export type MyTemplatesLayout = 'grid' | 'list';

function isSort(value: string): value is SavedTemplateSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/**
 * What the My Templates section is looking at: the search as typed and as applied (after a
 * 500 ms pause), the order, the page and the layout. The page belongs to one search and one
 * order, so applying a new search or order goes back to page 1 without an effect.
 */
export function useMyTemplatesView() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), MY_TEMPLATES_SEARCH_DELAY_MS);
  const [sortBy, setSort] = useState<SavedTemplateSort>('newest');
  const [layout, setLayout] = useState<MyTemplatesLayout>('grid');
  const [paging, setPaging] = useState({ search, sortBy, page: 1 });
  const page = paging.search === search && paging.sortBy === sortBy ? paging.page : 1;

  const setPage = useCallback(
    (next: number) => setPaging({ search, sortBy, page: Math.max(1, next) }),
    [search, sortBy],
  );
  const setSortBy = useCallback((value: string) => {
    if (isSort(value)) setSort(value);
  }, []);

  return {
    searchText,
    setSearchText,
    search,
    sortBy,
    setSortBy,
    page,
    setPage,
    layout,
    setLayout,
    variables: {
      page,
      limit: MY_TEMPLATES_PAGE_SIZE,
      sortBy,
      ...(search ? { search } : {}),
    },
  };
}
