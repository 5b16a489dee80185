import 'reflect-metadata';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Env } from '../api/src/config/env';
import { createLogger } from '../api/src/core/logger';
import { createDataSource } from '../api/src/db/data-source';
import { EmbeddedPostgres } from '../api/src/db/embedded/embedded-postgres';
import { ensureDatabase, withDatabase } from '../api/src/db/database';
import { seedDatabase } from '../api/src/db/seeds/seed';
import { closeServices, createServices } from '../api/src/services';
import { formatTable, measure, type LoadResult, type LoadTarget } from './load';
import { benchSecrets, startApi, type BenchServer } from './servers';

/**
 * `npm run bench:accounts` (and the second part of `npm run bench`): sign-in and `me` against the
 * API as deployed and against a baseline doing the same essential work on a bare Node server
 * (bench/accounts-baseline-server.ts), in the same run. Sign-in is measured with one connection
 * (what one person waits) and with BENCH_CONNECTIONS (50); `me` with 50.
 */
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const EMAIL = 'bench@example.com';
const PASSWORD = 'bench-password';

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'flowvault-bench-accounts-'));
  const pg = new EmbeddedPostgres({
    dataDir: path.join(root, 'data'),
    passwordFile: path.join(root, 'password'),
  });
  const servers: BenchServer[] = [];
  try {
    await pg.start();
    await ensureDatabase(pg.url, 'flowvault_bench');
    const url = withDatabase(pg.url, 'flowvault_bench');
    const dataSource = createDataSource({ url });
    await dataSource.initialize();
    await dataSource.runMigrations();
    const env = new Env({
      ...benchSecrets(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    });
    const services = createServices(env, dataSource, createLogger('warn'));
    await seedDatabase(services);
    const user = await services.accounts.ensureAccount({
      name: 'Bench',
      email: EMAIL,
      password: PASSWORD,
      role: 'user',
    });
    const token = services.accounts.issueToken(user);
    await closeServices(services);
    await dataSource.destroy();

    const app = await startApi(REPO_ROOT, url, 'production', {
      SIGN_IN_ATTEMPTS_PER_IP: '0',
      SIGN_IN_ATTEMPTS_PER_EMAIL: '0',
    });
    servers.push(app);
    const baseline = await startAccountsBaseline(url, benchSecrets().JWT_SECRET);
    servers.push(baseline);

    const login = (origin: string, pathname: string): LoadTarget => ({
      name: '',
      url: origin + pathname,
      method: 'POST',
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const me = (origin: string, pathname: string): LoadTarget => ({
      name: '',
      url: origin + pathname,
      headers: { authorization: `Bearer ${token}` },
    });
    const pairs: Array<[string, LoadTarget, LoadTarget, number]> = [
      [
        'sign-in, 1 connection',
        login(baseline.origin, '/login'),
        login(app.origin, '/api/auth/login'),
        1,
      ],
      [
        `sign-in, ${CONNECTIONS} connections`,
        login(baseline.origin, '/login'),
        login(app.origin, '/api/auth/login'),
        CONNECTIONS,
      ],
      [
        `me, ${CONNECTIONS} connections`,
        me(baseline.origin, '/me'),
        me(app.origin, '/api/auth/me'),
        CONNECTIONS,
      ],
      [
        `GraphQL me, ${CONNECTIONS} connections`,
        me(baseline.origin, '/me'),
        {
          name: '',
          url: `${app.origin}/graphql`,
          method: 'POST',
          body: JSON.stringify({
            query:
              '{ me { id name email role createdAt subscription { plan isActive templateSaves templateSavesUsed currentPeriodEnd } } }',
          }),
          headers: { authorization: `Bearer ${token}` },
        },
        CONNECTIONS,
      ],
    ];
    const tables: string[] = [];
    for (const [scenario, floor, target, connections] of pairs) {
      const run = async (name: string, load: LoadTarget) => {
        await measure({ ...load, name }, { connections: Math.min(connections, 10), duration: 2 });
        const result = await measure({ ...load, name }, { connections, duration: DURATION });
        if (result.non2xx > 0 || result.errors > 0) {
          throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        }
        console.error(
          `${name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms`,
        );
        return result;
      };
      const base: LoadResult = await run(`baseline ${scenario}`, floor);
      const measured = await run(`API ${scenario}`, target);
      tables.push(`\n${scenario}\n${formatTable([base, measured], base)}`);
    }
    console.log(
      `\n== Accounts: ${DURATION} s per scenario; ratio = requests/s against a bare Node server ` +
        `doing the same argon2id, JWT and SQL work ==`,
    );
    for (const table of tables) console.log(table);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await pg.destroy();
    rmSync(root, { recursive: true, force: true });
  }
}

function startAccountsBaseline(databaseUrl: string, secret: string): Promise<BenchServer> {
  const child = fork(path.join(__dirname, 'accounts-baseline-server.js'), [databaseUrl, secret], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve) =>
    child.once('message', (m: { port: number }) =>
      resolve({
        origin: `http://127.0.0.1:${m.port}`,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      }),
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
