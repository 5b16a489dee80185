import { readFileSync } from 'node:fs';

/**
 * A process as lock files record it: its pid, and on Linux its start time, so that a pid the
 * system has since given to another process (common in containers, where each boot hands out
 * the same small pids) is not mistaken for the process that wrote the file.
 */
export interface ProcessIdentity {
  pid: number;
  /** Clock ticks after boot at which the process started (`/proc/<pid>/stat`); Linux only. */
  started?: string;
}

/** This process. */
export function currentProcess(): ProcessIdentity {
  return { pid: process.pid, started: procStat(process.pid)?.started };
}

/** Whether the process still runs: alive, not a zombie, and started when it was recorded. */
export function isRunning(identity: ProcessIdentity): boolean {
  if (!Number.isInteger(identity.pid) || identity.pid <= 0) return false;
  const stat = procStat(identity.pid);
  if (stat) return stat.state !== 'Z' && (!identity.started || identity.started === stat.started);
  if (process.platform === 'linux') return false;
  try {
    process.kill(identity.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a running process (Linux), or undefined where it cannot be read. */
export function commandLine(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

/** State and start time from `/proc/<pid>/stat`; the name field may hold spaces and parens. */
function procStat(pid: number): { state: string; started: string } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the name: state is field 3, starttime field 22 (proc(5)).
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], started: fields[19] };
}
