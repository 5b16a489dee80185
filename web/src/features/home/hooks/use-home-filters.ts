import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseFilters, serializeFilters, type HomeFilters } from '../home-filters';

/**
 * The home filters, kept in the URL query: every change is a new history entry (so Back undoes
 * it) and a shared or reloaded link shows the same list. The page does not jump to the top when
 * they change.
 */
export function useHomeFilters(): [HomeFilters, (next: HomeFilters) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => parseFilters(new URLSearchParams(query)), [query]);
  const setFilters = useCallback(
    (next: HomeFilters) => {
      const nextQuery = serializeFilters(next);
      if (nextQuery.toString() === query) return;
      setParams(nextQuery, { preventScrollReset: true });
    },
    [query, setParams],
  );
  return [filters, setFilters];
}
