import type { Db } from '../../core/db';
import type { NotificationKind } from './notification-kinds';

/** A user's choice for one kind: told in the app, by email. */
export interface NotificationChannels {
  inApp: boolean;
  email: boolean;
}

/** Who a notification goes to, as the event's transaction reads them. */
export interface Recipient extends NotificationChannels {
  name: string;
  emailAddress: string;
}

/** `notification_settings`: no row means both channels on. */
export const notificationSettingsRepository = {
  /** The user's choices, by kind (kinds without a row are absent). */
  async ofUser(db: Db, userId: string): Promise<Map<NotificationKind, NotificationChannels>> {
    const rows = await db.query<NotificationChannels & { kind: NotificationKind }>(
      `SELECT kind, in_app AS "inApp", email FROM notification_settings WHERE user_id = $1`,
      [userId],
    );
    return new Map(rows.map(({ kind, ...channels }) => [kind, channels]));
  },

  /**
   * What an event needs of its recipient: their name and address and their choice for `kind`;
   * undefined for an account that is gone or disabled (told nothing).
   */
  async recipient(db: Db, userId: string, kind: NotificationKind): Promise<Recipient | undefined> {
    const [row] = await db.query<Recipient>(
      `SELECT u.name, u.email AS "emailAddress", coalesce(s.in_app, true) AS "inApp", coalesce(s.email, true) AS email
         FROM users u
         LEFT JOIN notification_settings s ON s.user_id = u.id AND s.kind = $2
        WHERE u.id = $1 AND u.disabled_at IS NULL`,
      [userId, kind],
    );
    return row;
  },

  /**
   * Sets the given channels of one kind, keeping the other as it was; undefined when the account
   * does not exist (an unsubscribe link of a deleted account), never a foreign-key error.
   */
  async update(
    db: Db,
    userId: string,
    kind: NotificationKind,
    change: Partial<NotificationChannels>,
  ): Promise<NotificationChannels | undefined> {
    const [row] = await db.query<NotificationChannels>(
      `INSERT INTO notification_settings (user_id, kind, in_app, email)
       SELECT id, $2, coalesce($3, true), coalesce($4, true) FROM users WHERE id = $1
       ON CONFLICT (user_id, kind) DO UPDATE
         SET in_app = coalesce($3, notification_settings.in_app),
             email = coalesce($4, notification_settings.email),
             updated_at = now()
       RETURNING in_app AS "inApp", email`,
      [userId, kind, change.inApp ?? null, change.email ?? null],
    );
    return row;
  },
};
