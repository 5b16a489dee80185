import { spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { API_ENTRY, ensureApiBuilt } from '../../../../test/api-process';
import { sweepClusters } from '../cluster-sweep';
import { EmbeddedPostgres } from '../embedded-postgres';
import { PostgresSystemUser, SYSTEM_HOME } from '../postgres-system-user';
import { isRunning } from '../process-identity';

const asRoot = os.userInfo().uid === 0;

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Whether a process is still running (and not a zombie). */
function running(pid: number): boolean {
  return isRunning({ pid });
}

/**
 * Starts the server of `dir` from another process, as `npm start` would, then kills that
 * process with SIGKILL: the server it started is left running, its user file left behind.
 */
async function startInKilledProcess(
  dir: string,
  { throwaway = false } = {},
): Promise<{ pid: number; port: number }> {
  const script = `
    const { EmbeddedPostgres } = require(${JSON.stringify(API_ENTRY.embeddedPostgres)});
    const server = new EmbeddedPostgres({
      dataDir: ${JSON.stringify(path.join(dir, '.data', 'postgres'))},
      passwordFile: ${JSON.stringify(path.join(dir, '.data', 'postgres-password'))},
      throwaway: ${throwaway},
    });
    server.start().then(() => console.log(JSON.stringify({ pid: server.pid, port: server.port })));
    setInterval(() => undefined, 1000);`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the starting process exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  return JSON.parse(line) as { pid: number; port: number };
}

describe('the embedded PostgreSQL', () => {
  let checkout: string;
  let servers: EmbeddedPostgres[];

  // A fresh clone under `mktemp -d` is private (mode 700), as a checkout under /root is.
  beforeEach(() => {
    checkout = mkdtempSync(path.join(os.tmpdir(), 'flowvault-checkout-'));
    servers = [];
  });
  afterEach(async () => {
    for (const server of servers.reverse()) await server.destroy();
    rmSync(checkout, { recursive: true, force: true });
  });

  const serverFor = (dir: string) => {
    const server = new EmbeddedPostgres({
      dataDir: path.join(dir, '.data', 'postgres'),
      passwordFile: path.join(dir, '.data', 'postgres-password'),
      throwaway: true,
    });
    servers.push(server);
    return server;
  };

  it('starts from a private checkout and keeps its data across restarts', async () => {
    const first = serverFor(checkout);
    await first.start();
    await query(first.url, 'CREATE TABLE kept (id int); INSERT INTO kept VALUES (7)');
    await first.stop();

    const second = serverFor(checkout);
    await second.start();
    expect(await query(second.url, 'SELECT id FROM kept')).toEqual([{ id: 7 }]);
    const [{ data_directory }] = await query<{ data_directory: string }>(
      second.url,
      'SHOW data_directory',
    );
    expect(data_directory).toBe(second.location);
  });

  (asRoot ? it : it.skip)(
    'as root, runs as its system user from a cluster in that user’s directory, linked from .data/',
    async () => {
      const dataDir = path.join(checkout, '.data', 'postgres');
      // What a failed first start of an earlier version left behind: an empty directory.
      mkdirSync(dataDir, { recursive: true });
      const server = serverFor(checkout);
      await server.start();

      expect(lstatSync(dataDir).isSymbolicLink()).toBe(true);
      expect(realpathSync(dataDir)).toBe(server.location);
      expect(server.location.startsWith(path.join(SYSTEM_HOME, 'clusters') + path.sep)).toBe(true);
      // The postmaster (first line of postmaster.pid) outlives any one connection's backend.
      const pid = Number(
        readFileSync(path.join(server.location, 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      expect(statSync(`/proc/${pid}`).uid).toBe(PostgresSystemUser.ensure().uid);

      const location = server.location;
      await server.destroy();
      expect(existsSync(location)).toBe(false);
      expect(existsSync(`${location}.json`)).toBe(false);
      expect(existsSync(dataDir)).toBe(false);
    },
  );

  it('shares one server between the users of a data directory; the last to leave stops it', async () => {
    const first = serverFor(checkout);
    const second = serverFor(checkout);
    await first.start();
    await second.start();
    expect(first.launched).toBe(true);
    expect(second.launched).toBe(false);
    expect(second.port).toBe(first.port);

    expect(await first.stop()).toBe(false);
    expect(await query(second.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    expect(await second.stop()).toBe(true);
    expect(running(first.pid)).toBe(false);
  });

  it('joins a server that a killed process left running, and stops it when done', async () => {
    ensureApiBuilt();
    const orphan = await startInKilledProcess(checkout);
    expect(running(orphan.pid)).toBe(true);

    const next = serverFor(checkout);
    await next.start();
    expect(next.launched).toBe(false);
    expect(next.pid).toBe(orphan.pid);
    expect(await query(next.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    expect(await next.stop()).toBe(true);
    expect(running(orphan.pid)).toBe(false);
  });

  (asRoot ? it : it.skip)(
    'as root, sweeps the test cluster of a killed process, stopping its server, and keeps live ones',
    async () => {
      ensureApiBuilt();
      const killed = mkdtempSync(path.join(os.tmpdir(), 'flowvault-killed-'));
      try {
        const live = serverFor(checkout);
        await live.start();
        const orphan = await startInKilledProcess(killed, { throwaway: true });
        const orphanCluster = realpathSync(path.join(killed, '.data', 'postgres'));

        const removed = await sweepClusters(PostgresSystemUser.ensure().clustersDir);

        expect(removed).toContain(orphanCluster);
        expect(removed).not.toContain(live.location);
        expect(running(orphan.pid)).toBe(false);
        expect(existsSync(orphanCluster)).toBe(false);
        expect(existsSync(path.join(killed, '.data', 'postgres'))).toBe(false);
        expect(await query(live.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
      } finally {
        rmSync(killed, { recursive: true, force: true });
      }
    },
  );
});
