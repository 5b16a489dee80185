import { availableParallelism } from 'node:os';
import { Env } from '../api/src/config/env';
import { MAX_SOCKETS_PER_CLIENT } from '../api/src/graphql/open-sockets';
import { MAX_OPERATIONS_PER_SOCKET } from '../api/src/graphql/socket-server';
import { CHAT_MESSAGE_RATE } from '../api/src/modules/chat/chat.service';
import {
  SOCKET_ADDRESSES,
  type FanoutRun,
  type FanoutShape,
  type LatencyFigures,
} from './chat-fanout';
import { textTable } from './load';
import { benchSecrets } from './servers';

/** Fan-out targets: p99 at most 100 ms; cross-process p50 and p99 at most 2x the baseline's. */
export const FANOUT_TARGET = { p99: 100, ratio: 2 };

/** The chat fan-out's tables: what was loaded, each run, the ratios and the targets. */
export function reportFanout(shape: FanoutShape, baseline: FanoutRun, runs: FanoutRun[]): void {
  const sockets = shape.threads * shape.socketsPerThread;
  const half = shape.socketsPerThread / 2;
  const perMessage = Math.floor((shape.durationSeconds * 1000) / shape.intervalMs);
  const env = new Env({ ...benchSecrets(), NODE_ENV: 'test' });
  console.log(
    `\nChat fan-out: ${shape.threads} threads x ${shape.socketsPerThread} sockets = ${sockets} ` +
      `graphql-ws sockets, each with one chatMessageAdded subscription (per thread ${half} tabs ` +
      `of its client and ${half} of its expert); ${shape.threads} senders, each thread's client ` +
      `posting over REST one message every ${(shape.intervalMs / 1000).toFixed(1)} s (the ` +
      `chat's ${CHAT_MESSAGE_RATE.limit} a minute) for ${shape.durationSeconds} s ` +
      `(${perMessage} each, the senders staggered evenly over the interval). Latency: from just ` +
      `before the POST to the message's arrival on a socket, every delivery.`,
  );
  console.log(
    `On several processes (each WEB_CONCURRENCY=1 on its own port, as replicas behind a load ` +
      `balancer) each thread's sockets are split evenly over them and its client posts through ` +
      `process (thread mod processes): half of each message's deliveries cross processes ` +
      `(through PostgreSQL NOTIFY). The baseline: the same sockets and senders on one process ` +
      `with REALTIME_TRANSPORT=memory.`,
  );
  console.log(
    `No limit raised: per-client limits as deployed (${env.rateLimitPerMinute} requests a ` +
      `minute, ${env.concurrentRequestsPerClient} at once, ${MAX_SOCKETS_PER_CLIENT} sockets ` +
      `per address, ${MAX_OPERATIONS_PER_SOCKET} subscriptions per socket); the sockets leave ` +
      `from ${SOCKET_ADDRESSES} loopback addresses (${Math.ceil(sockets / SOCKET_ADDRESSES)} ` +
      `each), each sender from one of its own, as the tabs of many users would.\n`,
  );
  const rows: string[][] = [];
  const row = (name: string, run: FanoutRun | undefined, latency: LatencyFigures) =>
    rows.push([
      name,
      run ? run.messagesPerSecond.toFixed(1) : '',
      run ? run.deliveriesPerSecond.toFixed(0) : '',
      String(latency.count),
      ms(latency.p50),
      ms(latency.p99),
      ms(latency.max),
      run ? `${ms(run.post.p50)}/${ms(run.post.p99)}` : '',
      run ? `${run.lost}/${run.duplicated}` : '',
      run ? String(run.failedSends + count(run.failures)) : '',
    ]);
  for (const run of [baseline, ...runs]) {
    row(run.name, run, run.latency);
    if (run.processes > 1) {
      row('  same-process deliveries', undefined, run.sameProcess);
      row('  cross-process deliveries', undefined, run.crossProcess);
    }
  }
  console.log(
    textTable(
      [
        'run',
        'msgs/s',
        'deliveries/s',
        'deliveries',
        'p50 ms',
        'p99 ms',
        'max ms',
        'POST p50/p99',
        'lost/dup',
        'failures',
      ],
      rows,
    ),
  );
  for (const run of runs) {
    const ratio = (x: number, y: number) => (x / y).toFixed(2);
    console.log(
      `\n${run.name} against the baseline: all deliveries p50 ` +
        `${ratio(run.latency.p50, baseline.latency.p50)}x, p99 ` +
        `${ratio(run.latency.p99, baseline.latency.p99)}x; cross-process deliveries p50 ` +
        `${ratio(run.crossProcess.p50, baseline.latency.p50)}x, p99 ` +
        `${ratio(run.crossProcess.p99, baseline.latency.p99)}x`,
    );
    const clean = run.lost === 0 && run.duplicated === 0 && run.failedSends === 0;
    const p99Met = run.latency.p99 <= FANOUT_TARGET.p99;
    const ratioMet =
      run.crossProcess.p50 <= FANOUT_TARGET.ratio * baseline.latency.p50 &&
      run.crossProcess.p99 <= FANOUT_TARGET.ratio * baseline.latency.p99;
    console.log(
      `targets at ${sockets} subscribers: p99 <= ${FANOUT_TARGET.p99} ms: ` +
        `${p99Met ? 'met' : 'missed'}; cross-process p50 and p99 within ` +
        `${FANOUT_TARGET.ratio}x the baseline: ${ratioMet ? 'met' : 'missed'}; nothing lost, ` +
        `duplicated or refused: ${clean ? 'yes' : 'NO'}`,
    );
  }
  for (const run of [baseline, ...runs]) {
    const extra = { ...run.failures, ...prefixed('POST status ', run.sendStatuses, '201') };
    if (Object.keys(extra).length > 0) console.log(`${run.name}: ${JSON.stringify(extra)}`);
  }
  console.log(
    `\nCores used while sending (CPU seconds per second; the machine has ` +
      `${availableParallelism()}):`,
  );
  for (const run of [baseline, ...runs]) {
    const { bench, api, postgres } = run.cores;
    console.log(
      `  ${run.name.padEnd(32)} bench ${bench.toFixed(2)}, API ${api.toFixed(2)}, ` +
        `PostgreSQL ${postgres.toFixed(2)}`,
    );
  }
}

function ms(value: number): string {
  return Number.isNaN(value) ? '-' : value.toFixed(1);
}

function count(record: Record<string, number>): number {
  return Object.values(record).reduce((sum, n) => sum + n, 0);
}

/** `record`'s entries but `except`, their keys prefixed. */
function prefixed(prefix: string, record: Record<string, number>, except: string) {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => key !== except)
      .map(([key, n]) => [prefix + key, n]),
  );
}
