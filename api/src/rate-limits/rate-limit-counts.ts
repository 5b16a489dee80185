/** At most `limit` requests per client in each fixed window of `windowMs` (epoch-aligned). */
export interface RateLimitPolicy {
  /** Policies with different names count apart (the API, the n8n library). */
  name: string;
  limit: number;
  windowMs: number;
}

/** What a request learns: whether it may pass, and what the `RateLimit-*` headers say. */
export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  /** Requests left in this window after this one. */
  remaining: number;
  /** Milliseconds until the window ends and the count starts over. */
  resetMs: number;
  /** This process holds enough hits of the client unsent that the others should learn them now. */
  sync: boolean;
}

/**
 * Hits of one client under one policy in one window: sent as a delta to add to the shared count,
 * read back as the shared total.
 */
export interface RateLimitCount {
  policy: string;
  client: string;
  windowStart: number;
  /** When the window ends: the shared row is kept until then, whatever the policy's length. */
  windowEnd: number;
  hits: number;
}

interface Entry extends Omit<RateLimitCount, 'hits'> {
  /** The total of every process as last read back, this process's sent hits included. */
  shared: number;
  /** Counted here and sent; the total they made is not read back yet. */
  sending: number;
  /** Counted here and not sent yet. */
  unsent: number;
}

export interface RateLimitCountsOptions {
  /**
   * A client's unsent hits are shared at once when they reach this share of the limit, or when
   * the client is this close to it. Smaller: processes agree sooner, at more writes.
   */
  syncShare?: number;
  /** Clients remembered at most; past it, the oldest with nothing unsent are forgotten. */
  maxClients?: number;
}

/**
 * The pure core of the shared rate limiter: each process decides on the last known shared total
 * plus what it counted since, and hands its unsent hits over in batches (`takeUnsent`), reading
 * back the totals all processes made (`settle`). A client spread over N processes can pass
 * the limit by what the other processes admitted since they last shared, at most about
 * `syncShare` of the limit each. Refused requests are not counted: a client kept out costs no
 * writes.
 */
export class RateLimitCounts {
  private readonly entries = new Map<string, Entry>();
  private readonly syncShare: number;
  private readonly maxClients: number;

  constructor(options: RateLimitCountsOptions = {}) {
    this.syncShare = options.syncShare ?? 0.1;
    this.maxClients = options.maxClients ?? 100_000;
  }

  /** Counts one request of `client` at `now` if the policy lets it pass. */
  hit(policy: RateLimitPolicy, client: string, now: number): RateLimitDecision {
    const windowStart = Math.floor(now / policy.windowMs) * policy.windowMs;
    const key = keyOf(policy.name, client, windowStart);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = {
        policy: policy.name,
        client,
        windowStart,
        windowEnd: windowStart + policy.windowMs,
        shared: 0,
        sending: 0,
        unsent: 0,
      };
      this.entries.set(key, entry);
    }
    const counted = entry.shared + entry.sending + entry.unsent;
    const allowed = counted < policy.limit;
    if (allowed) entry.unsent += 1;
    const remaining = Math.max(0, policy.limit - counted - (allowed ? 1 : 0));
    const threshold = Math.max(1, Math.ceil(policy.limit * this.syncShare));
    return {
      allowed,
      limit: policy.limit,
      remaining,
      resetMs: entry.windowEnd - now,
      sync: allowed && (entry.unsent >= threshold || remaining < threshold),
    };
  }

  /** Every unsent count, now marked as being sent. */
  takeUnsent(): RateLimitCount[] {
    const batch: RateLimitCount[] = [];
    for (const entry of this.entries.values()) {
      if (entry.unsent === 0) continue;
      const { policy, client, windowStart, windowEnd, unsent } = entry;
      batch.push({ policy, client, windowStart, windowEnd, hits: unsent });
      entry.sending += unsent;
      entry.unsent = 0;
    }
    return batch;
  }

  /** `sent` reached the shared store, which answered with the `totals` they made. */
  settle(sent: readonly RateLimitCount[], totals: readonly RateLimitCount[]): void {
    for (const delta of sent) {
      const entry = this.entries.get(keyOf(delta.policy, delta.client, delta.windowStart));
      if (entry) entry.sending -= delta.hits;
    }
    for (const total of totals) {
      const entry = this.entries.get(keyOf(total.policy, total.client, total.windowStart));
      if (entry) entry.shared = Math.max(entry.shared, total.hits);
    }
  }

  /** `sent` did not reach the store: its hits are unsent again, for the next try. */
  failed(sent: readonly RateLimitCount[]): void {
    for (const delta of sent) {
      const entry = this.entries.get(keyOf(delta.policy, delta.client, delta.windowStart));
      if (!entry) continue;
      entry.sending -= delta.hits;
      entry.unsent += delta.hits;
    }
  }

  /**
   * Forgets windows that have ended with nothing left to send, then, past `maxClients`, the
   * oldest clients with nothing left to send (they start again from the shared total, which
   * their next sync reads back).
   */
  prune(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.windowEnd <= now && entry.unsent === 0 && entry.sending === 0) {
        this.entries.delete(key);
      }
    }
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxClients) break;
      if (entry.unsent === 0 && entry.sending === 0) this.entries.delete(key);
    }
  }

  /** Clients and windows remembered. */
  get size(): number {
    return this.entries.size;
  }
}

function keyOf(policy: string, client: string, windowStart: number): string {
  return `${policy}\u0000${client}\u0000${windowStart}`;
}
