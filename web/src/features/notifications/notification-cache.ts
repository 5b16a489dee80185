import type { ApolloCache } from '@apollo/client';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import {
  NotificationItem_NotificationFragmentDoc,
  NotificationsSectionDocument,
  type NotificationsSectionQuery,
} from '../../gql/graphql';

/** Notifications per page of the Notifications section. */
export const PAGE_SIZE = 20;

/** The section's first page: what Load More appends to and a live notification is put on top of. */
export const FIRST_PAGE = { page: 1, limit: PAGE_SIZE };

export type NotificationRef = FragmentType<typeof NotificationItem_NotificationFragmentDoc>;

/** The id of a (masked) notification. */
export const idOf = (ref: NotificationRef) =>
  getFragmentData(NotificationItem_NotificationFragmentDoc, ref).id;

/**
 * The unread count the header's badge and the section show (one cached field), as the API last
 * said it: after a mark, the mutation's answer.
 */
export function writeUnreadCount(cache: ApolloCache, count: number): void {
  cache.modify({ fields: { unreadNotificationCount: () => count } });
}

/**
 * The list after Load More: the notifications shown followed by the next page's, with its
 * pagination. One already shown is not repeated (a new one on top shifts the pages by one).
 */
export function appendPage(
  shown: NotificationsSectionQuery,
  next: NotificationsSectionQuery,
): NotificationsSectionQuery {
  const seen = new Set(shown.notifications.items.map(idOf));
  return {
    ...next,
    notifications: {
      ...next.notifications,
      items: [
        ...shown.notifications.items,
        ...next.notifications.items.filter((item) => !seen.has(idOf(item))),
      ],
    },
  };
}

/**
 * Puts a notification that just arrived on top of the section's list, if the section loaded it
 * and does not show it yet, so an open section follows along without asking again.
 */
export function prependNotification(cache: ApolloCache, notification: NotificationRef): void {
  const id = idOf(notification);
  cache.updateQuery({ query: NotificationsSectionDocument, variables: FIRST_PAGE }, (data) => {
    if (!data || data.notifications.items.some((item) => idOf(item) === id)) return undefined;
    const { items, pagination } = data.notifications;
    const totalItems = pagination.totalItems + 1;
    return {
      ...data,
      notifications: {
        ...data.notifications,
        items: [notification, ...items],
        pagination: {
          ...pagination,
          totalItems,
          totalPages: Math.ceil(totalItems / pagination.itemsPerPage),
        },
      },
    };
  });
}
