import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/lib/free-port';
import { isRunning } from '../src/db/embedded/process-identity';
import { ApiProcess, API_ENTRY, baseEnv, ensureApiBuilt } from './api-process';
import { createTestDatabase, type TestDatabase } from './database';
import { waitForHealthy } from './wait-for-healthy';

beforeAll(() => ensureApiBuilt());

/**
 * `npm start` with WEB_CONCURRENCY=2 on a DATABASE_URL: a primary and two API processes sharing
 * one port. Which process answered shows only in the server's log (each line of an API process
 * carries its worker id), never in a response.
 */
describe('WEB_CONCURRENCY=2: two API processes on one port', () => {
  let database: TestDatabase;
  let dataDir: string;
  let port: number;
  let server: ApiProcess;

  /** The API processes that said they were ready, by worker id: their pids. */
  const ready = () =>
    server.logLines
      .filter((line) => line.msg === 'API process ready')
      .map((line) => ({ worker: line.worker as number, pid: line.pid as number }));

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'flowvault-cluster-'));
    port = await freePort();
    server = new ApiProcess(
      API_ENTRY.server,
      [],
      baseEnv({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        WEB_CONCURRENCY: '2',
      }),
    );
    await waitForHealthy(`http://127.0.0.1:${port}/healthz`, server.child);
    await until(() => ready().length === 2);
  });
  afterAll(async () => {
    await server?.stop().catch(() => server.kill());
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers on one port from both processes, a connection each in turn', async () => {
    const statuses = [];
    for (let n = 0; n < 6; n++)
      statuses.push(await getOnNewConnection(port, `/api/categories?n=${n}`));

    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const answeredBy = server.logLines
      .filter((line) =>
        (line.req as { url?: string } | undefined)?.url?.startsWith('/api/categories'),
      )
      .map((line) => line.worker);
    expect(new Set(answeredBy)).toEqual(new Set(ready().map((each) => each.worker)));
    const pids = ready().map((each) => each.pid);
    expect(new Set(pids).size).toBe(2);
    expect(pids).not.toContain(server.child.pid);
  });

  it('replaces a process that dies, logging it, and keeps answering meanwhile', async () => {
    const [victim, survivor] = ready();
    process.kill(victim.pid, 'SIGKILL');
    // Once the primary has seen the exit, it hands new connections to the survivor only (a
    // connection handed over in the instant the process died is lost with it).
    await until(() => server.logLines.some((line) => line.level === 50));

    expect(await getOnNewConnection(port, '/healthz')).toBe(200);
    await until(() => ready().length === 3);
    expect(await getOnNewConnection(port, '/healthz')).toBe(200);
    expect(server.logLines.find((line) => line.level === 50)).toMatchObject({
      msg: 'an API process exited unexpectedly',
      worker: victim.worker,
      signal: 'SIGKILL',
      restartInMs: 1000,
    });
    expect(isRunning({ pid: survivor.pid })).toBe(true);
  });

  it('stops every API process at SIGTERM, then exits 0', async () => {
    const pids = ready().map((each) => each.pid);

    expect(await server.stop()).toBe(0);
    expect(pids.filter((pid) => isRunning({ pid }))).toEqual([]);
    expect(server.logLines.filter((line) => line.level >= 60)).toEqual([]);
  });
});

describe('a bad WEB_CONCURRENCY', () => {
  it('stops start-up with one line naming it, and exit code 1', async () => {
    const server = new ApiProcess(
      API_ENTRY.server,
      [],
      baseEnv({ WEB_CONCURRENCY: 'lots', PORT: String(await freePort()) }),
    );
    try {
      expect(await server.exitWithin(20_000)).toBe(1);
      expect(server.stderr.trim()).toBe(
        'FlowVault cannot start: WEB_CONCURRENCY must be a whole number of API processes from 1 to 64, got "lots"',
      );
      expect(server.stdout).toBe('');
    } finally {
      server.kill();
    }
  });
});

/**
 * A GET on a connection of its own (no keep-alive), so the cluster hands it to a process; one not
 * answered in 10 s fails.
 */
function getOnNewConnection(port: number, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ port, host: '127.0.0.1', path: url, agent: false, timeout: 10_000 });
    request.on('timeout', () => request.destroy(new Error(`no answer to ${url} in 10 s`)));
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

async function until(condition: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
