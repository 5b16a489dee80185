import { clientKey } from '../core/client-address';
import { KeyedHash } from '../lib/keyed-hash';
import type { Logger } from '../core/logger';
import {
  RateLimitCounts,
  type RateLimitCount,
  type RateLimitCountsOptions,
  type RateLimitDecision,
  type RateLimitPolicy,
} from './rate-limit-counts';

/** Where the processes' counts meet (PostgreSQL in the app, a map in unit tests). */
export interface RateLimitStore {
  add(deltas: readonly RateLimitCount[]): Promise<RateLimitCount[]>;
  /** Drops the counts of windows that ended before `before`. */
  prune(before: Date): Promise<void>;
}

export interface RateLimiterOptions extends RateLimitCountsOptions {
  /** The server's SECRETS_KEY: clients are kept as keyed hashes, never as addresses. */
  secret: string;
  /** Unsent hits are shared at least this often (0: only on `sync()`). Default 200 ms. */
  syncEveryMs?: number;
  now?: () => number;
  logger?: Logger;
}

/**
 * Shared rows are dropped this long after their own window ended (a 15-minute count lives 15
 * minutes, a 1-minute one 1 minute): the margin covers processes whose clocks differ a little.
 */
const KEEP_ENDED_ROWS_MS = 60_000;

/**
 * Per-client rate limits that hold across API processes. A request is decided in memory, on the
 * last total PostgreSQL reported plus what this process counted since, so the hot path never
 * waits for the database; counts are shared by one upsert per batch, every `syncEveryMs` or at
 * once when a client nears its limit or piles up hits. If the database is unreachable, each
 * process keeps limiting on its own counts and shares them when it is back.
 */
export class RateLimiter {
  private readonly counts: RateLimitCounts;
  private readonly clients: KeyedHash;
  private readonly now: () => number;
  private readonly timer: NodeJS.Timeout | undefined;
  private syncing: Promise<void> | undefined;
  private again = false;
  private forgotAt = -Infinity;
  private prunedAt = -Infinity;
  private reportedAt = -Infinity;

  constructor(
    private readonly store: RateLimitStore,
    private readonly options: RateLimiterOptions,
  ) {
    this.counts = new RateLimitCounts(options);
    this.clients = new KeyedHash(options.secret, 'rate-limit-client');
    this.now = options.now ?? Date.now;
    const every = options.syncEveryMs ?? 200;
    if (every > 0) {
      this.timer = setInterval(() => void this.sync(), every);
      this.timer.unref();
    }
  }

  /** Counts a request from `address` (the client IP) under `policy` if the policy lets it pass. */
  hit(policy: RateLimitPolicy, address: string): RateLimitDecision {
    const decision = this.counts.hit(policy, this.clients.of(clientKey(address)), this.now());
    if (decision.sync) void this.sync();
    return decision;
  }

  /**
   * Shares every hit counted so far and learns the totals; resolves once they are in the store
   * (or the store failed, which is logged: the hits are kept for the next try).
   */
  sync(): Promise<void> {
    if (this.syncing) {
      this.again = true;
      return this.syncing;
    }
    this.syncing = this.run().finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  /** At shutdown: stops the timer and shares what is unsent. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.sync();
  }

  /**
   * Shares what is unsent, then does the chores, and starts again for as long as a `sync()` was
   * asked for meanwhile: that caller holds this run's promise, so the hits it counted before
   * asking must be in the store when the promise resolves, even when it asked during the chores.
   */
  private async run(): Promise<void> {
    let shared = false;
    do {
      this.again = false;
      const sent = this.counts.takeUnsent();
      if (sent.length > 0) {
        try {
          this.counts.settle(sent, await this.store.add(sent));
          shared = true;
        } catch (error) {
          this.counts.failed(sent);
          this.report(error);
          return;
        }
      }
      if (!this.again) await this.chores(shared);
    } while (this.again);
  }

  /** Forgets ended windows in memory, and prunes the store's a minute after a write. */
  private async chores(shared: boolean): Promise<void> {
    const now = this.now();
    if (now - this.forgotAt >= 1000) {
      this.forgotAt = now;
      this.counts.prune(now);
    }
    // Pruning is a chore of the processes that write: an idle one sends no statement at all.
    if (shared && now - this.prunedAt >= 60_000) {
      this.prunedAt = now;
      await this.store
        .prune(new Date(now - KEEP_ENDED_ROWS_MS))
        .catch((error) => this.report(error));
    }
  }

  /** One line a minute at most while the store keeps failing. */
  private report(error: unknown): void {
    const now = this.now();
    if (now - this.reportedAt < 60_000) return;
    this.reportedAt = now;
    this.options.logger?.warn({ err: error }, 'rate limit counts could not be shared');
  }
}
