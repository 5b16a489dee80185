import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Env } from '../api/src/config/env';
import { createLogger } from '../api/src/core/logger';
import type { DataSource } from 'typeorm';
import { createDataSource, type DataSourceOptions } from '../api/src/db/data-source';
import { EmbeddedPostgres } from '../api/src/db/embedded/embedded-postgres';
import { ensureDatabase, withDatabase } from '../api/src/db/database';
import { createServices, type Services } from '../api/src/services';
import { ingestPath, type IngestFigures } from './ingest';
import { benchSecrets } from './servers';

/** The catalogue's database in the bench's PostgreSQL. */
const DATABASE = 'flowvault_bench';

/** The corpus the bench ingests: BENCH_CORPUS, or the tests' corpus beside the checkout. */
export function defaultCorpusPath(repoRoot: string): string {
  return (
    process.env.BENCH_CORPUS ??
    path.resolve(repoRoot, '..', 'shared', 'data', 'n8n-workflows.jsonl.gz')
  );
}

/** A throwaway PostgreSQL in a temporary directory, removed again by `stop()`. */
export interface BenchPostgres {
  pg: EmbeddedPostgres;
  stop(): Promise<void>;
}

export async function startBenchPostgres(log: (m: string) => void): Promise<BenchPostgres> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'flowvault-bench-'));
  const pg = new EmbeddedPostgres({
    dataDir: path.join(root, 'data'),
    passwordFile: path.join(root, 'password'),
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await pg.destroy();
    rmSync(root, { recursive: true, force: true });
  };
  log(`starting PostgreSQL in ${root}`);
  try {
    await pg.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { pg, stop };
}

/**
 * Migrates the catalogue's database in `pg` and ingests the corpus into it through the same
 * service and reader as `npm run ingest`; resolves to its URL and the ingest's figures.
 */
export async function ingestCorpus(
  pg: EmbeddedPostgres,
  corpus: string,
  log: (m: string) => void,
): Promise<{ url: string; ingest: IngestFigures }> {
  await ensureDatabase(pg.url, DATABASE);
  const url = withDatabase(pg.url, DATABASE);
  const { dataSource, services } = await openCatalogue(url);
  try {
    await dataSource.runMigrations();
    log(`ingesting ${corpus}`);
    const ingest = await ingestPath(services, corpus);
    if (ingest.imported === 0) throw new Error(`no workflow imported from ${corpus}`);
    log(
      `ingest: ${ingest.processed} workflows in ${ingest.seconds.toFixed(1)} s = ` +
        `${ingest.rate.toFixed(0)} workflows/s (imported ${ingest.imported}, skipped ${ingest.skipped})`,
    );
    return { url, ingest };
  } finally {
    await dataSource.destroy();
  }
}

/**
 * The catalogue's database in the bench's own process: a connection (`onQuery` sees each
 * statement, e.g. to record it) and the API's services on it.
 */
export async function openCatalogue(
  url: string,
  onQuery?: DataSourceOptions['onQuery'],
): Promise<{ dataSource: DataSource; services: Services }> {
  const dataSource = createDataSource({ url, onQuery });
  await dataSource.initialize();
  const env = new Env({ ...benchSecrets(), NODE_ENV: 'test', LOG_LEVEL: 'warn' });
  return { dataSource, services: createServices(env, dataSource, createLogger('warn')) };
}

/**
 * A throwaway PostgreSQL with the corpus ingested (migrations run): the catalogue's database at
 * `url`; `stop()` stops the server and removes its directory.
 */
export async function startCorpusDatabase(options: {
  corpus: string;
  log: (m: string) => void;
}): Promise<{ url: string; pg: EmbeddedPostgres; ingest: IngestFigures; stop(): Promise<void> }> {
  const { pg, stop } = await startBenchPostgres(options.log);
  try {
    const { url, ingest } = await ingestCorpus(pg, options.corpus, options.log);
    return { url, pg, ingest, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
