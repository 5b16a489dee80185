import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A count written without its window's end, by a process of the previous release during a
 * rolling deploy (it inserts only `policy, client, window_start, hits`), is kept for the longest
 * window in use (15 minutes from now: its window started no later than now) instead of failing
 * the NOT NULL of `window_end`. A migration of its own, not an edit of 1764086400000: databases
 * that already ran that one get the default too.
 */
export class RateLimitWindowEndDefault1764259200000 implements MigrationInterface {
  name = 'RateLimitWindowEndDefault1764259200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE rate_limit_hits ALTER COLUMN window_end SET DEFAULT now() + interval '15 minutes'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rate_limit_hits ALTER COLUMN window_end DROP DEFAULT`);
  }
}
