import { useMutation } from '@apollo/client/react';
import { NotificationsMarkReadDocument } from '../../../gql/graphql';
import { writeUnreadCount } from '../notification-cache';

/**
 * Marks notifications read: the ones named, or all. The answer updates the cached notifications
 * (their `readAt`) and the unread count, so the section and the header's badge agree at once.
 * Each call resolves to whether it worked.
 */
export function useMarkNotificationsRead() {
  const [mark, { loading }] = useMutation(NotificationsMarkReadDocument, {
    update: (cache, { data }) => {
      if (data) writeUnreadCount(cache, data.markNotificationsRead.unreadCount);
    },
  });
  const run = (input: { ids: string[] } | { all: true }) =>
    mark({ variables: { input } }).then(
      () => true,
      () => false,
    );
  return {
    marking: loading,
    markRead: (ids: string[]) => run({ ids }),
    markAllRead: () => run({ all: true }),
  };
}
