import { performance } from 'node:perf_hooks';
import { CHAT_MESSAGE_RATE } from '../api/src/modules/chat/chat.service';
import { seedChatThreads, type SeededThread } from './chat-seed';
import { ChatSender } from './chat-senders';
import { openSubscriber, type SubscriberSocket } from './chat-sockets';
import { childPids, cpuSeconds, cpuUsedBetween } from './process-stats';
import { benchSecrets, startApi, type ApiServer, type BenchServer } from './servers';

/**
 * What the chat fan-out bench loads: `threads` active hire requests, each followed by
 * `socketsPerThread` sockets (half of them tabs of its client, half of its expert) and written
 * to by its client, one message every `intervalMs` for `durationSeconds`.
 */
export interface FanoutShape {
  threads: number;
  socketsPerThread: number;
  durationSeconds: number;
  intervalMs: number;
}

/** Latency percentiles, in ms, of `count` deliveries. */
export interface LatencyFigures {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** One configuration of servers under the same load. */
export interface FanoutRun {
  name: string;
  processes: number;
  transport: 'postgres' | 'memory';
  /** Messages written (201) during the measurement, and sends refused or failed. */
  sent: number;
  failedSends: number;
  sendStatuses: Record<string, number>;
  /** Deliveries each socket should have had (every message of its thread), had, lost, twice. */
  expected: number;
  delivered: number;
  lost: number;
  duplicated: number;
  /** Socket or subscription failures, by reason. */
  failures: Record<string, number>;
  messagesPerSecond: number;
  deliveriesPerSecond: number;
  /** Send (just before the POST) to receipt on a socket, every delivery. */
  latency: LatencyFigures;
  /** The same, split by whether the socket is on the process the message was sent through. */
  sameProcess: LatencyFigures;
  crossProcess: LatencyFigures;
  /** The POST's own round trip, as the sender waits for it. */
  post: LatencyFigures;
  /** CPU seconds per second during the measurement. */
  cores: { bench: number; api: number; postgres: number };
}

/** Subscriber sockets leave from 127.0.1.1 to 127.0.1.N, each sender from 127.0.2.i. */
export const SOCKET_ADDRESSES = 20;
/** How many sockets are opened at once while the bench connects them. */
const OPENING_BATCH = 50;
/** How long deliveries are waited for once the last message was sent. */
const DRAIN_MS = 10_000;

/** The shape, with one message per sender every 60 s / the chat's per-sender limit. */
export function fanoutShape(threads: number, sockets: number, durationSeconds: number) {
  const intervalMs = (CHAT_MESSAGE_RATE.windowSeconds * 1000) / CHAT_MESSAGE_RATE.limit;
  if (durationSeconds * 1000 >= CHAT_MESSAGE_RATE.windowSeconds * 1000 - intervalMs) {
    throw new Error(
      `BENCH_CHAT_DURATION must be under ${CHAT_MESSAGE_RATE.windowSeconds - intervalMs / 1000} s: ` +
        `a sender would pass the chat's ${CHAT_MESSAGE_RATE.limit} messages a minute`,
    );
  }
  if (sockets % threads !== 0) throw new Error('BENCH_CHAT_SOCKETS must be a multiple of threads');
  // Each sender has a loopback address of its own (127.0.2.1 to 127.0.2.254).
  if (threads < 1 || threads > 254) throw new Error('BENCH_CHAT_THREADS must be 1 to 254');
  return { threads, socketsPerThread: sockets / threads, durationSeconds, intervalMs };
}

/**
 * One run: seeds threads of its own, starts `processes` API processes (each WEB_CONCURRENCY=1
 * on its own port, as replicas behind a load balancer) on `transport`, spreads the sockets of
 * each thread evenly over them and has each thread's client send through process `thread mod
 * processes`, so with two processes half of every message's deliveries cross processes. Every
 * per-client limit stays as deployed: the sockets come from SOCKET_ADDRESSES addresses and each
 * sender from its own.
 */
export async function measureFanout(options: {
  name: string;
  repoRoot: string;
  url: string;
  processes: number;
  transport: 'postgres' | 'memory';
  shape: FanoutShape;
  servers: BenchServer[];
  postgresPid: number;
  log: (message: string) => void;
}): Promise<FanoutRun> {
  const { shape, log } = options;
  const threads = await seedChatThreads(options.url, benchSecrets().JWT_SECRET, {
    count: shape.threads,
    label: `${options.transport}-${options.processes}-${Date.now()}`,
  });
  const apis: ApiServer[] = [];
  const sockets: SubscriberSocket[] = [];
  const senders: ChatSender[] = [];
  try {
    for (let i = 0; i < options.processes; i++) {
      const api = await startApi(options.repoRoot, options.url, 'production', {
        WEB_CONCURRENCY: '1',
        REALTIME_TRANSPORT: options.transport,
        // Empty: the app's defaults, not the bench's usual "off" (see servers.ts).
        RATE_LIMIT_PER_MINUTE: '',
        CONCURRENT_REQUESTS_PER_CLIENT: '',
      });
      apis.push(api);
      options.servers.push(api);
    }
    const tally = new Tally(threads.length);
    log(`${options.name}: opening ${shape.threads * shape.socketsPerThread} sockets`);
    const opening: Array<Promise<void>> = [];
    for (const [t, thread] of threads.entries()) {
      for (let j = 0; j < shape.socketsPerThread; j++) {
        const index = sockets.length;
        const home = j % apis.length;
        const side = Math.floor(j / apis.length) % 2 === 0 ? thread.client : thread.expert;
        const socket = openSubscriber({
          origin: apis[home].origin,
          token: side.token,
          threadId: thread.threadId,
          localAddress: `127.0.1.${(index % SOCKET_ADDRESSES) + 1}`,
          onMessage: (text) => tally.receive(index, text),
          onFailure: (reason) => tally.fail(reason),
        });
        sockets.push(socket);
        tally.addSocket(t, home);
        opening.push(socket.connected);
        if (opening.length >= OPENING_BATCH) await Promise.all(opening.splice(0));
      }
    }
    await Promise.all(opening);
    for (const [t, thread] of threads.entries()) {
      const origin = apis[t % apis.length].origin;
      senders.push(
        new ChatSender(origin, thread.requestId, thread.client.token, `127.0.2.${t + 1}`),
      );
    }
    await warmUp(threads, apis, tally, log);

    log(`${options.name}: ${threads.length} senders for ${shape.durationSeconds} s`);
    const groups = {
      bench: [process.pid],
      api: apis.flatMap((api) => api.pids().api),
      postgres: [options.postgresPid, ...childPids(options.postgresPid)],
    };
    const before = Object.fromEntries(
      Object.entries(groups).map(([group, pids]) => [group, cpuSeconds(pids)]),
    );
    const started = performance.now();
    await Promise.all(
      senders.map((sender, t) =>
        sendSteadily(sender, {
          thread: t,
          home: t % apis.length,
          offset: (t * shape.intervalMs) / senders.length,
          started,
          shape,
          tally,
        }),
      ),
    );
    await tally.drained(DRAIN_MS);
    const seconds = (performance.now() - started) / 1000;
    const used = (group: keyof typeof groups) =>
      cpuUsedBetween(before[group], cpuSeconds(groups[group])) / seconds;
    return {
      name: options.name,
      processes: options.processes,
      transport: options.transport,
      ...tally.figures(shape.durationSeconds),
      cores: { bench: used('bench'), api: used('api'), postgres: used('postgres') },
    };
  } finally {
    await Promise.all(sockets.map((socket) => socket.close()));
    for (const sender of senders) sender.close();
    for (const api of apis) {
      await api.stop();
      options.servers.splice(options.servers.indexOf(api), 1);
    }
  }
}

/**
 * Each thread's expert says hello until every socket of the thread heard it: a subscription is
 * live (listening) only some time after its socket connected, and the measurement must not
 * count messages sent before. The expert's messages do not count against the client's rate.
 */
async function warmUp(
  threads: SeededThread[],
  apis: ApiServer[],
  tally: Tally,
  log: (message: string) => void,
): Promise<void> {
  for (let round = 1; round <= 5; round++) {
    const waiting = threads.flatMap((thread, t) => (tally.warm(t) ? [] : [t]));
    if (waiting.length === 0) break;
    await Promise.all(
      waiting.map(async (t) => {
        const sender = new ChatSender(
          apis[t % apis.length].origin,
          threads[t].requestId,
          threads[t].expert.token,
          `127.0.3.${t + 1}`,
        );
        await sender.post(`warm-up ${round}`);
        sender.close();
      }),
    );
    const deadline = performance.now() + 5_000;
    while (performance.now() < deadline && !threads.every((_, t) => tally.warm(t))) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const cold = threads.filter((_, t) => !tally.warm(t)).length;
  if (cold > 0) throw new Error(`${cold} threads had sockets that never heard their warm-up`);
  log('every socket is subscribed');
}

/** One sender's messages, `offset` ms into each interval, on the schedule (not after replies). */
async function sendSteadily(
  sender: ChatSender,
  plan: {
    thread: number;
    /** The process the sender posts through. */
    home: number;
    offset: number;
    started: number;
    shape: FanoutShape;
    tally: Tally;
  },
): Promise<void> {
  const { thread, home, offset, started, shape, tally } = plan;
  const count = Math.floor((shape.durationSeconds * 1000) / shape.intervalMs);
  const posts: Array<Promise<void>> = [];
  for (let seq = 0; seq < count; seq++) {
    const due = started + offset + seq * shape.intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const key = `${thread}:${seq}`;
    const sentAt = tally.sending(key, thread, home);
    posts.push(sender.post(`bench ${key}`).then((status) => tally.sent(key, status, sentAt)));
  }
  await Promise.all(posts);
}

/** The percentiles of `values` (ms). */
function latencyOf(values: number[]): LatencyFigures {
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) =>
    sorted.length === 0
      ? NaN
      : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}

/** What every socket received, against what was sent: latencies, losses, duplicates. */
class Tally {
  private readonly socketsOf: Array<Array<{ index: number; process: number }>>;
  private readonly seen = new Map<number, Set<string>>();
  private readonly warmSockets = new Set<number>();
  private readonly socketProcess = new Map<number, number>();
  private readonly messages = new Map<string, { thread: number; process: number; at: number }>();
  private readonly written = new Set<string>();
  private readonly latencies: number[] = [];
  private readonly same: number[] = [];
  private readonly cross: number[] = [];
  private readonly posts: number[] = [];
  private readonly statuses: Record<string, number> = {};
  private readonly failures: Record<string, number> = {};
  private duplicated = 0;
  private delivered = 0;
  private lastDelivery = 0;
  private firstSend = Infinity;

