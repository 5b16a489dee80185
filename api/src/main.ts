import 'reflect-metadata';
import { readEnvOrReport } from './config/env';
import { createLogger } from './common/logger';
import { openDatabase } from './db/database';
import { seedDatabase } from './db/seeds/seed';
import { buildServer } from './app';
import { closeServices, createServices } from './services';

/** Boot only: config -> database (migrate, seed) -> HTTP + GraphQL + subscriptions + REST. */
async function main(): Promise<void> {
  const env = readEnvOrReport('FlowVault');
  if (!env) process.exit(1);
  const logger = createLogger(env.logLevel);
  const database = await openDatabase(env, logger);
  const migrations = await database.dataSource.runMigrations({ transaction: 'each' });
  if (migrations.length)
    logger.info({ applied: migrations.map((m) => m.name) }, 'migrations applied');
  const services = createServices(env, database.dataSource, logger);
  await seedDatabase(services);
  const server = await buildServer(services, { httpLog: true });
  await new Promise<void>((resolve) => server.httpServer.listen(env.port, resolve));
  logger.info(`FlowVault is serving on ${env.publicUrl}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await server.close().catch((err) => logger.error({ err }, 'server close failed'));
    await closeServices(services);
    await database.close().catch((err) => logger.error({ err }, 'database close failed'));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(`FlowVault failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
