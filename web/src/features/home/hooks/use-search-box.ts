import { useEffect, useEffectEvent, useState } from 'react';
import type { HomeFilters } from '../home-filters';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before the search is applied. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The search box's text: shown as typed, applied to the filters after a 500 ms pause, and
 * following the filters when they change elsewhere (Back button, Clear Filters).
 */
export function useSearchBox(filters: HomeFilters, setFilters: (next: HomeFilters) => void) {
  const [text, setText] = useState(filters.search);
  const [followedSearch, setFollowedSearch] = useState(filters.search);
  if (filters.search !== followedSearch) {
    setFollowedSearch(filters.search);
    setText(filters.search);
  }

  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const applySettled = useEffectEvent((value: string) => {
    if (value.trim() !== filters.search) setFilters({ ...filters, search: value.trim() });
  });
  useEffect(() => applySettled(settled), [settled]);

  return [text, setText] as const;
}
