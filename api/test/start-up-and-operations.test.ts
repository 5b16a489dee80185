import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import WebSocket from 'ws';
import { freePort } from '../src/lib/free-port';
import { createDataSource } from '../src/db/data-source';
import { isRunning } from '../src/db/embedded/process-identity';
import { ApiProcess, API_ENTRY, baseEnv, ensureApiBuilt } from './api-process';
import { SAMPLE_PATH } from './corpus';
import { createTestDatabase, type TestDatabase } from './database';
import { runOn } from './graphql-ws-client';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { waitForHealthy } from './wait-for-healthy';

/** The embedded server's pid, from its own lock file in the data directory. */
function postmasterPid(dataDir: string): number {
  return Number(
    readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
}

async function health(port: number): Promise<number> {
  return (await fetch(`http://127.0.0.1:${port}/healthz`)).status;
}

/** Polls /healthz until it answers `status` or `ms` pass; the last status seen. */
async function healthWithin(port: number, status: number, ms: number): Promise<number> {
  const until = Date.now() + ms;
  let seen = await health(port);
  while (seen !== status && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await health(port);
  }
  return seen;
}

async function startServer(env: Record<string, string>): Promise<ApiProcess> {
  const server = new ApiProcess(API_ENTRY.server, [], baseEnv(env));
  await waitForHealthy(`http://127.0.0.1:${env.PORT}/healthz`, server.child);
  return server;
}

beforeAll(() => ensureApiBuilt());

describe('processes of one checkout share its embedded PostgreSQL', () => {
  let dataDir: string;
  let port: number;
  let first: ApiProcess;
  const started: ApiProcess[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'flowvault-ops-'));
    port = await freePort();
    first = await startServer({ DATA_DIR: dataDir, PORT: String(port) });
    started.push(first);
  });
  afterAll(async () => {
    for (const each of started) await each.stop().catch(() => each.kill());
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second server on a busy port exits 1 with one line, and the first keeps serving', async () => {
    const second = new ApiProcess(
      API_ENTRY.server,
      [],
      baseEnv({ DATA_DIR: dataDir, PORT: String(port) }),
    );
    started.push(second);

    expect(await second.exitWithin(20_000)).toBe(1);
    expect(second.stderr.trim()).toBe(
      `FlowVault cannot listen on port ${port}: it is already in use`,
    );
    expect(second.stdout).toBe('');
    expect(await health(port)).toBe(200);
  });

  it('an ingest without DATABASE_URL writes into the running server’s database and leaves it running', async () => {
    const ingest = new ApiProcess(API_ENTRY.ingest, [SAMPLE_PATH], baseEnv({ DATA_DIR: dataDir }));

    expect(await ingest.exitWithin(60_000)).toBe(0);
    expect(ingest.stdout).toContain('imported   10');
    expect(await health(port)).toBe(200);
    // The server hears of the new rows through NOTIFY, a moment after the ingest commits.
    await waitUntil(async () => (await listedTemplates(port)) === 10);
  });

  it('a second server shares the database, keeps it when the first stops, and the last one out stops it', async () => {
    const otherPort = await freePort();
    const second = await startServer({ DATA_DIR: dataDir, PORT: String(otherPort) });
    started.push(second);
    const pid = postmasterPid(dataDir);
    expect(second.logLines.map((line) => line.msg)).toContain(
      'embedded PostgreSQL already running: shared with its other users',
    );

    expect(await first.stop()).toBe(0);
    expect(isRunning({ pid })).toBe(true);
    expect(await health(otherPort)).toBe(200);

    expect(await second.stop()).toBe(0);
    expect(isRunning({ pid })).toBe(false);
  });
});

describe('a server whose database is gone', () => {
  let dataDir: string;
  let server: ApiProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'flowvault-ops-'));
  });
  afterAll(async () => {
    await server?.stop().catch(() => server?.kill());
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 on /healthz, then says so in one line and exits 1 within its retry bound', async () => {
    const port = await freePort();
    server = await startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_RETRY_SECONDS: '2',
    });
    // Every API process is up, not only the first to answer /healthz: one still starting when the
    // database goes would fail its start ("FlowVault failed to start") instead.
    await server.serving();

    process.kill(postmasterPid(dataDir), 'SIGKILL');
    const killedAt = Date.now();
    // Backends notice their postmaster's death within moments; /healthz says so from then on.
    expect(await healthWithin(port, 503, 5_000)).toBe(503);

    expect(await server.exitWithin(15_000)).toBe(1);
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(2000);
    const fatal = server.logLines.filter((line) => line.level >= 60);
    expect(fatal.map((line) => line.msg)).toEqual([
      expect.stringMatching(
        /^the database has not answered for 2 s \(.+\): exiting so that a supervisor can restart FlowVault$/,
      ),
    ]);
    expect(server.stderr).toBe('');
  });
});

