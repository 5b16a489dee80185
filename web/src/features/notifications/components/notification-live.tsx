import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { NotificationBellDocument } from '../../../gql/graphql';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { useMarkNotificationsRead } from '../hooks/use-mark-notifications-read';
import type { NotificationRef } from '../notification-cache';
import { NotificationToast } from './notification-toast';

/** The subscription, from the newest notification known when it starts (kept, not followed). */
function LiveSubscription(props: {
  since: string | null;
  onNew(notification: NotificationRef): void;
}) {
  const [since] = useState(props.since);
  useLiveNotifications(since, props.onNew);
  return null;
}

/**
 * What a signed-in page hears of new notifications: once the badge's count and newest one are
 * known, the live subscription, and the toast for the latest that arrived.
 */
export function NotificationLive() {
  const { data } = useQuery(NotificationBellDocument);
  const { markRead } = useMarkNotificationsRead();
  const [toast, setToast] = useState<NotificationRef | null>(null);
  const dismiss = useCallback(() => setToast(null), []);
  return (
    <>
      {data && (
        <LiveSubscription since={data.notifications.items[0]?.id ?? null} onNew={setToast} />
      )}
      <NotificationToast
        notification={toast}
        onOpen={(id) => {
          setToast(null);
          void markRead([id]);
        }}
        onDismiss={dismiss}
      />
    </>
  );
}