  constructor(threads: number) {
    this.socketsOf = Array.from({ length: threads }, () => []);
  }

  addSocket(thread: number, process: number): void {
    const index = this.socketProcess.size;
    this.socketProcess.set(index, process);
    this.socketsOf[thread].push({ index, process });
    this.seen.set(index, new Set());
  }

  warm(thread: number): boolean {
    return this.socketsOf[thread].every(({ index }) => this.warmSockets.has(index));
  }

  sending(key: string, thread: number, process: number): number {
    const at = performance.now();
    this.firstSend = Math.min(this.firstSend, at);
    this.messages.set(key, { thread, process, at });
    return at;
  }

  sent(key: string, status: number, sentAt: number): void {
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    if (status === 201) this.written.add(key);
    this.posts.push(performance.now() - sentAt);
  }

  receive(socket: number, text: string): void {
    const now = performance.now();
    if (text.startsWith('warm-up')) {
      this.warmSockets.add(socket);
      return;
    }
    const key = text.replace(/^bench /, '');
    const message = this.messages.get(key);
    const seen = this.seen.get(socket)!;
    if (!message) return this.fail(`unknown message "${text.slice(0, 40)}"`);
    if (seen.has(key)) {
      this.duplicated += 1;
      return;
    }
    seen.add(key);
    this.delivered += 1;
    this.lastDelivery = now;
    const latency = now - message.at;
    this.latencies.push(latency);
    (this.socketProcess.get(socket) === message.process ? this.same : this.cross).push(latency);
  }

