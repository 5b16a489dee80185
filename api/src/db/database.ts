import path from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { Env } from '../config/env';
import type { Logger } from '../common/logger';
import { createDataSource } from './data-source';
import { EmbeddedPostgres } from './embedded-postgres';

const EMBEDDED_DATABASE = 'flowvault';

export interface Database {
  dataSource: DataSource;
  url: string;
  /** Closes the pool, then stops the embedded server if we started one. */
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under .data/postgres and connects
 * to its `flowvault` database (created on first run). Migrations are run by the caller.
 */
export async function openDatabase(env: Env, logger: Logger): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = env.databaseUrl;
  if (!url) {
    const log = logger.child({ module: 'postgres' });
    embedded = new EmbeddedPostgres({
      dataDir: path.join(env.dataDir, 'postgres'),
      passwordFile: path.join(env.dataDir, 'postgres-password'),
      onLog: (line) => log.debug(line),
    });
    await embedded.start();
    await ensureDatabase(embedded.url, EMBEDDED_DATABASE);
    url = withDatabase(embedded.url, EMBEDDED_DATABASE);
    log.info({ port: embedded.port, dataDir: embedded.location }, 'embedded PostgreSQL started');
  }
  const dataSource = createDataSource({ url });
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
      await dataSource.destroy().catch(() => undefined);
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
