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
import { EmbeddedPostgres } from '../embedded-postgres';
import { PostgresSystemUser, SYSTEM_HOME } from '../postgres-system-user';

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

/** Whether a process is still running (signal 0 only checks). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
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
      expect(existsSync(dataDir)).toBe(false);
    },
  );

  it('stops a server that a killed run left holding the data directory, then starts', async () => {
    const orphan = serverFor(checkout);
    await orphan.start();
    const [{ pid }] = await query<{ pid: number }>(
      orphan.url,
      'SELECT pid FROM pg_stat_activity WHERE backend_type = $$checkpointer$$',
    );
    expect(pid).toBeGreaterThan(0);

    const next = serverFor(checkout);
    await next.start();
    expect(await query(next.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    expect(running(pid)).toBe(false);
  });
});
