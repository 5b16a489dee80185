import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  ensureApiBuilt,
  modifiedAt,
  newestSource,
  withBuildLock,
} from '../../api/test/api-process';
import { CORPUS_PATH as CORPUS } from '../../api/test/corpus';
import { createTestDatabase, sharedTestDatabase, type TestDatabase } from '../../api/test/database';
import { waitForHealthy } from '../../api/test/wait-for-healthy';
import { freePort } from '../../api/src/lib/free-port';

const ROOT = path.resolve(__dirname, '..', '..');
/** The migrated database with the corpus ingested, made once per run by the first journey. */
const CORPUS_DATABASE = 'flowvault_template_corpus';
/** What the web build reads from web/src. */
const WEB_SOURCES = ['.ts', '.tsx', '.css', '.graphql', '.svg', '.json'];

export interface E2EServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The server exactly as `npm start` runs it (`node api/dist/main.js`), on a fresh database cloned
 * from the test template, with the real corpus ingested through the ingest CLI unless a journey
 * needs no templates (ingested once per run into a database each such journey clones); `demo`
 * seeds the demo catalogue and accounts as `npm start` does.
 */
export async function startE2EServer(
  options: { corpus?: boolean; demo?: boolean; env?: Record<string, string> } = {},
): Promise<E2EServer> {
  ensureBuilt();
  const template = (options.corpus ?? true) ? await corpusDatabase() : undefined;
  const database = await createTestDatabase({ template });
  const env = {
    ...process.env,
    ...SERVER_ENV,
    DATABASE_URL: database.url,
    SEED_DEMO: options.demo ? 'true' : 'false',
    // Two API processes behind one port, as `npm start` on this two-core machine: every journey
    // crosses processes (its requests land on either), whatever the machine running it.
    WEB_CONCURRENCY: '2',
    ...options.env,
  };
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    env: { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(`${baseUrl}/healthz`, child);
  } catch (error) {
    child.kill('SIGKILL');
    await database.drop();
    throw error;
  }
  return { baseUrl, stop: () => stop(child, database) };
}

/**
 * Builds the API and the web app when they were never built or a source changed since, so a
 * journey always runs the code under test (CI builds before the tests, and nothing is rebuilt).
 */
function ensureBuilt(): void {
  ensureApiBuilt();
  const web = path.join(ROOT, 'web');
  const built = modifiedAt(path.join(web, 'dist', 'index.html'));
  const changed = Math.max(
    newestSource(path.join(web, 'src'), WEB_SOURCES),
    modifiedAt(path.join(web, 'index.html')),
  );
  if (built >= changed) return;
  withBuildLock(() => {
    // Another journey built it while this one waited.
    if (modifiedAt(path.join(web, 'dist', 'index.html')) >= changed) return;
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, stdio: 'inherit' });
  });
}

/** What every journey's server is set with (the database and processes come per journey). */
const SERVER_ENV = {
  NODE_ENV: 'test',
  JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
  SECRETS_KEY: 'b'.repeat(64),
  LOG_LEVEL: 'warn',
};

/** The corpus database, ingested through the ingest CLI as an operator would, once per run. */
function corpusDatabase(): Promise<string> {
  return sharedTestDatabase(CORPUS_DATABASE, async (url) => {
    await promisify(execFile)(
      process.execPath,
      [path.join(ROOT, 'api/dist/modules/ingest/ingest-cli.js'), CORPUS],
      { env: { ...process.env, ...SERVER_ENV, DATABASE_URL: url } },
    );
  });
}

async function stop(child: ChildProcess, database: TestDatabase): Promise<void> {
  if (child.exitCode === null) {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
  await database.drop();
}
