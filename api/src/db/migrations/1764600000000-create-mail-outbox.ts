import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail queue: a message is a row written in the transaction of what caused it (a
 * password reset), rendered at once, and sent later by a worker of whichever API process claims
 * it, so mail is sent only for committed work and survives restarts and SMTP outages.
 *
 * - `status`: queued -> sending (claimed) -> sent, or back to queued with a later
 *   `next_attempt_at` after a failure, or failed after the last attempt.
 * - `claim` and `locked_until`: the claimant's token and how long its claim holds; a claim whose
 *   process crashed expires and another process takes the message again. Only the holder of
 *   `claim` may mark the message sent or failed.
 * - `last_error`: the transport's message of the last failure, never the SMTP credentials.
 * - A claim also moves `next_attempt_at` to its `locked_until`, so "due" is one condition for
 *   both a queued message and an expired claim, and `mail_outbox_due` holds exactly the rows a
 *   worker may pick, in the order it picks them; sent and failed rows stay out of it.
 */
export class CreateMailOutbox1764600000000 implements MigrationInterface {
  name = 'CreateMailOutbox1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient text NOT NULL,
        kind text NOT NULL,
        subject text NOT NULL,
        text text NOT NULL,
        html text NOT NULL,
        status text NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        claim uuid,
        locked_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await q.query(`
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at)
       WHERE status IN ('queued', 'sending')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS mail_outbox`);
  }
}
