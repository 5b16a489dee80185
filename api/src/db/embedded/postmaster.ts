import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { commandLine, isRunning } from './process-identity';

/** A PostgreSQL server running on a data directory, as its `postmaster.pid` describes it. */
export interface Postmaster {
  pid: number;
  port: number;
  /** `ready` once it accepts connections; `starting` or `stopping` otherwise. */
  status: string;
}

/**
 * The server running on `dataDir`, if any. `postmaster.pid` names it (pid on line 1, port on
 * line 4, status on line 8); a file whose pid is gone is a crash's leftover. A pid that is alive
 * but runs something else (the pid was handed out again after a reboot) would make PostgreSQL
 * refuse to start, so that file is removed.
 */
export function runningPostmaster(dataDir: string): Postmaster | undefined {
  const file = path.join(dataDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  if (!isRunning({ pid })) return undefined;
  const program = commandLine(pid)?.[0];
  if (program !== undefined && !/^(postgres|postmaster)/.test(path.basename(program))) {
    rmSync(file, { force: true });
    return undefined;
  }
  return { pid, port: Number(lines[3]), status: (lines[7] ?? '').trim() };
}

/**
 * Stops a server by its pid, whichever process started it: fast shutdown (sessions are ended,
 * open transactions rolled back, data kept); immediate shutdown if that takes over `graceMs`.
 */
export async function stopPostmaster(pid: number, graceMs = 30_000): Promise<void> {
  if (!signal(pid, 'SIGINT')) return;
  if (await exited(pid, graceMs)) return;
  signal(pid, 'SIGQUIT');
  await exited(pid, 10_000);
}

/**
 * Whether any client is connected to the server: a client's backend is a child of the
 * postmaster titled `postgres: <user> <database> <host>(<port>) <state>`. Read from /proc; where
 * that cannot be read, the answer is yes, so nothing is stopped on a guess.
 */
export function hasClients(postmasterPid: number): boolean {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return true;
  }
  return pids.some((pid) => {
    const stat = safeRead(`/proc/${pid}/stat`);
    const parent = stat && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return parent === postmasterPid && /\(\d+\)/.test(commandLine(Number(pid))?.join(' ') ?? '');
  });
}

function safeRead(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

async function exited(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isRunning({ pid })) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
