import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { reportNotificationArrived } from '../../../app/notification-events';
import { onSocketReconnected } from '../../../app/socket-events';
import { getFragmentData } from '../../../gql/fragment-masking';
import {
  NotificationBellDocument,
  NotificationBellLiveDocument,
  NotificationItem_NotificationFragmentDoc,
} from '../../../gql/graphql';
import { idOf, prependNotification, type NotificationRef } from '../notification-cache';

/** Asks the API for the unread count again (the header's badge and the section show it). */
function readCountAgain(client: ApolloClient): void {
  void Promise.resolve(client.refetchQueries({ include: [NotificationBellDocument] })).catch(
    () => undefined,
  );
}

/**
 * Follows the signed-in user's new notifications (`notificationAdded`), starting after `since`
 * (the newest the page knew, so what came meanwhile is sent first). Each new one, once however
 * often a reconnect sends it again, goes on top of the Notifications section's list, has the
 * unread count read again (the API's count is the truth, whatever a reconnect missed), is
 * handed to `onNew` for the toast and is reported to the lists its event changes
 * (`reportNotificationArrived`). A reconnect reads the count again as well.
 */
export function useLiveNotifications(
  since: string | null,
  onNew: (notification: NotificationRef) => void,
): void {
  const client = useApolloClient();
  const seen = useRef(new Set<string>());

  useEffect(() => onSocketReconnected(() => readCountAgain(client)), [client]);

  useSubscription(NotificationBellLiveDocument, {
    variables: { since },
    onData: ({ data }) => {
      const added = data.data?.notificationAdded;
      if (!added) return;
      const id = idOf(added);
      if (seen.current.has(id)) return;
      seen.current.add(id);
      prependNotification(client.cache, added);
      readCountAgain(client);
      onNew(added);
      reportNotificationArrived(
        getFragmentData(NotificationItem_NotificationFragmentDoc, added).kind,
      );
    },
  });
}