describe('shutting down', () => {
  let dataDir: string;
  let dataSource: DataSource | undefined;
  let server: ApiProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'flowvault-ops-'));
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await server?.stop().catch(() => server?.kill());
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets requests whose clients left finish their queries before the database closes', async () => {
    const ingest = new ApiProcess(API_ENTRY.ingest, [SAMPLE_PATH], baseEnv({ DATA_DIR: dataDir }));
    expect(await ingest.exitWithin(60_000)).toBe(0);
    const port = await freePort();
    server = await startServer({ DATA_DIR: dataDir, PORT: String(port) });
    // /healthz answers once the first process listens; the drain below needs both.
    await server.serving();
    const list = await fetch(`http://127.0.0.1:${port}/api/templates?limit=1`);
    const [template] = ((await list.json()) as { templates: Array<{ id: string }> }).templates;
    dataSource = createDataSource({ url: embeddedUrl(dataDir), poolSize: 2 });
    await dataSource.initialize();

    // Held by the test, the table lock stops each request at its first query.
    const lock = dataSource.createQueryRunner();
    await lock.startTransaction();
    await lock.query('LOCK TABLE templates IN ACCESS EXCLUSIVE MODE');
    const abort = new AbortController();
    // Two queries one after the other: the template, then its related templates.
    const query = `{ template(id: "${template.id}") { id relatedTemplates { id } } }`;
    const requests = Array.from({ length: 4 }, () =>
      fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
        signal: abort.signal,
      }).catch(() => undefined),
    );
    await waitUntil(async () => (await blockedQueries(dataSource!)) >= 4);
    abort.abort();
    await Promise.all(requests);

    server.child.kill('SIGTERM');
    // Each API process has begun to drain once it logs the signal.
    await waitUntil(
      async () => drainingWorkers(server!) === 2,
      () => `${drainingWorkers(server!)} of 2 processes logged the signal:\n${server!.output}`,
    );
    // Only a time shows that a drain waits: nothing is logged while it does, and one that closed
    // the database under its requests would do so within moments of its start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // (Had the server stopped the database under its requests, this connection is gone too.)
    await lock.commitTransaction().catch(() => undefined);
    await lock.release();
    await dataSource.destroy();
    dataSource = undefined;

    expect(await server.exitWithin(20_000)).toBe(0);
    expect(server.output).not.toContain('Cannot use a pool after calling end');
    expect(server.logLines.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('a production server with the test payment gateway on', () => {
  it('does not start: one line names PAYMENTS_TEST_GATEWAY, and it exits 1', async () => {
    const server = new ApiProcess(
      API_ENTRY.server,
      [],
      baseEnv({
        NODE_ENV: 'production',
        PAYMENTS_TEST_GATEWAY: 'true',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        PORT: String(await freePort()),
      }),
    );
    try {
      expect(await server.exitWithin(20_000)).toBe(1);
      expect(server.stderr.trim()).toBe(
        'FlowVault cannot start: PAYMENTS_TEST_GATEWAY must be false in production: its checkout takes no money',
      );
      expect(server.stdout).toBe('');
    } finally {
      server.kill();
    }
  });
});

describe('shutting down in the middle of slow requests', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let dataDir: string;
  let server: ApiProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startTcpProxy(database.url);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'flowvault-ops-'));
  });
  afterAll(async () => {
    await server?.stop().catch(() => server?.kill());
    await proxy.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request it took, refuses the rest, and closes the database only after handlers whose client left', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: proxy.through(database.url),
      SIGN_IN_ATTEMPTS_PER_IP: '0',
      CONCURRENT_REQUESTS_PER_CLIENT: '0',
    });
    const socket = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => undefined,
    });
    await runOn(socket, '{ plans { id } }');
    // Every answer of the database now arrives half a second late, so each request below is
    // still running when the signal comes; the registrations first hash their passwords while
    // no query runs.
    proxy.delayMs = 500;

    const kept = [
      wholeAnswer(`${base}/api/templates?limit=1`),
      wholeAnswer(`${base}/graphql`, { query: TEMPLATES }),
      ...[0, 1, 2].map((n) => wholeAnswer(`${base}/api/auth/register`, registration(`kept-${n}`))),
    ];
    const overSocket = runOn(socket, TEMPLATES).catch((event: { code?: number }) => event.code);
    const left = Array.from({ length: 20 }, (_, n) =>
      sendAndLeave(port, '/api/auth/register', registration(`left-${n}`)),
    );
    // A connection still queued when the listener closes is reset: signal only once every one
    // above is accepted. The server accepts its queue in order, so once the clients that leave
    // have sent their requests, a health check made after them being answered means they were.
    await Promise.all(left);
    await untilAnswered(port, 20_000);
    server.child.kill('SIGTERM');
    const late = await untilRefused(port);

    expect(await server.exitWithin(30_000)).toBe(0);
    const answers = await Promise.all(kept);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 201, 201, 201]);
    expect(answers[1].body.data.templates.pagination).toEqual(expect.any(Object));
    expect(await overSocket).toMatchObject({
      data: { templates: { pagination: {} } },
    });
    // Arriving after the signal: answered in full until the listener closed, then refused.
    expect(late.at(-1)).toBe('refused');
    expect(server.output).not.toContain('Cannot use a pool after calling end');
    expect(server.logLines.filter((line) => line.level >= 50)).toEqual([]);
    // Each registration whose client left still ran to its INSERT before the pool closed.
    proxy.delayMs = 0;
    const [{ count }] = await queryOnce(
      database.url,
      `SELECT count(*)::int AS count FROM users WHERE email LIKE 'shutdown-%'`,
    );
    expect(count).toBe(23);
  });
});

