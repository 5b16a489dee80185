import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { readEnvOrReport, type Env } from './config/env';
import { createLogger, type Logger } from './common/logger';
import { PortInUseError, reservePort, type PortReservation } from './common/port-reservation';
import { openDatabase, type Database } from './db/database';
import { applyMigrations } from './db/migrate';
import { DatabaseProbe } from './db/database-probe';
import { DatabaseWatchdog } from './db/database-watchdog';
import { seedDatabase } from './db/seeds/seed';
import { buildServer, type AppServer } from './app';
import { closeServices, createServices, type Services } from './services';

/** A shutdown that takes longer than this (a database that does not answer) is cut short. */
const SHUTDOWN_LIMIT_MS = 30_000;

interface Running {
  database: Database;
  services: Services;
  server: AppServer;
}

/**
 * Boot only: config -> port -> database (migrate, seed) -> HTTP + GraphQL + subscriptions + REST.
 * The port is taken before the database is opened, so a second instance on the same port stops
 * before it touches anything; the database may be the embedded server another process of the
 * checkout runs, which this one then shares.
 */
async function main(): Promise<void> {
  const env = readEnvOrReport('FlowVault');
  if (!env) process.exit(1);
  const logger = createLogger(env.logLevel);
  const port = await reservePort(env.port);
  const running = await start(env, logger, port);
  const { port: listening } = running.server.httpServer.address() as AddressInfo;
  logger.info(`FlowVault is serving on ${env.publicUrl} (listening on port ${listening})`);
  superviseUntilStopped(env, logger, running);
}

/** Opens everything, then answers on the reserved port; on failure, closes what it opened. */
async function start(env: Env, logger: Logger, port: PortReservation): Promise<Running> {
  let database: Database | undefined;
  let services: Services | undefined;
  try {
    database = await openDatabase(env, logger);
    const migrations = await applyMigrations(database.dataSource);
    if (migrations.length)
      logger.info({ applied: migrations.map((m) => m.name) }, 'migrations applied');
    services = createServices(env, database.dataSource, logger);
    await seedDatabase(services);
    const server = await buildServer(services, { httpLog: true });
    await port.handOver(server.httpServer);
    return { database, services, server };
  } catch (error) {
    if (services) await closeServices(services);
    await database?.close().catch(() => undefined);
    await port.release();
    throw error;
  }
}

/**
 * Stops on SIGINT/SIGTERM (exit 0), or when the database has been gone for
 * DATABASE_RETRY_SECONDS (exit 1, for a supervisor to restart the server). Either way: stop
 * accepting and let every running request finish, those whose client left included (bounded,
 * see AppServer.close), then close the features, the pool and the embedded PostgreSQL if this
 * process is its last user.
 */
function superviseUntilStopped(env: Env, logger: Logger, running: Running): void {
  const { database, services, server } = running;
  const probe = new DatabaseProbe(database.url);
  let stopping = false;
  const shutdown = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    watchdog.stop();
    setTimeout(() => {
      logger.error(`shutdown took over ${SHUTDOWN_LIMIT_MS / 1000} s; exiting`);
      process.exit(exitCode || 1);
    }, SHUTDOWN_LIMIT_MS).unref();
    await server.close().catch((err) => logger.error({ err }, 'server close failed'));
    await probe.close();
    await closeServices(services);
    await database.close().catch((err) => logger.error({ err }, 'database close failed'));
    process.exit(exitCode);
  };
  const watchdog = new DatabaseWatchdog(() => probe.probe(), {
    giveUpMs: env.databaseRetrySeconds * 1000,
    logger,
    onGiveUp: (reason) => {
      logger.fatal(`${reason}: exiting so that a supervisor can restart FlowVault`);
      void shutdown(1);
    },
  });
  watchdog.start();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      logger.info({ signal }, 'shutting down');
      void shutdown(0);
    });
  }
}

main().catch((error) => {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof PortInUseError) console.error(`FlowVault ${message}`);
  else console.error(`FlowVault failed to start: ${message}`);
  process.exit(1);
});
