import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail for notifications:
 *
 * - `headers`: extra headers a message is sent with, e.g. `List-Unsubscribe` and
 *   `List-Unsubscribe-Post` (RFC 8058's one-click unsubscribe), rendered with the message.
 * - `digest_key`: a message that gathers several events (the chat digest). While one with a key
 *   is still queued and untried, a later event rewrites it instead of queueing a second; the
 *   unique index makes that hold for two transactions at once.
 */
export class MailOutboxHeadersAndDigests1764700000000 implements MigrationInterface {
  name = 'MailOutboxHeadersAndDigests1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN digest_key text`);
    await q.query(`
      CREATE UNIQUE INDEX mail_outbox_one_open_digest ON mail_outbox (digest_key)
       WHERE status = 'queued' AND attempts = 0`);
    await q.query(`
      CREATE INDEX mail_outbox_digest_history ON mail_outbox (digest_key, created_at DESC)
       WHERE digest_key IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS mail_outbox_digest_history`);
    await q.query(`DROP INDEX IF EXISTS mail_outbox_one_open_digest`);
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN IF EXISTS digest_key`);
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN IF EXISTS headers`);
  }
}
