import type { Db } from '../src/core/db';

/** How many sessions of the test's database wait on a lock now. */
export async function lockWaits(db: Db): Promise<number> {
  const [row] = await db.query<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return row!.waiting;
}

/**
 * Resolves once `count` sessions wait on a lock: a test that holds a lock while another request
 * runs waits for that request to be blocked on it, instead of sleeping and hoping it got there.
 */
export async function untilWaitingOnLocks(db: Db, count = 1, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while ((await lockWaits(db)) < count) {
    if (Date.now() > deadline)
      throw new Error(`No ${count} session(s) waited on a lock in ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
