import type { Access } from '../../core/access';
import type { SignedInActor } from '../../core/actor';
import type { NotificationRecord } from './notification.repository';

/*
 * Who may see a notification, in the access vocabulary of `core/access.ts` (allow, forbid as
 * 403, hide as 404). Lists, counts, marking read and settings are of the actor's own rows, chosen
 * in SQL by their id (`WHERE user_id = $1`), so another user's ids count as unknown there. What is
 * decided here is a row already in hand: each event of the `notificationAdded` subscription.
 */

/** A notification is its recipient's alone; anyone else, admins included, learns nothing of it. */
export function canReadNotification(
  actor: SignedInActor,
  notification: Pick<NotificationRecord, 'userId'>,
): Access {
  return actor.id === notification.userId ? 'allow' : 'hide';
}
