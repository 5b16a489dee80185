import type { Env } from '../config/env';
import type { Logger } from '../core/logger';
import { DatabaseProbe } from '../db/database-probe';
import { DatabaseWatchdog } from '../db/database-watchdog';

/** The watchdog of the process that owns the database; `stop` before closing it. */
export interface DatabaseGuard {
  stop(): Promise<void>;
}

/**
 * Probes the database on a connection of its own; when it has been gone for
 * DATABASE_RETRY_SECONDS, says so in one fatal line and calls `giveUp` (which exits 1, for a
 * supervisor to restart FlowVault). One guard per machine-level server: the single process, or
 * the cluster's primary on behalf of its workers.
 */
export function guardDatabase(
  env: Env,
  logger: Logger,
  url: string,
  giveUp: () => void,
): DatabaseGuard {
  const probe = new DatabaseProbe(url);
  const watchdog = new DatabaseWatchdog(() => probe.probe(), {
    giveUpMs: env.databaseRetrySeconds * 1000,
    logger,
    onGiveUp: (reason) => {
      logger.fatal(`${reason}: exiting so that a supervisor can restart FlowVault`);
      giveUp();
    },
  });
  watchdog.start();
  return {
    async stop() {
      watchdog.stop();
      await probe.close();
    },
  };
}
