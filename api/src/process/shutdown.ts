import type { Logger } from '../core/logger';

/** A shutdown that takes longer than this (a database that does not answer) is cut short. */
export const SHUTDOWN_LIMIT_MS = 30_000;

/**
 * Runs `close` once on SIGINT or SIGTERM (then exits 0), or when the returned function is called
 * with an exit code (a watchdog giving up: 1). A close that outlasts SHUTDOWN_LIMIT_MS is cut
 * short with exit code 1 at least, so a stuck database never keeps a process alive.
 */
export function exitWhenStopped(
  logger: Logger,
  close: () => Promise<void>,
): (exitCode: number) => void {
  let stopping = false;
  const shutdown = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      logger.error(`shutdown took over ${SHUTDOWN_LIMIT_MS / 1000} s; exiting`);
      process.exit(exitCode || 1);
    }, SHUTDOWN_LIMIT_MS).unref();
    void close()
      .catch((err: unknown) => logger.error({ err }, 'shutdown failed'))
      .finally(() => process.exit(exitCode));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      logger.info({ signal }, 'shutting down');
      shutdown(0);
    });
  }
  return shutdown;
}
