import type { DataSource, Migration } from 'typeorm';

/** The advisory lock every migration run of this application takes (any fixed 64-bit key). */
const MIGRATION_LOCK = 4_815_162_342;

/**
 * Applies pending migrations, one process at a time: several API processes starting together,
 * or an ingest started beside a server, would otherwise each read the same pending list and run
 * the same migration twice. A session-level advisory lock on a connection of its own serialises
 * them; the one that waited then finds nothing pending. PostgreSQL releases the lock if the
 * process dies.
 */
export async function applyMigrations(dataSource: DataSource): Promise<Migration[]> {
  return withMigrationLock(dataSource, () => dataSource.runMigrations({ transaction: 'each' }));
}

/** Reverts the last migration under the same lock. */
export async function revertLastMigration(dataSource: DataSource): Promise<void> {
  await withMigrationLock(dataSource, () => dataSource.undoLastMigration({ transaction: 'each' }));
}

async function withMigrationLock<T>(dataSource: DataSource, run: () => Promise<T>): Promise<T> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await run();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await lock.release();
  }
}