  fail(reason: string): void {
    this.failures[reason] = (this.failures[reason] ?? 0) + 1;
  }

  /** Resolves once every written message reached every socket of its thread, or after `ms`. */
  async drained(ms: number): Promise<void> {
    const deadline = performance.now() + ms;
    while (this.missing() > 0 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private missing(): number {
    let missing = 0;
    for (const key of this.written) {
      const { thread } = this.messages.get(key)!;
      for (const { index } of this.socketsOf[thread])
        if (!this.seen.get(index)!.has(key)) missing++;
    }
    return missing;
  }

  figures(durationSeconds: number) {
    let expected = 0;
    for (const key of this.written)
      expected += this.socketsOf[this.messages.get(key)!.thread].length;
    const deliverySeconds = (this.lastDelivery - this.firstSend) / 1000;
    return {
      sent: this.written.size,
      failedSends: this.messages.size - this.written.size,
      sendStatuses: this.statuses,
      expected,
      delivered: this.delivered,
      lost: this.missing(),
      duplicated: this.duplicated,
      failures: this.failures,
      messagesPerSecond: this.written.size / durationSeconds,
      deliveriesPerSecond: deliverySeconds > 0 ? this.delivered / deliverySeconds : 0,
      latency: latencyOf(this.latencies),
      sameProcess: latencyOf(this.same),
      crossProcess: latencyOf(this.cross),
      post: latencyOf(this.posts),
    };
  }
}
