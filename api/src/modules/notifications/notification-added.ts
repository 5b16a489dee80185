import { liveRows, type LiveEvent, type Subscriber } from '../../graphql/subscriptions';
import type { NotificationRecord } from './notification.repository';
import { canReadNotification } from './notifications.policy';
import { notificationChannel } from './notification.service';

/**
 * The source of `notificationAdded`: each new notification of the subscriber once, in order,
 * those after the notification `since` names first (what a reconnecting page missed; one that is
 * not theirs names nothing). Signed-in sockets only (`requiring(SIGNED_IN, ...)` where it is
 * declared), on the subscriber's own channel: nobody can listen to another user's. Every row is
 * read as the subscriber with the event's own context (`find` reads only their own rows), so a
 * revoked token ends the socket (4403) at the next event.
 */
export function notificationAdded(
  subscriber: Subscriber,
  since: string | undefined,
): AsyncIterableIterator<LiveEvent<NotificationRecord>> {
  return liveRows<NotificationRecord>(subscriber, {
    channel: notificationChannel(subscriber.actor.id),
    catchUp: async (after, event) => {
      const from = after?.id ?? since;
      return from ? event.services.notifications.after(event.actor, from) : [];
    },
    load: (id, event) => event.services.notifications.find(event.actor, id),
    authorize: (row, event) => canReadNotification(event.actor, row) === 'allow',
  });
}
