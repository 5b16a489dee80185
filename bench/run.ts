import 'reflect-metadata';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Env } from '../api/src/config/env';
import { freePort } from '../api/src/common/free-port';
import { createLogger } from '../api/src/common/logger';
import { createDataSource } from '../api/src/db/data-source';
import { EmbeddedPostgres } from '../api/src/db/embedded-postgres';
import { ensureDatabase, withDatabase } from '../api/src/db/database';
import { TemplateListInput } from '../api/src/modules/templates/dtos/template-list.input';
import { readQuery } from '../api/src/rest/read-input';
import { createServices } from '../api/src/services';
import { waitForHealthy } from '../api/test/wait-for-healthy';
import type { RecordedStatement } from './baseline-server';
import { expandCatalogue } from './expand';
import { ingestPath } from './ingest';
import { formatTable, measure, type LoadResult, type LoadTarget } from './load';

/**
 * `npm run bench`: ingest the real corpus into a fresh PostgreSQL, expand it to about 100,000
 * templates, then load the running API and a baseline (the same SQL behind a bare Node http
 * server) in the same run, and print requests/s, p50, p99 and each ratio to the baseline.
 *
 * Settings: BENCH_TARGET (rows, default 100000), BENCH_DURATION (seconds per scenario, 10),
 * BENCH_CONNECTIONS (50), BENCH_CORPUS (default ../shared/data/n8n-workflows.jsonl.gz),
 * BENCH_ONLY (comma-separated fragments of scenario names, case-insensitive: `search` measures
 * only the scenarios whose name contains "search"; unset measures them all).
 */
