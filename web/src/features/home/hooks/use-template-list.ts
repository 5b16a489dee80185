import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { HomePageTemplatesDocument, type TemplateFilterInput } from '../../../gql-home/graphql';
import { appendPage, PAGE_SIZE } from '../template-list';

/**
 * The home grid's templates for one set of filters: the first page, then one more page per Load
 * More, appended. Mount it under a `key` of the filters, so new filters start again from page 1
 * and a Load More still in flight can never land in another filter's list.
 */
export function useTemplateList(filter: TemplateFilterInput | null) {
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const { data, loading, error, networkStatus, fetchMore, refetch } = useQuery(
    HomePageTemplatesDocument,
    { variables: { filter, page: 1, limit: PAGE_SIZE }, notifyOnNetworkStatusChange: true },
  );
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  async function loadMore() {
    if (!data || loadingMore) return;
    setLoadMoreFailed(false);
    try {
      await fetchMore({
        variables: { page: data.templates.pagination.currentPage + 1 },
        updateQuery: (shown, { fetchMoreResult }) => appendPage(shown, fetchMoreResult),
      });
    } catch {
      setLoadMoreFailed(true);
    }
  }

  return {
    templates: data?.templates.templates ?? [],
    pagination: data?.templates.pagination,
    /** The services the search named: cards highlight those they use. */
    namedServices: data?.templates.namedServices ?? [],
    /** With no templates: services and categories to try instead. */
    suggestions: data?.templates.suggestions ?? null,
    /** True until the first page is there (also while Try Again reloads it). */
    initialLoading: loading && !data,
    failed: Boolean(error) && !data,
    loadingMore,
    loadMoreFailed,
    loadMore,
    /** Try Again: reloads page 1; a new failure shows through `failed` again. */
    retry: () => {
      refetch({ page: 1 }).catch(() => undefined);
    },
  };
}
