import { requireRole } from '../../auth/require-role';
import type { GraphQLContext } from '../../graphql/context';
import { liveRows } from '../../graphql/subscriptions';
import type { NotificationRecord } from './notification.repository';
import { notificationChannel } from './notification.service';

/**
 * The source of `notificationAdded`: each new notification of the subscriber once, in order,
 * those after the notification `since` names first (what a reconnecting page missed; one that is not theirs names nothing). Signed-in sockets only, on the subscriber's own channel: nobody
 * can listen to another user's. Every row is read as the subscriber with the event's own
 * context (`find` reads only their own rows), so a revoked token ends the socket (4403) at the
 * next event.
 */
export function notificationAdded(
  context: GraphQLContext,
  since: string | undefined,
): AsyncIterableIterator<NotificationRecord> {
  const subscriber = requireRole(context.actor);
  return liveRows<NotificationRecord>(context, {
    channel: notificationChannel(subscriber.id),
    catchUp: async (after, ctx) => {
      const from = after?.id ?? since;
      return from ? ctx.services.notifications.after(requireRole(ctx.actor), from) : [];
    },
    load: (id, ctx) => ctx.services.notifications.find(requireRole(ctx.actor), id),
    authorize: (row, ctx) => row.userId === requireRole(ctx.actor).id,
  });
}
