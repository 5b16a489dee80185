import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS = [
  'expert_applied',
  'application_accepted',
  'application_rejected',
  'project_active',
  'project_completed',
  'feedback_received',
  'expert_application_approved',
  'expert_application_rejected',
  'chat_message',
  'plan_payment_completed',
  'plan_period_ending',
];

/**
 * Notifications.
 *
 * - `notifications`: one row per thing a user is told in the app, written in the transaction of
 *   the event it is about. `link` is an app path. `group_key` gathers repeats: while a chat
 *   notification for a thread is unread, a new message does not add a second one (the partial
 *   unique index decides it for two transactions at once).
 * - `notification_settings`: a user's choices per kind; no row means both on.
 * - `notification_events`: events told once whatever runs them (a plan period about to end,
 *   found by a sweep that every API process runs): the first insert of a key wins.
 */
export class CreateNotifications1764700100000 implements MigrationInterface {
  name = 'CreateNotifications1764700100000';

  async up(q: QueryRunner): Promise<void> {
    const kinds = KINDS.map((kind) => `'${kind}'`).join(', ');
    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN (${kinds})),
        title text NOT NULL,
        body text NOT NULL,
        link text NOT NULL CHECK (link LIKE '/%'),
        group_key text,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX notifications_by_user ON notifications (user_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL`,
    );
    await q.query(`
      CREATE UNIQUE INDEX notifications_one_unread_per_group
        ON notifications (user_id, group_key) WHERE read_at IS NULL AND group_key IS NOT NULL`);
    await q.query(`
      CREATE TABLE notification_settings (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN (${kinds})),
        in_app boolean NOT NULL DEFAULT true,
        email boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind)
      )`);
    await q.query(`
      CREATE TABLE notification_events (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        event_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, event_key)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS notification_events`);
    await q.query(`DROP TABLE IF EXISTS notification_settings`);
    await q.query(`DROP TABLE IF EXISTS notifications`);
  }
}