/** bench/dist/bench/run.js -> the repository root. */
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const TARGET = Number(process.env.BENCH_TARGET ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CORPUS =
  process.env.BENCH_CORPUS ??
  path.resolve(REPO_ROOT, '..', 'shared', 'data', 'n8n-workflows.jsonl.gz');
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((fragment) => fragment.trim().toLowerCase())
  .filter((fragment) => fragment.length > 0);

/** Whether BENCH_ONLY selects the scenario of this name (every scenario when it is unset). */
function selected(name: string): boolean {
  return ONLY.length === 0 || ONLY.some((fragment) => name.toLowerCase().includes(fragment));
}

/** REST scenarios; each also gets a baseline replaying exactly its SQL. */
const REST_SCENARIOS: Array<{ name: string; path: string }> = [
  { name: 'list page 1', path: '/api/templates?page=1&limit=20' },
  { name: 'filtered page', path: '/api/templates?category=AI&complexity=Medium&page=2' },
  { name: 'search', path: '/api/templates?search=telegram' },
  { name: 'typo search', path: '/api/templates?search=telegarm' },
].filter((scenario) => selected(scenario.name));

const GRAPHQL_SCENARIO = 'GraphQL templates page';

const GRAPHQL_QUERY = `query BenchTemplates {
  templates(page: 1, limit: 20) {
    templates { id name description category complexity triggerType nodeCount tags author updatedAt }
    pagination { currentPage totalPages totalItems itemsPerPage }
  }
}`;

async function main(): Promise<void> {
  if (REST_SCENARIOS.length === 0 && !selected(GRAPHQL_SCENARIO)) {
    throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} selects no scenario`);
  }
  const children: ChildProcess[] = [];
  const root = mkdtempSync(path.join(os.tmpdir(), 'flowvault-bench-'));
  chmodSync(root, 0o755);
  const pg = new EmbeddedPostgres({
    dataDir: path.join(root, 'data'),
    passwordFile: path.join(root, 'password'),
  });
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (c) =>
          new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve))),
      ),
    );
    await pg.destroy();
    rmSync(root, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  }
  try {
    log(`starting PostgreSQL in ${root}`);
    await pg.start();
    await ensureDatabase(pg.url, 'flowvault_bench');
    const url = withDatabase(pg.url, 'flowvault_bench');
    const recorded: RecordedStatement[] = [];
    const dataSource = createDataSource({
      url,
      onQuery: (sql, parameters) => recorded.push({ sql, parameters: parameters ?? [] }),
    });
    await dataSource.initialize();
    await dataSource.runMigrations();
    const env = new Env({ ...benchSecrets(), NODE_ENV: 'production', LOG_LEVEL: 'warn' });
    const services = createServices(env, dataSource, createLogger('warn'));

    log(`ingesting ${CORPUS}`);
    const ingest = await ingestPath(services, CORPUS);
    if (ingest.imported === 0) throw new Error(`no workflow imported from ${CORPUS}`);
    log(
      `ingest: ${ingest.processed} workflows in ${ingest.seconds.toFixed(1)} s = ` +
        `${ingest.rate.toFixed(0)} workflows/s (imported ${ingest.imported}, skipped ${ingest.skipped})`,
    );

    const started = Date.now();
    const total = await expandCatalogue(dataSource, TARGET);
    await services.templates.refreshSearchTerms();
    log(`expanded to ${total} templates in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const routes: Record<string, RecordedStatement[]> = {};
    for (const scenario of REST_SCENARIOS) {
      const query = Object.fromEntries(new URL(scenario.path, 'http://x').searchParams);
      recorded.length = 0;
      await services.templates.list(readQuery(TemplateListInput, query));
      routes[scenario.path] = recorded.splice(0);
    }
    await dataSource.destroy();

    // The app as deployed (NODE_ENV=production: 5 s catalogue caches), and the same build with
    // the caches off (NODE_ENV=test), which shows what the framework costs over the bare SQL.
    const startApp = async (nodeEnv: string) => {
      const port = await freePort();
      const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'main.js')], {
        env: {
          ...process.env,
          ...benchSecrets(),
          NODE_ENV: nodeEnv,
          DATABASE_URL: url,
          PORT: String(port),
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      children.push(child);
      await waitForHealthy(`http://127.0.0.1:${port}/healthz`);
      return (p: string) => `http://127.0.0.1:${port}${p}`;
    };
    const cachedUrl = await startApp('production');
    const uncachedUrl = await startApp('test');

    const baseline = fork(
      path.join(__dirname, 'baseline-server.js'),
      [url, JSON.stringify(routes)],
      {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    children.push(baseline);
    const baselinePort = await new Promise<number>((resolve) =>
      baseline.once('message', (m: { port: number }) => resolve(m.port)),
    );
    const baseUrl = (p: string) => `http://127.0.0.1:${baselinePort}${p}`;

    const run = async (target: LoadTarget) => {
      await measure(target, { connections: 10, duration: 2 });
      const result = await measure(target, { connections: CONNECTIONS, duration: DURATION });
      log(`${target.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms`);
      return result;
    };
    const rows: Array<{ baseline: LoadResult; cached: LoadResult; uncached: LoadResult }> = [];
    for (const scenario of REST_SCENARIOS) {
      rows.push({
        baseline: await run({ name: `baseline ${scenario.name}`, url: baseUrl(scenario.path) }),
        cached: await run({ name: `REST ${scenario.name}`, url: cachedUrl(scenario.path) }),
        uncached: await run({
          name: `REST ${scenario.name} (no cache)`,
          url: uncachedUrl(scenario.path),
        }),
      });
    }
    const graphql = (name: string, at: (p: string) => string): LoadTarget => ({
      name,
      url: at('/graphql'),
      method: 'POST',
      body: JSON.stringify({ query: GRAPHQL_QUERY }),
    });
    const graphqlRows: LoadResult[] = [];
    if (selected(GRAPHQL_SCENARIO)) {
      graphqlRows.push(await run(graphql(GRAPHQL_SCENARIO, cachedUrl)));
      graphqlRows.push(await run(graphql(`${GRAPHQL_SCENARIO} (no cache)`, uncachedUrl)));
    }
    const [graphqlCached, graphqlUncached] = graphqlRows;

    // Ratios are against the first measured baseline: list page 1 in a full run.
    const firstBaseline = rows[0]?.baseline ?? graphqlRows[0];
    console.log(`\n${total} templates, ${CONNECTIONS} connections, ${DURATION} s per scenario`);
    console.log(`ingest: ${ingest.rate.toFixed(0)} workflows/s (target >= 500)\n`);
    console.log(`ratio = requests/s against ${firstBaseline.name}`);
    console.log(
      formatTable(
        [...rows.flatMap((r) => [r.baseline, r.cached, r.uncached]), ...graphqlRows],
        firstBaseline,
      ),
    );
    console.log('\nEach REST scenario against the baseline replaying its own SQL:');
    rows.forEach((r, i) => {
      const pct = (x: LoadResult) =>
        ((x.requestsPerSecond / r.baseline.requestsPerSecond) * 100).toFixed(0);
      console.log(
        `  ${REST_SCENARIOS[i].name.padEnd(14)} ${pct(r.cached)}% as deployed, ${pct(r.uncached)}% with caches off`,
      );
    });
    const out = path.join(REPO_ROOT, 'bench', 'results');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, `catalogue-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
      JSON.stringify({ total, ingest, rows, graphqlCached, graphqlUncached }, null, 2),
    );
  } finally {
    await cleanup();
  }
}

function benchSecrets(): Record<string, string> {
  return { JWT_SECRET: 'bench-secret-bench-secret-bench-secret', SECRETS_KEY: 'a'.repeat(64) };
}

function log(message: string): void {
  console.log(`[bench] ${message}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
