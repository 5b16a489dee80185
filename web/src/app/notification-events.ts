import type { NotificationKind } from '../gql/graphql';

const arrivedListeners = new Set<(kind: NotificationKind) => void>();

/**
 * Says that a new notification of `kind` arrived over the live subscription (once each, however
 * often a reconnect sends it again). Lists that a notification's event changes (a request's
 * applications, an expert's applications) read themselves again on it: the notification is the
 * one live signal the account already gets for each of those events. Kept apart from the
 * notifications feature, so a list listens without loading it.
 */
export function reportNotificationArrived(kind: NotificationKind): void {
  for (const listener of arrivedListeners) listener(kind);
}

/** Calls `listener` for every new notification until the returned function is called. */
export function onNotificationArrived(listener: (kind: NotificationKind) => void): () => void {
  arrivedListeners.add(listener);
  return () => {
    arrivedListeners.delete(listener);
  };
}
