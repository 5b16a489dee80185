import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each shared count keeps when its window ends, so a row is pruned only once its own window is
 * over: a 15-minute sign-in count must outlive a 1-minute request count. Rows already there get
 * the longest window in use (15 minutes), which keeps them at least as long as they need.
 */
export class RateLimitWindowEnd1764086400000 implements MigrationInterface {
  name = 'RateLimitWindowEnd1764086400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rate_limit_hits ADD COLUMN window_end timestamptz`);
    await q.query(`UPDATE rate_limit_hits SET window_end = window_start + interval '15 minutes'`);
    await q.query(`ALTER TABLE rate_limit_hits ALTER COLUMN window_end SET NOT NULL`);
    await q.query(`DROP INDEX rate_limit_hits_window`);
    await q.query(`CREATE INDEX rate_limit_hits_window_end ON rate_limit_hits (window_end)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX rate_limit_hits_window_end`);
    await q.query(`ALTER TABLE rate_limit_hits DROP COLUMN window_end`);
    await q.query(`CREATE INDEX rate_limit_hits_window ON rate_limit_hits (window_start)`);
  }
}
