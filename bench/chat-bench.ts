import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDataSource } from '../api/src/db/data-source';
import { ensureDatabase, withDatabase } from '../api/src/db/database';
import type { EmbeddedPostgres } from '../api/src/db/embedded/embedded-postgres';
import { fanoutShape, measureFanout } from './chat-fanout';
import { reportFanout } from './chat-fanout-report';
import type { BenchServer } from './servers';

const THREADS = Number(process.env.BENCH_CHAT_THREADS ?? 50);
const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const DURATION = Number(process.env.BENCH_CHAT_DURATION ?? 30);

/**
 * The chat fan-out of `npm run bench` (BENCH_ONLY=chat): on a database of its own, the baseline
 * (one API process, REALTIME_TRANSPORT=memory) and then two API processes on PostgreSQL
 * LISTEN/NOTIFY, under the same sockets and senders; prints the tables and keeps the figures in
 * bench/results/chat-<time>.json.
 */
export async function benchChatFanout(options: {
  repoRoot: string;
  pg: EmbeddedPostgres;
  servers: BenchServer[];
  log: (message: string) => void;
}): Promise<void> {
  const { repoRoot, pg, servers, log } = options;
  const shape = fanoutShape(THREADS, SOCKETS, DURATION);
  await ensureDatabase(pg.url, 'flowvault_bench_chat');
  const url = withDatabase(pg.url, 'flowvault_bench_chat');
  const dataSource = createDataSource({ url });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();
  const run = (name: string, processes: number, transport: 'postgres' | 'memory') =>
    measureFanout({
      name,
      repoRoot,
      url,
      processes,
      transport,
      shape,
      servers,
      postgresPid: pg.pid,
      log,
    });
  const baseline = await run('baseline: 1 process, memory', 1, 'memory');
  const two = await run('2 processes, postgres', 2, 'postgres');
  reportFanout(shape, baseline, [two]);
  const out = path.join(repoRoot, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, `chat-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify({ shape, baseline, runs: [two] }, null, 2),
  );
}
