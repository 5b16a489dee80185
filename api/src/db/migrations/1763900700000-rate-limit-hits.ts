import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rate limiter's shared counts: hits per policy, client (a keyed hash of its address, never
 * the address) and fixed window, added to by every API process. UNLOGGED: the counts live for
 * minutes, need no WAL, and after a crash starting every window from zero is harmless. The
 * primary key serves the upsert, the window index the pruning.
 */
export class RateLimitHits1763900700000 implements MigrationInterface {
  name = 'RateLimitHits1763900700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE rate_limit_hits (
        policy text NOT NULL,
        client bytea NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL CHECK (hits >= 0),
        PRIMARY KEY (policy, client, window_start)
      )`);
    await q.query(`CREATE INDEX rate_limit_hits_window ON rate_limit_hits (window_start)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS rate_limit_hits`);
  }
}
