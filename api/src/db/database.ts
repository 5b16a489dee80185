import path from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { Env } from '../config/env';
import type { Logger } from '../core/logger';
import { createDataSource, poolSizeFor } from './data-source';
import { EmbeddedPostgres } from './embedded/embedded-postgres';

const EMBEDDED_DATABASE = 'flowvault';

export interface Database {
  dataSource: DataSource;
  url: string;
  /** Closes the pool, then leaves the embedded server (it stops once no process uses it). */
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or to the embedded PostgreSQL under .data/postgres and its
 * `flowvault` database (created on first run): started by this process, or shared with the
 * server, ingest or migration of the same checkout already running it. Migrations are run by
 * the caller.
 */
export async function openDatabase(env: Env, logger: Logger): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = env.databaseUrl;
  if (!url) {
    const log = logger.child({ module: 'postgres' });
    embedded = new EmbeddedPostgres({
      dataDir: path.join(env.dataDir, 'postgres'),
      passwordFile: path.join(env.dataDir, 'postgres-password'),
    });
    await embedded.start();
    const where = { port: embedded.port, pid: embedded.pid, dataDir: embedded.location };
    if (embedded.launched) log.info(where, 'embedded PostgreSQL started');
    else log.info(where, 'embedded PostgreSQL already running: shared with its other users');
    try {
      await ensureDatabase(embedded.url, EMBEDDED_DATABASE);
    } catch (error) {
      await embedded.stop();
      throw error;
    }
    url = withDatabase(embedded.url, EMBEDDED_DATABASE);
  }
  const dataSource = createDataSource({ url, poolSize: poolSizeFor(env.webConcurrency) });
  try {
    await dataSource.initialize();
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    url,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
      await embedded?.stop();
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}
