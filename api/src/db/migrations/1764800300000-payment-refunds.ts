import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds (docs/product/payments.md, "Refunds"): a paid payment an admin refunded is `refunded`,
 * with when, why and by whom. `needs_refund` marks money taken that applied nothing (a second
 * payment for a request already active, a payment completed after its request was cancelled),
 * which the admin list shows first.
 */
export class PaymentRefunds1764800300000 implements MigrationInterface {
  name = 'PaymentRefunds1764800300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_status_check`);
    await q.query(`
      ALTER TABLE payments
        ADD CONSTRAINT payments_status_check
          CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'refunded')),
        ADD COLUMN needs_refund boolean NOT NULL DEFAULT false,
        ADD COLUMN refunded_at timestamptz,
        ADD COLUMN refund_reason text CHECK (length(refund_reason) BETWEEN 1 AND 500),
        ADD COLUMN refunded_by uuid REFERENCES users (id) ON DELETE SET NULL`);
    await q.query(
      `CREATE INDEX payments_needing_refund ON payments (created_at) WHERE needs_refund`,
    );
    await q.query(`CREATE INDEX payments_created ON payments (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS payments_created`);
    await q.query(`DROP INDEX IF EXISTS payments_needing_refund`);
    await q.query(`UPDATE payments SET status = 'paid' WHERE status = 'refunded'`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_status_check`);
    await q.query(`
      ALTER TABLE payments
        ADD CONSTRAINT payments_status_check
          CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
        DROP COLUMN refunded_by,
        DROP COLUMN refund_reason,
        DROP COLUMN refunded_at,
        DROP COLUMN needs_refund`);
  }
}
