import { fork, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '../api/src/lib/free-port';
import { waitForHealthy } from '../api/test/wait-for-healthy';
import type { RecordedStatement } from './baseline-server';
import { childPids, processMemory, type ProcessMemory } from './process-stats';

/** A server the bench started, reached at `origin`, stopped with `stop()`. */
export interface BenchServer {
  origin: string;
  stop(): Promise<void>;
}

/** The API as the bench started it: its processes' memory can be read. */
export interface ApiServer extends BenchServer {
  /** Each API process's memory now (the workers of a cluster; its primary serves nothing). */
  memory(): ProcessMemory[];
  /** The API processes' pids, and the cluster's primary (none for a single process). */
  pids(): { api: number[]; primary?: number };
  /** Each API process's memory once alive (/healthz), and once ready (/readyz, index built). */
  startup: { live: ProcessMemory[]; ready: ProcessMemory[]; readyAfterMs: number };
}

/** Settings every API process of the bench gets besides its NODE_ENV. */
export function benchSecrets(): Record<string, string> {
  return { JWT_SECRET: 'bench-secret-bench-secret-bench-secret', SECRETS_KEY: 'a'.repeat(64) };
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/**
 * The built API (api/dist/main.js) on a free port: NODE_ENV=production is the app as deployed
 * (catalogue cache on), NODE_ENV=test the same build with the cache off. Resolves once every API
 * process is ready (its catalogue index built), so no measurement includes a build.
 */
export async function startApi(
  repoRoot: string,
  databaseUrl: string,
  nodeEnv: 'production' | 'test',
  /** Settings over the bench's own, e.g. a per-client limit to measure what it costs. */
  settings: Record<string, string> = {},
): Promise<ApiServer> {
  const port = await freePort();
  // The Node flags of the Dockerfile's CMD and `npm run start:prod`: the app as deployed.
  // BENCH_API_NODE_FLAGS adds flags, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the
  // API under the load (a cluster's processes inherit them).
  const extra = (process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const args = [
    '--max-semi-space-size=64',
    ...extra,
    path.join(repoRoot, 'api', 'dist', 'main.js'),
  ];
  const env = {
    ...process.env,
    ...benchSecrets(),
    NODE_ENV: nodeEnv,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // One API process unless the settings ask for more (`{ WEB_CONCURRENCY: '2' }`).
    WEB_CONCURRENCY: '1',
    // The load comes from one address at thousands of requests a second: no per-client limit.
    RATE_LIMIT_PER_MINUTE: '0',
    CONCURRENT_REQUESTS_PER_CLIENT: '0',
    ...settings,
  };
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = stopper(child);
  const processes = Number(env.WEB_CONCURRENCY);
  const apiPids = () => (processes === 1 ? [child.pid as number] : childPids(child.pid as number));
  const memory = () => apiPids().flatMap((pid) => processMemory(pid) ?? []);
  try {
    const started = Date.now();
    await waitForHealthy(`http://127.0.0.1:${port}/healthz`, child);
    const live = memory();
    await waitForReady(port, processes, child);
    const startup = { live, ready: memory(), readyAfterMs: Date.now() - started };
    const pids = () => ({
      api: apiPids(),
      primary: processes === 1 ? undefined : (child.pid as number),
    });
    return { origin: `http://127.0.0.1:${port}`, stop, memory, pids, startup };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Polls /readyz, each time on a new connection, until `4 * processes` answers in a row say
 * ready. The API processes share one port and the cluster hands new connections to them in turn,
 * so a run that long has asked each of them; one not ready yet breaks the run.
 */
async function waitForReady(port: number, processes: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  let inRow = 0;
  while (inRow < 4 * processes) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`the API was not ready on port ${port} in 2 min`);
    if ((await statusOnNewConnection(port, '/readyz')) === 200) inRow += 1;
    else {
      inRow = 0;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function statusOnNewConnection(port: number, url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ port, host: '127.0.0.1', path: url, agent: false, timeout: 5_000 });
    request.on('timeout', () => request.destroy());
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
  });
}

/** The baseline (baseline-server.ts) answering each recorded path with its recorded SQL. */
export async function startBaseline(
  databaseUrl: string,
  routes: Record<string, RecordedStatement[]>,
): Promise<BenchServer> {
  const child = fork(path.join(__dirname, 'baseline-server.js'), [databaseUrl], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const listening = new Promise<number>((resolve) =>
    child.once('message', (m: { port: number }) => resolve(m.port)),
  );
  // The routes go over IPC: with thousands of varied requests they no longer fit in argv.
  child.send(routes);
  const port = await listening;
  return { origin: `http://127.0.0.1:${port}`, stop: stopper(child) };
}
