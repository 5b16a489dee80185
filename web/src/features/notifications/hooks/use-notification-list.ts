import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { NotificationsSectionDocument } from '../../../gql/graphql';
import { appendPage, FIRST_PAGE, idOf } from '../notification-cache';

/**
 * The Notifications section's list: the first page, asked again on every visit, then one more
 * page per Load More, appended to it (and a live notification put on top by the header's
 * subscription). Also the unread count, the same cached field the header's badge reads.
 */
export function useNotificationList() {
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(
    NotificationsSectionDocument,
    { variables: FIRST_PAGE, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true },
  );
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  /** Loads the next page; resolves to the id of the first notification it added. */
  async function loadMore(): Promise<string | undefined> {
    if (!data || loadingMore) return undefined;
    setLoadMoreFailed(false);
    const shown = new Set(data.notifications.items.map(idOf));
    try {
      const next = await fetchMore({
        variables: { page: data.notifications.pagination.currentPage + 1 },
        updateQuery: (current, { fetchMoreResult }) => appendPage(current, fetchMoreResult),
      });
      return next.data?.notifications.items.map(idOf).find((id) => !shown.has(id));
    } catch {
      setLoadMoreFailed(true);
      return undefined;
    }
  }

  return {
    items: data?.notifications.items,
    pagination: data?.notifications.pagination,
    unreadCount: data?.unreadNotificationCount ?? 0,
    /** The first page could not be loaded (nothing to show). */
    failed: Boolean(error) && !data,
    loadingMore,
    loadMoreFailed,
    loadMore,
    retry: () => void refetch(FIRST_PAGE).catch(() => undefined),
  };
}
