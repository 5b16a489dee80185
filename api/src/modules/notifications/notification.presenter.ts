import type { NotificationRecord } from './notification.repository';

/** A notification as REST sends it (never the row: no user id). */
export function presentNotification(row: NotificationRecord) {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
