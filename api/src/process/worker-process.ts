import cluster from 'node:cluster';
import type { Env } from '../config/env';
import type { Logger } from '../core/logger';
import { startServing, stopServing } from './serving';
import { exitWhenStopped } from './shutdown';

/**
 * One API process of the cluster: connects to the database the primary prepared (its
 * DATABASE_URL), serves on the shared port, and drains at SIGTERM (sent by the primary, or with
 * the whole process group by Ctrl-C). Its log lines carry its worker id, so an operator can tell
 * the processes apart; nothing in a response does.
 */
export async function runWorker(env: Env, baseLogger: Logger): Promise<void> {
  const logger = baseLogger.child({ worker: cluster.worker?.id });
  const serving = await startServing(env, logger, {
    prepare: false,
    listen: (server) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(env.port, () => {
          server.off('error', reject);
          resolve();
        });
      }),
  });
  exitWhenStopped(logger, () => stopServing(serving));
}
