import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A paid plan renews at the end of each period until its holder cancels it
 * (docs/product/accounts-and-plans.md, "Renewal"): `cancel_at_period_end` says it will not,
 * `gateway` names who charges the next period, and `external_id` the provider's own recurring
 * subscription (Stripe's `sub_...`). Plans bought before renewal existed were paid for one period
 * and never charge again, so they read as cancelled.
 */
export class PlanRenewal1764800000000 implements MigrationInterface {
  name = 'PlanRenewal1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE user_subscriptions
        ADD COLUMN gateway text,
        ADD COLUMN external_id text,
        ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE user_subscriptions SET cancel_at_period_end = true`);
    await q.query(
      `CREATE UNIQUE INDEX user_subscriptions_external ON user_subscriptions (gateway, external_id)
         WHERE external_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX user_subscriptions_renewing ON user_subscriptions (gateway, current_period_end)
         WHERE NOT cancel_at_period_end`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS user_subscriptions_renewing`);
    await q.query(`DROP INDEX IF EXISTS user_subscriptions_external`);
    await q.query(`
      ALTER TABLE user_subscriptions
        DROP COLUMN cancel_at_period_end,
        DROP COLUMN external_id,
        DROP COLUMN gateway`);
  }
}
