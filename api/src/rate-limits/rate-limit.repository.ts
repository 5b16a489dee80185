import type { Db } from '../core/db';
import type { RateLimitCount } from './rate-limit-counts';

/** The shared counts of the rate limiter: one row per policy, client and window. */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /**
   * Adds each delta to its row (created at the first hit of a window) in one statement and
   * returns the totals they made, which include every other process's hits.
   */
  async add(deltas: readonly RateLimitCount[]): Promise<RateLimitCount[]> {
    const rows = await this.db.query<{
      policy: string;
      client: string;
      window_start: number;
      window_end: number;
      hits: number;
    }>(
      `INSERT INTO rate_limit_hits AS r (policy, client, window_start, window_end, hits)
       SELECT d.policy, decode(d.client, 'hex'), to_timestamp(d.window_start / 1000.0),
         to_timestamp(d.window_end / 1000.0), d.hits
       FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[], $5::int[])
         AS d(policy, client, window_start, window_end, hits)
       ON CONFLICT (policy, client, window_start) DO UPDATE SET hits = r.hits + EXCLUDED.hits
       RETURNING r.policy, encode(r.client, 'hex') AS client,
         floor(extract(epoch FROM r.window_start) * 1000)::float8 AS window_start,
         floor(extract(epoch FROM r.window_end) * 1000)::float8 AS window_end, r.hits`,
      [
        deltas.map((d) => d.policy),
        deltas.map((d) => d.client),
        deltas.map((d) => d.windowStart),
        deltas.map((d) => d.windowEnd),
        deltas.map((d) => d.hits),
      ],
    );
    return rows.map((row) => ({
      policy: row.policy,
      client: row.client,
      windowStart: row.window_start,
      windowEnd: row.window_end,
      hits: row.hits,
    }));
  }

  /** Drops the rows of windows that ended before `before`. */
  async prune(before: Date): Promise<void> {
    await this.db.execute(`DELETE FROM rate_limit_hits WHERE window_end < $1`, [before]);
  }
}
