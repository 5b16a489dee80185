import type { Server } from 'node:http';
import type { Env } from '../config/env';
import type { Logger } from '../core/logger';
import { openDatabase, type Database } from '../db/database';
import { applyMigrations } from '../db/migrate';
import { seedDatabase } from '../db/seeds/seed';
import { buildServer, type AppServer } from '../app';
import { closeServices, createServices, type Services } from '../services';
import { Readiness } from './readiness';

/** What one serving process holds open, closed in reverse by `stopServing`. */
export interface Serving {
  database: Database;
  services: Services;
  server: AppServer;
  /** The warm-ups /readyz waits for, started before the process listens. */
  readiness: Readiness;
}

export interface ServingOptions {
  /**
   * Migrate and seed before serving: the process that owns the database does (a single process,
   * or the cluster's primary, which then passes `false` to its workers).
   */
  prepare: boolean;
  /** Makes the built server answer (on a reserved port, or on the cluster's shared one). */
  listen(server: Server): Promise<void>;
}

/**
 * Opens the database and applies pending migrations (under the migration lock, so processes
 * starting together run each one once).
 */
export async function openMigratedDatabase(env: Env, logger: Logger): Promise<Database> {
  const database = await openDatabase(env, logger);
  try {
    const migrations = await applyMigrations(database.dataSource);
    if (migrations.length) {
      logger.info({ applied: migrations.map((m) => m.name) }, 'migrations applied');
    }
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** Runs every feature's seed on services built for the purpose, then closes them. */
export async function seedOnce(env: Env, database: Database, logger: Logger): Promise<void> {
  const services = createServices(env, database.dataSource, logger);
  try {
    await seedDatabase(services);
  } finally {
    await closeServices(services);
  }
}

/**
 * Opens everything, then answers through `listen`: database (migrated and seeded when
 * `prepare`), services, HTTP + GraphQL + subscriptions + REST. The warm-ups (the catalogue
 * index) start before it listens and go on in the background: the process is alive at once and
 * ready once they are done. On failure, closes what it opened.
 */
export async function startServing(
  env: Env,
  logger: Logger,
  options: ServingOptions,
): Promise<Serving> {
  let database: Database | undefined;
  let services: Services | undefined;
  let readiness: Readiness | undefined;
  try {
    database = options.prepare
      ? await openMigratedDatabase(env, logger)
      : await openDatabase(env, logger);
    services = createServices(env, database.dataSource, logger);
    if (options.prepare) await seedDatabase(services);
    readiness = Readiness.of(services);
    readiness.start();
    const server = await buildServer(services, { httpLog: true, readiness });
    await options.listen(server.httpServer);
    return { database, services, server, readiness };
  } catch (error) {
    await readiness?.stop();
    if (services) await closeServices(services);
    await database?.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Stops accepting and lets every running request finish, those whose client left included
 * (bounded, see AppServer.close), then closes the features, the pool and, for the process that
 * started it, the embedded PostgreSQL once no other process uses it.
 */
export async function stopServing({
  database,
  services,
  server,
  readiness,
}: Serving): Promise<void> {
  const { logger } = services;
  await server.close().catch((err) => logger.error({ err }, 'server close failed'));
  await readiness.stop();
  await closeServices(services);
  await database.close().catch((err) => logger.error({ err }, 'database close failed'));
}
