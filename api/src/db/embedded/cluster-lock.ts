import { randomBytes } from 'node:crypto';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { currentProcess, isRunning, type ProcessIdentity } from './process-identity';

/** How often a waiting process looks at the lock again. */
const POLL_MS = 50;

interface Holder extends ProcessIdentity {
  token: string;
}

/** The lock was held by a live process for longer than the caller would wait. */
export class ClusterLockBusy extends Error {}

/**
 * Runs `fn` while holding the lock file `file`: what starts, joins, stops or sweeps one embedded
 * cluster runs under it, so two processes never decide at once (one stopping the server while
 * the other joins it). The file names its holder; a holder that is no longer running left it
 * stale, and the next process takes it over. Held for seconds at most (a first start's initdb).
 */
export async function withClusterLock<T>(
  file: string,
  fn: () => Promise<T>,
  { waitMs = 120_000 } = {},
): Promise<T> {
  const token = await acquire(file, Date.now() + waitMs);
  try {
    return await fn();
  } finally {
    await release(file, token);
  }
}

async function acquire(file: string, deadline: number): Promise<string> {
  const holder: Holder = { ...currentProcess(), token: randomBytes(8).toString('hex') };
  const content = JSON.stringify(holder);
  for (;;) {
    if (await create(file, content)) return holder.token;
    const found = await readFile(file, 'utf8').catch(() => undefined);
    if (found !== undefined && isStale(found)) await takeOver(file, found, holder.token);
    else if (Date.now() > deadline) {
      throw new ClusterLockBusy(`${file} is held by process ${holderOf(found)?.pid ?? '?'}`);
    } else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Creates the file with its whole content at once (a link cannot replace an existing file). */
async function create(file: string, content: string): Promise<boolean> {
  const staging = `${file}.${randomBytes(6).toString('hex')}.new`;
  await writeFile(staging, content, { mode: 0o600 });
  try {
    await link(staging, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(staging).catch(() => undefined);
  }
}

function isStale(content: string): boolean {
  const holder = holderOf(content);
  return !holder || !isRunning(holder);
}

function holderOf(content: string | undefined): Holder | undefined {
  try {
    const holder = JSON.parse(content ?? '') as Holder;
    return typeof holder.pid === 'number' && typeof holder.token === 'string' ? holder : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Moves the stale file aside before deleting it, so that of two processes taking it over at once
 * only one removes it. If what was moved is not the stale file any more (another process took
 * over in between and made its own), it is put back.
 */
async function takeOver(file: string, stale: string, token: string): Promise<void> {
  const aside = `${file}.${token}.stale`;
  try {
    await rename(file, aside);
  } catch {
    return; // someone else moved it first
  }
  const moved = await readFile(aside, 'utf8').catch(() => undefined);
  if (moved !== stale) await link(aside, file).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
}

async function release(file: string, token: string): Promise<void> {
  const found = await readFile(file, 'utf8').catch(() => undefined);
  if (holderOf(found)?.token === token) await unlink(file).catch(() => undefined);
}
