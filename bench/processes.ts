import { availableParallelism } from 'node:os';
import { formatTable, measure, measureVaried, type LoadResult } from './load';
import type { IndexMemory } from './index-memory';
import { childPids, cpuSeconds, cpuUsedBetween, type ProcessMemory } from './process-stats';
import { startApi, type BenchServer } from './servers';
import type { VariedRequest } from './varied';

/**
 * One connection count: the varied mix on one API process, then on two, each beside the same
 * server's ceiling measured right after it: the repeated list page, answered from the page cache.
 */
export interface ProcessesFigures {
  connections: number;
  one: LoadResult;
  two: LoadResult;
  oneCeiling: LoadResult;
  twoCeiling: LoadResult;
  /**
   * Two processes, the mix's lists without a search sent over REST: what the share would be if
   * every search cost as little as a list (a bound for any work on search alone).
   */
  twoWithoutSearch: LoadResult;
}

/** Cores used (CPU seconds per second) during one measurement, by who used them. */
export interface CoresUsed {
  name: string;
  loadGenerator: number;
  api: number;
  primary: number;
  postgres: number;
}

/** Each API process's memory over one server's life, for WEB_CONCURRENCY = `processes`. */
export interface MemoryFigures {
  processes: number;
  readyAfterMs: number;
  live: ProcessMemory[];
  ready: ProcessMemory[];
  afterLoad: ProcessMemory[];
}

/**
 * What `measureProcesses` aims for, on two processes: the varied mix at half the requests/s of the
 * same server's repeated page or more, and its p99 at each connection count. A ratio measured in
 * one run moves with the machine; an absolute figure would measure the machine's day.
 */
const TARGET = {
  shareOfCeiling: 0.5,
  p99: new Map([
    [10, 50],
    [50, 100],
  ]),
};

/**
 * The varied mix against the app as deployed with WEB_CONCURRENCY=1, then =2, on the same
 * catalogue: one server at a time (nothing else of the bench's running meanwhile), each started
 * and measured at every connection count, continuing through the list, then stopped.
 */
export async function measureProcesses(options: {
  repoRoot: string;
  url: string;
  varied: readonly VariedRequest[];
  warmup: readonly VariedRequest[];
  connections: readonly number[];
  duration: number;
  /** Where a started server is registered, so the bench's clean-up stops it on Ctrl-C. */
  servers: BenchServer[];
  /** The PostgreSQL postmaster's pid: its backends' CPU is counted. */
  postgresPid: number;
}): Promise<{ varied: ProcessesFigures[]; memory: MemoryFigures[]; cores: CoresUsed[] }> {
  const { repoRoot, url, varied, warmup, duration } = options;
  const results = new Map<number, LoadResult[]>();
  const ceilings = new Map<number, LoadResult[]>();
  const withoutSearch: LoadResult[] = [];
  const lists = varied.filter(
    (item) => item.input.search === undefined && item.transport === 'rest',
  );
  let listCursor = 0;
  const memory: MemoryFigures[] = [];
  const cores: CoresUsed[] = [];
  for (const processes of [1, 2]) {
    const server = await startApi(repoRoot, url, 'production', {
      WEB_CONCURRENCY: String(processes),
    });
    options.servers.push(server);
    try {
      let cursor = 0;
      let sent = 0;
      const label = processes === 1 ? '1 API process' : `${processes} API processes`;
      const runs: LoadResult[] = [];
      const ceiling: LoadResult[] = [];
      for (const connections of options.connections) {
        await measureVaried(`${label} warm-up`, server.origin, warmup, {
          connections: 10,
          duration: 2,
        });
        const list = [...varied.slice(cursor), ...varied.slice(0, cursor)];
        const name = `${label}, ${connections} conn.`;
        const { api, primary } = server.pids();
        const groups = {
          loadGenerator: [process.pid],
          api,
          primary: primary ? [primary] : [],
          postgres: [options.postgresPid, ...childPids(options.postgresPid)],
        };
        const before = Object.fromEntries(
          Object.entries(groups).map(([group, pids]) => [group, cpuSeconds(pids)]),
        );
        const started = Date.now();
        const result = await measureVaried(name, server.origin, list, { connections, duration });
        const seconds = (Date.now() - started) / 1000;
        const used = (group: keyof typeof groups) =>
          cpuUsedBetween(before[group], cpuSeconds(groups[group])) / seconds;
        cores.push({
          name,
          loadGenerator: used('loadGenerator'),
          api: used('api'),
          primary: used('primary'),
          postgres: used('postgres'),
        });
        sent += Math.round(result.requestsPerSecond * duration);
        cursor = sent % varied.length;
        if (sent > varied.length) {
          // Past the end the mix repeats itself, and the page cache answers what it asked before.
          console.log(
            `[bench] ${name}: the mix repeated itself after ${varied.length} requests; ` +
              'raise BENCH_VARIED for a mix of distinct requests',
          );
        }
        console.log(
          `[bench] ${name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms`,
        );
        runs.push(result);
        // The ceiling of the same server at once: the page every visitor of `/` asks, cached.
        const repeated = await measure(
          { name: `${label}, repeated list page`, url: `${server.origin}/api/templates` },
          { connections, duration },
        );
        console.log(
          `[bench] ${name}, repeated list page: ${repeated.requestsPerSecond.toFixed(0)} req/s, ` +
            `p99 ${repeated.p99} ms`,
        );
        ceiling.push(repeated);
        if (processes === 2) {
          const rest = [...lists.slice(listCursor), ...lists.slice(0, listCursor)];
          const bound = await measureVaried(`${label}, lists without search`, server.origin, rest, {
            connections,
            duration,
          });
          listCursor = (listCursor + Math.round(bound.requestsPerSecond * duration)) % lists.length;
          console.log(
            `[bench] ${name}, lists without search: ${bound.requestsPerSecond.toFixed(0)} req/s, ` +
              `p99 ${bound.p99} ms`,
          );
          withoutSearch.push(bound);
        }
      }
      results.set(processes, runs);
      ceilings.set(processes, ceiling);
      memory.push({ processes, ...server.startup, afterLoad: server.memory() });
    } finally {
      await server.stop();
      options.servers.splice(options.servers.indexOf(server), 1);
    }
  }
  const figures = options.connections.map((connections, i) => ({
    connections,
    one: results.get(1)![i],
    two: results.get(2)![i],
    oneCeiling: ceilings.get(1)![i],
    twoCeiling: ceilings.get(2)![i],
    twoWithoutSearch: withoutSearch[i],
  }));
  return { varied: figures, memory, cores };
}

