import { loadavg } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';

/** What one process holds, in MB, from /proc (Linux). */
export interface ProcessMemory {
  pid: number;
  /** Resident set size now. */
  rssMb: number;
  /** The highest resident set size the process has had. */
  peakMb: number;
}

/** The memory of `pid` now, or undefined when it has exited (or this is not Linux). */
export function processMemory(pid: number): ProcessMemory | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { pid, rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** The CPU time, in seconds, each of the processes `pids` has used so far (user and system). */
export function cpuSeconds(pids: readonly number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the comm: state is field 3, utime 14 and stime 15 (1-based) of the whole line.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS);
    } catch {
      // the process exited
    }
  }
  return used;
}

/** CPU seconds used between two `cpuSeconds` readings, by the processes alive at both. */
export function cpuUsedBetween(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, seconds] of after) {
    const earlier = before.get(pid);
    if (earlier !== undefined) used += seconds - earlier;
  }
  return used;
}

/** The pids whose parent is `pid`: the API processes a cluster's primary forked. */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process exited while the list was read
    }
  }
  return children.sort((a, b) => a - b);
}

/** The 1-, 5- and 15-minute load averages, as `uptime` prints them. */
export function loadAverage(): string {
  return loadavg()
    .map((average) => average.toFixed(2))
    .join(', ');
}
