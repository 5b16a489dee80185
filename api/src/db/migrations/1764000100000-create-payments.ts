import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every payment attempt, and every gateway event handled.
 *
 * - A payment is created `pending` and leaves that state once, by a conditional update
 *   (`WHERE status = 'pending'`): whoever completes it first (the checkout page, the webhook,
 *   a retry) wins and applies its effect in the same transaction; the others find it settled.
 * - `reference` is what the payment is for: the plan of a subscription, later the hire request.
 * - `payment_events` records each gateway event id once; its insert commits with the change the
 *   event made, so a replayed event finds its row and changes nothing.
 */
export class CreatePayments1764000100000 implements MigrationInterface {
  name = 'CreatePayments1764000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        purpose text NOT NULL CHECK (purpose IN ('subscription', 'donation', 'hire_request')),
        reference uuid,
        amount integer NOT NULL CHECK (amount > 0),
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        description text NOT NULL,
        gateway text NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
        external_id text,
        return_url text NOT NULL,
        cancel_url text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz
      )`);
    await q.query(`CREATE INDEX payments_user ON payments (user_id, created_at DESC)`);
    await q.query(
      `CREATE UNIQUE INDEX payments_external ON payments (gateway, external_id)
         WHERE external_id IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE payment_events (
        gateway text NOT NULL,
        event_id text NOT NULL,
        type text NOT NULL,
        payment_id uuid REFERENCES payments (id) ON DELETE SET NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (gateway, event_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS payment_events`);
    await q.query(`DROP TABLE IF EXISTS payments`);
  }
}