const TEMPLATES = '{ templates(limit: 1) { pagination { totalItems } } }';

function registration(name: string) {
  return { name, email: `shutdown-${name}@test.flowvault.dev`, password: 'shutdown-password' };
}

/**
 * A request answered in full: its status and its JSON body, read to the end; or, for a
 * connection cut before or during the answer or an answer that never comes (25 s), what failed.
 */
async function wholeAnswer(url: string, body?: unknown) {
  try {
    const response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(25_000),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: JSON.parse(await response.text()) as any };
  } catch (error) {
    const { message, cause } = error as Error & { cause?: Error };
    return { status: `failed: ${message}${cause ? ` (${cause.message})` : ''}`, body: undefined };
  }
}

/** Sends a whole request on a connection of its own, then leaves before the answer. */
function sendAndLeave(port: number, path: string, body: unknown): Promise<void> {
  const json = JSON.stringify(body);
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
      );
      // Only a time lets the server read the whole request first: nothing it sends shows that.
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 200);
    });
    socket.on('error', () => resolve());
  });
}

/**
 * Opens a new connection to `port` every 50 ms until one is refused: the outcome of each, a
 * status answered in full or `refused`. A connection the kernel resets because it was still
 * queued when the listener closed is refused too; one cut after an answer began rejects.
 */
async function untilRefused(port: number): Promise<Array<'refused' | number>> {
  const outcomes: Array<'refused' | number> = [];
  while (outcomes.at(-1) !== 'refused') {
    outcomes.push(await connectionOutcome(port));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return outcomes;
}

/** Health checks until one is answered (by any status), failing after `withinMs`. */
async function untilAnswered(port: number, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while ((await connectionOutcome(port)) === 'refused') {
    if (Date.now() > deadline) throw new Error(`no answer on port ${port} in ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function connectionOutcome(port: number): Promise<'refused' | number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ port, host: '127.0.0.1', path: '/healthz', agent: false });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET'
        ? resolve('refused')
        : reject(error),
    );
  });
}

async function queryOnce(url: string, sql: string): Promise<Array<Record<string, unknown>>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The embedded server's `flowvault` database, as a test reaches it from outside. */
function embeddedUrl(dataDir: string): string {
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const pidFile = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = pidFile.split('\n')[3];
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/flowvault`;
}

async function listedTemplates(port: number): Promise<number> {
  const page = await fetch(`http://127.0.0.1:${port}/api/templates?limit=1`);
  return ((await page.json()) as { pagination: { totalItems: number } }).pagination.totalItems;
}

/** How many API processes (workers, which log their id) have logged the shutdown signal. */
function drainingWorkers(server: ApiProcess): number {
  return server.logLines.filter((line) => line.msg === 'shutting down' && line.worker !== undefined)
    .length;
}

/** Statements of other sessions waiting for a lock. */
async function blockedQueries(dataSource: DataSource): Promise<number> {
  const [{ count }] = await dataSource.query(
    `SELECT count(*)::int AS count FROM pg_stat_activity
     WHERE wait_event_type = 'Lock' AND datname = current_database()`,
  );
  return count as number;
}

/**
 * Resolves once `condition` holds. The bound is for a hang, not a speed target (a loaded machine
 * runs another file beside this one); `explain` says what was seen when it is reached.
 */
async function waitUntil(
  condition: () => Promise<boolean>,
  explain: () => string = () => '',
  ms = 30_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met in time. ${explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
