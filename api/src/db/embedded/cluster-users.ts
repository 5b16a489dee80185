import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { currentProcess, isRunning, type ProcessIdentity } from './process-identity';

/**
 * The processes using one embedded cluster, one file each in a directory beside it
 * (`.data/postgres.users/`). The server is stopped only when the last of them leaves, so a
 * server, an ingest and a migration from one checkout share one PostgreSQL and none stops it
 * under another. A process killed before it could leave is recognised as gone and not counted.
 * Changed only under the cluster's lock.
 */
export class ClusterUsers {
  constructor(private readonly dir: string) {}

  /** Records this process (each call is a separate use); returns the handle to `leave` with. */
  join(): string {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const token = `${process.pid}-${randomBytes(6).toString('hex')}`;
    writeFileSync(path.join(this.dir, token), JSON.stringify(currentProcess()), { mode: 0o600 });
    return token;
  }

  leave(token: string): void {
    rmSync(path.join(this.dir, token), { force: true });
  }

  /** The uses whose process still runs; the files of the others are removed on the way. */
  live(): ProcessIdentity[] {
    const live: ProcessIdentity[] = [];
    for (const name of entries(this.dir)) {
      const file = path.join(this.dir, name);
      const user = readUser(file);
      if (user && isRunning(user)) live.push(user);
      else rmSync(file, { force: true });
    }
    return live;
  }
}

function entries(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => !name.startsWith('.'));
  } catch {
    return [];
  }
}

function readUser(file: string): ProcessIdentity | undefined {
  try {
    const user = JSON.parse(readFileSync(file, 'utf8')) as ProcessIdentity;
    return typeof user.pid === 'number' ? user : undefined;
  } catch {
    return undefined;
  }
}
