import type { Db } from '../../core/db';
import type { NotificationKind } from './notification-kinds';

/** A notification as stored. */
export interface NotificationRecord {
  id: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An app path: what the notification is about. */
  link: string;
  createdAt: Date;
  readAt: Date | null;
}

/** What an event writes for one user. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** Repeats under one key while unread make one notification (a chat thread's messages). */
  groupKey?: string;
}

const COLUMNS = `id, user_id AS "userId", kind, title, body, link, created_at AS "createdAt",
  read_at AS "readAt"`;

/** The `notifications` table; every read is of one user's own rows. */
export const notificationRepository = {
  /**
   * Writes a notification, in the caller's transaction; undefined when an unread one of its
   * group already tells the user (nothing new to announce).
   */
  async insert(db: Db, row: NewNotification): Promise<NotificationRecord | undefined> {
    const [created] = await db.query<NotificationRecord>(
      `INSERT INTO notifications (user_id, kind, title, body, link, group_key)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, group_key) WHERE read_at IS NULL AND group_key IS NOT NULL
       DO NOTHING
       RETURNING ${COLUMNS}`,
      [row.userId, row.kind, row.title, row.body, row.link, row.groupKey ?? null],
    );
    return created;
  },

  /** A page of the user's notifications, newest first. */
  page(
    db: Db,
    userId: string,
    { offset, limit, unreadOnly }: { offset: number; limit: number; unreadOnly: boolean },
  ): Promise<NotificationRecord[]> {
    return db.query<NotificationRecord>(
      `SELECT ${COLUMNS} FROM notifications
        WHERE user_id = $1 AND ($4::boolean IS FALSE OR read_at IS NULL)
        ORDER BY created_at DESC, id DESC
        OFFSET $2 LIMIT $3`,
      [userId, offset, limit, unreadOnly],
    );
  },

  /** How many notifications the user has, and how many of them are unread. */
  async counts(db: Db, userId: string): Promise<{ total: number; unread: number }> {
    const [row] = await db.query<{ total: number; unread: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
         FROM notifications WHERE user_id = $1`,
      [userId],
    );
    return row ?? { total: 0, unread: 0 };
  },

  async unreadCount(db: Db, userId: string): Promise<number> {
    const [row] = await db.query<{ unread: number }>(
      `SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return row?.unread ?? 0;
  },

  /** How many unread notifications each of `userIds` has; users with none are absent. */
  unreadCounts(
    db: Db,
    userIds: readonly string[],
  ): Promise<Array<{ userId: string; unread: number }>> {
    return db.query(
      `SELECT user_id AS "userId", count(*)::int AS unread FROM notifications
        WHERE user_id = ANY($1::uuid[]) AND read_at IS NULL GROUP BY user_id`,
      [userIds],
    );
  },

  /** One of the user's notifications; undefined for anyone else's. */
  async findOwn(db: Db, userId: string, id: string): Promise<NotificationRecord | undefined> {
    const [row] = await db.query<NotificationRecord>(
      `SELECT ${COLUMNS} FROM notifications WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return row;
  },

  /**
   * Marks the user's notifications read: those of `ids` that are theirs (others' ids are
   * ignored, as if unknown), or all when `ids` is undefined. Returns those it marked.
   */
  markRead(
    db: Db,
    userId: string,
    ids: readonly string[] | undefined,
  ): Promise<NotificationRecord[]> {
    return db.query<NotificationRecord>(
      `UPDATE notifications SET read_at = now()
        WHERE user_id = $1 AND read_at IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
       RETURNING ${COLUMNS}`,
      [userId, ids ?? null],
    );
  },

  /** Marks read the user's unread notifications of a group (a chat thread they have read). */
  async markGroupRead(db: Db, userId: string, groupKey: string): Promise<void> {
    await db.query(
      `UPDATE notifications SET read_at = now()
        WHERE user_id = $1 AND group_key = $2 AND read_at IS NULL`,
      [userId, groupKey],
    );
  },

  /** The user's unread notifications of `kind`, newest first (what a digest gathers). */
  unreadOfKind(
    db: Db,
    userId: string,
    kind: NotificationKind,
    limit: number,
  ): Promise<NotificationRecord[]> {
    return db.query<NotificationRecord>(
      `SELECT ${COLUMNS} FROM notifications
        WHERE user_id = $1 AND kind = $2 AND read_at IS NULL
        ORDER BY created_at DESC, id DESC LIMIT $3`,
      [userId, kind, limit],
    );
  },

  /**
   * The user's notifications after the one `afterId` names (theirs, or none is), oldest first:
   * a subscription's catch-up. Compared in the database: its times are finer than a Date's.
   */
  after(db: Db, userId: string, afterId: string, limit: number): Promise<NotificationRecord[]> {
    return db.query<NotificationRecord>(
      `SELECT ${COLUMNS} FROM notifications
        WHERE user_id = $1 AND (created_at, id) > (
          SELECT created_at, id FROM notifications WHERE id = $2 AND user_id = $1)
        ORDER BY created_at, id LIMIT $3`,
      [userId, afterId, limit],
    );
  },

  /**
   * Cancelled plans whose period ends within `days` and whose holder was not yet told of that
   * end: who, the plan's name, when, and the event's key (one per period).
   */
  periodsEnding(
    db: Db,
    days: number,
    limit: number,
  ): Promise<{ userId: string; plan: string; endsAt: Date; eventKey: string }[]> {
    return db.query(
      `SELECT s.user_id AS "userId", p.name AS plan, s.current_period_end AS "endsAt", k.key AS "eventKey"
         FROM user_subscriptions s
         JOIN plans p ON p.id = s.plan_id
        CROSS JOIN LATERAL (
          SELECT 'plan-period-ending:' || floor(extract(epoch FROM s.current_period_end))::bigint AS key
        ) k
        WHERE s.cancel_at_period_end
          AND s.current_period_end > now()
          AND s.current_period_end <= now() + make_interval(days => $1)
          AND NOT EXISTS (SELECT 1 FROM notification_events e
                           WHERE e.user_id = s.user_id AND e.event_key = k.key)
        ORDER BY s.current_period_end
        LIMIT $2`,
      [days, limit],
    );
  },

  /** Records a once-only event for the user; false when it was already recorded. */
  async firstTime(db: Db, userId: string, eventKey: string): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO notification_events (user_id, event_key) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING event_key`,
      [userId, eventKey],
    );
    return rows.length > 0;
  },
};
