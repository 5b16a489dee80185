// A throwaway PostgreSQL cluster in a temporary directory, run by the repository's own embedded
// PostgreSQL code (built into api/dist; it runs the server as a system user when we are root).
import { copyFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { onCleanup } from './lifecycle.mjs';

/** Starts the cluster and creates `databases`; resolves `{url(db), connection(db)}`. */
export async function startPostgres({ repoRoot, tempDir, databases, logCopy }) {
  const dist = path.join(repoRoot, 'api', 'dist');
  const require = createRequire(path.join(dist, 'main.js'));
  if (!existsSync(path.join(dist, 'db', 'embedded', 'embedded-postgres.js'))) {
    throw new Error('api/dist is missing: build the API first (npm run build -w api)');
  }
  const { EmbeddedPostgres } = require('./db/embedded/embedded-postgres.js');
  const { withDatabase } = require('./db/database.js');
  const { Client } = require('pg');
  const dataDir = path.join(tempDir, 'postgres');
  const pg = new EmbeddedPostgres({
    dataDir,
    passwordFile: path.join(tempDir, 'postgres-password'),
    throwaway: true,
  });
  onCleanup('PostgreSQL', async () => {
    const log = `${dataDir}.log`;
    if (existsSync(log)) copyFileSync(log, logCopy);
    await pg.destroy();
  });
  await pg.start();
  const admin = new Client({ connectionString: pg.url });
  await admin.connect();
  try {
    for (const name of databases) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: (name) => withDatabase(pg.url, name),
    connection: (name) => ({
      host: '127.0.0.1',
      port: pg.port,
      name,
      user: 'postgres',
      password: pg.password,
    }),
  };
}
