interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
  /** Set once `value` has resolved: only a settled answer may be served stale. */
  settled: boolean;
  refreshing: boolean;
}

/**
 * A small in-process cache for answers that may be a few seconds old (page totals, category and
 * integration counts). It stores promises, so concurrent callers asking for the same key share
 * one query instead of each running it; a failed query is forgotten at once. Past its time to
 * live an entry is still served for up to `staleMs` while one background load refreshes it, so no
 * caller waits on the refresh (a cold or long-unused key loads in the foreground). The oldest
 * entries are dropped past `maxEntries`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly staleMs = ttlMs * 3,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit && hit.settled && hit.expiresAt + this.staleMs > now) {
      if (!hit.refreshing) this.refresh(key, hit, load);
      return hit.value;
    }
    return this.store(key, load());
  }

  clear(): void {
    this.entries.clear();
  }

  private refresh(key: string, stale: Entry<V>, load: () => Promise<V>): void {
    stale.refreshing = true;
    const next = load();
    next.then(
      () => {
        if (this.entries.get(key) === stale) this.store(key, next);
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  private store(key: string, value: Promise<V>): Promise<V> {
    const entry: Entry<V> = {
      value,
      expiresAt: Date.now() + this.ttlMs,
      settled: false,
      refreshing: false,
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }
}
