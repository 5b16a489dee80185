import type { Env } from '../config/env';
import type { Logger } from '../core/logger';
import { reservePort } from '../lib/port-reservation';
import type { Database } from '../db/database';
import { guardDatabase } from './database-guard';
import { openMigratedDatabase, seedOnce } from './serving';
import { exitWhenStopped, SHUTDOWN_LIMIT_MS } from './shutdown';
import { WorkerPool } from './worker-pool';

/** What the primary leaves for its own close after the workers are gone. */
const PRIMARY_CLOSE_MS = 5_000;

/**
 * WEB_CONCURRENCY>1: this process serves nothing itself. It checks the port is free (a second
 * instance stops at once, touching nothing), opens the database (starting the embedded
 * PostgreSQL if there is no DATABASE_URL), migrates and seeds once, then forks the API processes
 * with DATABASE_URL pointing at it, so they only connect and serve. It watches the database for
 * all of them, restarts one that dies, and at SIGINT/SIGTERM drains them all before it closes
 * the database.
 */
export async function runPrimary(env: Env, logger: Logger): Promise<void> {
  const port = await reservePort(env.port);
  let database: Database | undefined;
  try {
    database = await openMigratedDatabase(env, logger);
    await seedOnce(env, database, logger);
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw error;
  } finally {
    // The workers listen through the primary: it binds the port again for them.
    await port.release();
  }
  const opened = database;
  const workers = new WorkerPool({
    count: env.webConcurrency,
    env: { DATABASE_URL: opened.url },
    logger,
    onCrashLoop: () => shutdown(1),
  });
  const guard = guardDatabase(env, logger, opened.url, () => shutdown(1));
  const shutdown = exitWhenStopped(logger, async () => {
    await guard.stop();
    await workers.stop(SHUTDOWN_LIMIT_MS - PRIMARY_CLOSE_MS);
    await opened.close().catch((err) => logger.error({ err }, 'database close failed'));
  });
  workers.start();
  const listening = await workers.listening;
  logger.info(
    `FlowVault is serving on ${env.publicUrl} (listening on port ${listening}, ${env.webConcurrency} API processes)`,
  );
}
