import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { leavingGlobalsAsFound } from './process-globals';
import { TEMPLATE_DATABASE } from './test-state';

/**
 * Starts one throwaway PostgreSQL for the whole run and migrates a template database once; each
 * test file then clones it (see database.ts). The server lives in a temporary directory and is
 * destroyed by the global teardown.
 */
export default function globalSetup(): Promise<void> {
  // Only this set-up's own handles stay, for the teardown.
  return leavingGlobalsAsFound(startAndMigrate, (name) => name.startsWith('__flowvault'));
}

async function startAndMigrate(): Promise<void> {
  // Loaded here, not at the top of the file: see leavingGlobalsAsFound.
  const { Client } = require('pg') as typeof import('pg');
  const { createDataSource } =
    require('../src/db/data-source') as typeof import('../src/db/data-source');
  const { EmbeddedPostgres } =
    require('../src/db/embedded/embedded-postgres') as typeof import('../src/db/embedded/embedded-postgres');
  const { ensureDatabase, withDatabase } =
    require('../src/db/database') as typeof import('../src/db/database');
  const root = mkdtempSync(path.join(os.tmpdir(), 'flowvault-test-'));
  const pg = new EmbeddedPostgres({
    dataDir: path.join(root, 'data'),
    passwordFile: path.join(root, 'password'),
    throwaway: true,
    durable: false,
  });
  await pg.start();
  (globalThis as { __flowvaultPg?: typeof pg }).__flowvaultPg = pg;
  await ensureDatabase(pg.url, TEMPLATE_DATABASE);
  const dataSource = createDataSource({
    url: withDatabase(pg.url, TEMPLATE_DATABASE),
    poolSize: 2,
  });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();
  // No session may stay on the template database, or CREATE DATABASE ... TEMPLATE fails.
  const admin = new Client({ connectionString: pg.url });
  await admin.connect();
  await admin.query(`ALTER DATABASE "${TEMPLATE_DATABASE}" WITH ALLOW_CONNECTIONS false`);
  await admin.end();
  (globalThis as { __flowvaultRoot?: string }).__flowvaultRoot = root;
  process.env.FLOWVAULT_TEST_SERVER_URL = pg.url;
}
