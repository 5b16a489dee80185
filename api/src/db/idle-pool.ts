import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** How long the pool must stay idle to count as done: a handler's next query follows quickly. */
const QUIET_MS = 100;

/**
 * Resolves once no connection of the pool is checked out or waited for, and none has been for
 * a short while, or after `maxMs` whatever runs. At shutdown, work whose client already went
 * away (an abandoned request, a socket's operation) can finish before the pool ends, instead
 * of failing with "Cannot use a pool after calling end".
 */
export async function waitForIdlePool(dataSource: DataSource, maxMs: number): Promise<void> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool | undefined;
  if (!pool || maxMs <= 0) return;
  const deadline = Date.now() + maxMs;
  let idleSince = Date.now();
  while (Date.now() < deadline) {
    const busy = pool.totalCount - pool.idleCount + pool.waitingCount > 0;
    if (busy) idleSince = Date.now();
    else if (Date.now() - idleSince >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