/** The tables of `measureProcesses`: throughput and latency, then memory. */
export function reportProcesses(
  figures: {
    varied: ProcessesFigures[];
    memory: MemoryFigures[];
    cores: CoresUsed[];
  },
  postings?: number,
  index?: IndexMemory,
): void {
  console.log(
    '\nVaried mix, the app as deployed on WEB_CONCURRENCY=1 against =2 (one port, the cluster ' +
      'handing connections to its processes in turn); ratio = requests/s against one process',
  );
  for (const { connections, one, two } of figures.varied) {
    console.log(`\n${connections} connections`);
    console.log(formatTable([one, two], one));
  }
  console.log(
    "\nThe varied mix against the same server's ceiling, measured right after it in the same " +
      'run: the repeated list page (/api/templates, from the page cache)',
  );
  for (const {
    connections,
    one,
    two,
    oneCeiling,
    twoCeiling,
    twoWithoutSearch,
  } of figures.varied) {
    console.log(`\n${connections} connections`);
    console.log(formatTable([oneCeiling, one], oneCeiling));
    console.log(formatTable([twoCeiling, two, twoWithoutSearch], twoCeiling));
    const share = two.requestsPerSecond / twoCeiling.requestsPerSecond;
    const p99 = TARGET.p99.get(connections);
    const met = share >= TARGET.shareOfCeiling && (p99 === undefined || two.p99 <= p99);
    console.log(
      `target, 2 processes: >= ${TARGET.shareOfCeiling} of the repeated page's requests/s` +
        (p99 === undefined ? '' : ` with p99 <= ${p99} ms`) +
        `: ${share.toFixed(2)}, p99 ${two.p99} ms, ${met ? 'met' : 'missed'}`,
    );
    const bound = twoWithoutSearch.requestsPerSecond / twoCeiling.requestsPerSecond;
    console.log(
      `the mix's lists without a search, 2 processes: ${bound.toFixed(2)} of the repeated ` +
        "page's requests/s, the share if every search cost what a list costs",
    );
  }
  console.log(
    '\nCores used during each measurement (CPU seconds per second; the machine has ' +
      `${availableParallelism()}): who the load spends them on`,
  );
  for (const c of figures.cores) {
    const total = c.loadGenerator + c.api + c.primary + c.postgres;
    console.log(
      `  ${c.name.padEnd(26)} load generator ${c.loadGenerator.toFixed(2)}, API ` +
        `${c.api.toFixed(2)}, primary ${c.primary.toFixed(2)}, PostgreSQL ` +
        `${c.postgres.toFixed(2)}: ${total.toFixed(2)}`,
    );
  }
  const mb = (list: ProcessMemory[]) => list.map((p) => p.rssMb.toFixed(0)).join(' + ');
  console.log(
    '\nMemory of each API process, RSS in MB (peak: the highest RSS it had)' +
      (postings ? `; the index holds ${postings} postings` : ''),
  );
  if (index) {
    console.log(
      `  the index alone (heap and typed arrays after full collections, built in the bench's ` +
        `process): ${index.indexMb.toFixed(0)} MB kept; its build reads a snapshot of ` +
        `${index.snapshotMb.toFixed(0)} MB and needs ${index.buildPeakMb.toFixed(0)} MB at its peak`,
    );
  }
  for (const m of figures.memory) {
    console.log(
      `  WEB_CONCURRENCY=${m.processes}: alive ${mb(m.live)}, ready ${mb(m.ready)} ` +
        `(after ${(m.readyAfterMs / 1000).toFixed(1)} s), after the load ${mb(m.afterLoad)}, ` +
        `peak ${m.afterLoad.map((p) => p.peakMb.toFixed(0)).join(' + ')}`,
    );
  }
}
