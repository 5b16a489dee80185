import { fork, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../api/src/common/free-port';
import { waitForHealthy } from '../api/test/wait-for-healthy';
import type { RecordedStatement } from './baseline-server';

/** A server the bench started, reached at `origin`, stopped with `stop()`. */
export interface BenchServer {
  origin: string;
  stop(): Promise<void>;
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
 * (catalogue cache on), NODE_ENV=test the same build with the cache off.
 */
export async function startApi(
  repoRoot: string,
  databaseUrl: string,
  nodeEnv: 'production' | 'test',
  /** Settings over the bench's own, e.g. a per-client limit to measure what it costs. */
  settings: Record<string, string> = {},
): Promise<BenchServer> {
  const port = await freePort();
  // The Node flags of the Dockerfile's CMD and `npm run start:prod`: the app as deployed.
  const args = ['--max-semi-space-size=64', path.join(repoRoot, 'api', 'dist', 'main.js')];
  const child = spawn(process.execPath, args, {
    env: {
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
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = stopper(child);
  try {
    await waitForHealthy(`http://127.0.0.1:${port}/healthz`, child);
    // The first list builds the process's catalogue index (seconds at 100,000 templates): done
    // here so that no measurement includes it.
    const first = await fetch(`http://127.0.0.1:${port}/api/templates?limit=1`);
    if (!first.ok) throw new Error(`the first list answered ${first.status}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
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
