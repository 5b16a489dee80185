interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/**
 * A small in-process cache for answers that may be a few seconds old (page totals, category and
 * integration counts). It stores promises, so concurrent callers asking for the same key share
 * one query instead of each running it; a failed query is forgotten at once. The oldest entries
 * are dropped past `maxEntries`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (this.ttlMs <= 0) return load();
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
