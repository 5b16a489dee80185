import type { AddressInfo } from 'node:net';
import type { Env } from '../config/env';
import type { Logger } from '../core/logger';
import { reservePort } from '../lib/port-reservation';
import { guardDatabase } from './database-guard';
import { startServing, stopServing } from './serving';
import { exitWhenStopped } from './shutdown';

/**
 * WEB_CONCURRENCY=1: one process does everything, with no primary above it. The port is taken
 * before the database is opened, so a second instance on the same port stops before it touches
 * anything; the database may be the embedded server another process of the checkout runs, which
 * this one then shares.
 */
export async function runSingleProcess(env: Env, logger: Logger): Promise<void> {
  const port = await reservePort(env.port);
  const serving = await startServing(env, logger, {
    prepare: true,
    listen: (server) => port.handOver(server),
  }).catch(async (error: unknown) => {
    await port.release();
    throw error;
  });
  const { port: listening } = serving.server.httpServer.address() as AddressInfo;
  logger.info(`FlowVault is serving on ${env.publicUrl} (listening on port ${listening})`);
  const guard = guardDatabase(env, logger, serving.database.url, () => shutdown(1));
  const shutdown = exitWhenStopped(logger, async () => {
    await guard.stop();
    await stopServing(serving);
  });
}
