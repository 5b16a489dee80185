import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { clusterRecordFile, type ClusterRecord } from './cluster-files';
import { currentProcess } from './process-identity';

/** The system user a root process runs PostgreSQL as: the server refuses to run as root. */
export const SYSTEM_USER = 'flowvault-pg';

/** That user's own directory: the binaries and clusters it runs, reachable whatever the checkout. */
export const SYSTEM_HOME = '/var/lib/flowvault-pg';

/** The server's files as the package ships them (`native/{bin,lib,share}`). */
export interface NativeBinaries {
  dir: string;
  /** Names this build, e.g. `linux-x64-18.4.0-beta.17`: one copy is kept per id. */
  id: string;
}

/**
 * The system user that runs PostgreSQL for a root process, and the directory it owns.
 *
 * The server opens its binaries, libraries, `share/` files and data directory by path, so the
 * user must be able to walk down to each of them. A checkout under a private directory (`/root`,
 * a `mktemp -d`, both mode 700) does not let it. So for root, nothing the server touches stays
 * in the checkout: the binaries are copied once per version under the user's directory, and each
 * cluster lives there too, with the checkout's data directory a link to it (`ls -l` shows where).
 */
export class PostgresSystemUser {
  private constructor(
    readonly uid: number,
    readonly gid: number,
    readonly home: string,
  ) {}

  /** Looks the user up, creating it (`useradd --system`) on first use. */
  static ensure(home = SYSTEM_HOME): PostgresSystemUser {
    const ids = lookupUser(SYSTEM_USER) ?? createUser(SYSTEM_USER, home);
    return new PostgresSystemUser(ids.uid, ids.gid, home);
  }

  /**
   * A copy of `native` the user can execute, under `runtime/<id>`: made once, atomically (a
   * second process that copies at the same time keeps the first complete copy). Returns its path.
   */
  binaries(native: NativeBinaries): string {
    const runtime = this.ensureDir('runtime');
    const target = path.join(runtime, native.id);
    if (existsSync(path.join(target, 'bin', 'postgres'))) return target;
    const staging = `${target}.${randomBytes(4).toString('hex')}.partial`;
    try {
      cpSync(native.dir, staging, { recursive: true, verbatimSymlinks: true });
      openUp(staging);
      renameSync(staging, target);
    } catch (error) {
      if (!existsSync(path.join(target, 'bin', 'postgres'))) throw error;
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
    return target;
  }

  /**
   * The real directory for the cluster that `dataDir` names. A cluster already at `dataDir`
   * (made in place by an earlier version) or behind its link is used as it is; otherwise a new,
   * empty directory owned by the user is made under `clusters/` and `dataDir` becomes a link to
   * it, so the checkout still records where its database is. Each linked cluster has a record
   * beside it (`clusters/<name>.json`: the link; for a throwaway, the process that made it) from
   * which `sweepClusters` tells when it is left over.
   */
  cluster(dataDir: string, { throwaway = false } = {}): string {
    const existing = statOrUndefined(dataDir);
    if (existing?.isSymbolicLink()) {
      if (existsSync(dataDir)) {
        const target = realpathSync(dataDir);
        if (path.dirname(target) === this.clustersDir) writeRecord(target, dataDir, throwaway);
        return target;
      }
      unlinkSync(dataDir); // its cluster was deleted: start a new one
    } else if (existing?.isDirectory()) {
      if (existsSync(path.join(dataDir, 'PG_VERSION'))) return dataDir;
      removeEmptyDir(dataDir); // the leftover of a start that failed
    }
    const target = path.join(this.ensureDir('clusters'), randomBytes(6).toString('hex'));
    mkdirSync(target, { mode: 0o700 });
    chownSync(target, this.uid, this.gid);
    writeRecord(target, path.resolve(dataDir), throwaway);
    mkdirSync(path.dirname(dataDir), { recursive: true });
    symlinkSync(target, dataDir);
    return target;
  }

  /** Where the linked clusters are. */
  get clustersDir(): string {
    return path.join(this.home, 'clusters');
  }

  /** A directory under the user's home, traversable by it whatever the umask. */
  private ensureDir(name: string): string {
    const dir = path.join(this.home, name);
    mkdirSync(dir, { recursive: true });
    for (const each of [this.home, dir]) chmodSync(each, 0o755);
    return dir;
  }
}

function writeRecord(cluster: string, link: string, throwaway: boolean): void {
  const record: ClusterRecord = { link: path.resolve(link), throwaway };
  if (throwaway) record.owner = currentProcess();
  writeFileSync(clusterRecordFile(cluster), JSON.stringify(record), { mode: 0o600 });
}

function lookupUser(name: string): { uid: number; gid: number } | undefined {
  // `id` prints "no such user" on stderr for a user not made yet: that is no news to anyone.
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, name], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

function createUser(name: string, home: string): { uid: number; gid: number } {
  try {
    execFileSync(
      'useradd',
      ['--system', '--no-create-home', '--home-dir', home, '--shell', '/usr/sbin/nologin', name],
      { stdio: 'ignore' },
    );
  } catch {
    throw new Error(`Running as root: could not create the system user ${name} for PostgreSQL`);
  }
  const created = lookupUser(name);
  if (!created) throw new Error(`Running as root: system user ${name} not found after useradd`);
  return created;
}

/** Everyone may read the copy and run its programs, even when it was installed under umask 077. */
function openUp(target: string): void {
  const stats = lstatSync(target);
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    chmodSync(target, 0o755);
    for (const entry of readdirSync(target)) openUp(path.join(target, entry));
  } else {
    chmodSync(target, stats.mode & 0o100 ? 0o755 : 0o644);
  }
}

function removeEmptyDir(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    throw new Error(
      `${dir} holds files but no PostgreSQL cluster: move it away or set DATABASE_URL`,
    );
  }
}

function statOrUndefined(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}
