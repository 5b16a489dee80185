import { RateLimiter, type RateLimitStore } from '../rate-limiter';
import type { RateLimitCount } from '../rate-limit-counts';

/** The shared table, in memory: what two processes' limiters meet in. */
class MemoryStore implements RateLimitStore {
  readonly rows = new Map<string, RateLimitCount>();
  failing = false;
  writes = 0;

  async add(deltas: readonly RateLimitCount[]): Promise<RateLimitCount[]> {
    if (this.failing) throw new Error('database unreachable');
    this.writes += 1;
    return deltas.map((delta) => {
      const key = `${delta.policy}|${delta.client}|${delta.windowStart}`;
      const row = this.rows.get(key) ?? { ...delta, hits: 0 };
      row.hits += delta.hits;
      this.rows.set(key, row);
      return { ...row };
    });
  }

  readonly prunedBefore: number[] = [];

  async prune(before: Date): Promise<void> {
    this.prunedBefore.push(before.getTime());
  }
}

const SECRET = 'ab'.repeat(32);
const policy = { name: 'api', limit: 20, windowMs: 60_000 };
const T0 = 1_800_000_000_000;

describe('the shared rate limiter', () => {
  let now: number;
  const limiter = (store: RateLimitStore) =>
    new RateLimiter(store, { secret: SECRET, syncEveryMs: 0, now: () => now });
  beforeEach(() => {
    now = T0;
  });

  it('holds one budget across processes once they have shared their counts', async () => {
    const store = new MemoryStore();
    const [a, b] = [limiter(store), limiter(store)];
    for (let i = 0; i < 15; i++) expect(a.hit(policy, '192.0.2.1').allowed).toBe(true);
    await a.sync();
    let admitted = 0;
    for (let i = 0; i < 10; i++) {
      if (b.hit(policy, '192.0.2.1').allowed) admitted += 1;
      await b.sync();
    }
    expect(admitted).toBe(5);
    expect(a.hit(policy, '192.0.2.1').allowed).toBe(true);
    await a.sync();
    expect(a.hit(policy, '192.0.2.1').allowed).toBe(false);
  });

  it('writes one batch for many hits and many clients', async () => {
    const store = new MemoryStore();
    const a = limiter(store);
    for (let i = 0; i < 50; i++) a.hit({ ...policy, limit: 1000 }, `192.0.2.${i % 5}`);
    await a.sync();
    expect(store.writes).toBe(1);
    expect([...store.rows.values()].map((row) => row.hits)).toEqual([10, 10, 10, 10, 10]);
  });

  it('keeps limiting on its own counts while the store fails, and shares them when it is back', async () => {
    const store = new MemoryStore();
    const a = limiter(store);
    store.failing = true;
    for (let i = 0; i < 25; i++) a.hit(policy, '192.0.2.9');
    await a.sync();
    expect(a.hit(policy, '192.0.2.9').allowed).toBe(false);
    store.failing = false;
    await a.sync();
    expect([...store.rows.values()].map((row) => row.hits)).toEqual([20]);
  });

  it('counts an IPv4-mapped address as its IPv4 client, and never stores an address', async () => {
    const store = new MemoryStore();
    const a = limiter(store);
    for (let i = 0; i < 10; i++) a.hit(policy, '192.0.2.7');
    for (let i = 0; i < 10; i++) a.hit(policy, '::ffff:192.0.2.7');
    expect(a.hit(policy, '192.0.2.7').allowed).toBe(false);
    await a.sync();
    const [row] = store.rows.values();
    expect(row.client).toMatch(/^[0-9a-f]{32}$/);
  });

  it('starts a new budget in the next window', async () => {
    const a = limiter(new MemoryStore());
    for (let i = 0; i < 20; i++) a.hit(policy, '192.0.2.8');
    expect(a.hit(policy, '192.0.2.8').allowed).toBe(false);
    now += 60_000;
    expect(a.hit(policy, '192.0.2.8')).toMatchObject({ allowed: true, remaining: 19 });
  });

  it('prunes shared rows a minute after their window ended, at most once a minute, only while it writes', async () => {
    const store = new MemoryStore();
    const a = limiter(store);
    await a.sync();
    expect(store.prunedBefore).toEqual([]);
    a.hit(policy, '192.0.2.10');
    await a.sync();
    now += 30_000;
    a.hit(policy, '192.0.2.10');
    await a.sync();
    now += 30_000;
    await a.sync();
    a.hit(policy, '192.0.2.10');
    await a.sync();
    expect(store.prunedBefore).toEqual([T0 - 60_000, T0]);
  });

  it('resolves a sync asked for while another prunes only once the hits before it are shared', async () => {
    let release = () => {};
    class SlowPruneStore extends MemoryStore {
      override prune(before: Date): Promise<void> {
        this.prunedBefore.push(before.getTime());
        return new Promise((resolve) => (release = resolve));
      }
    }
    const store = new SlowPruneStore();
    const a = limiter(store);
    a.hit(policy, '192.0.2.11');
    const first = a.sync();
    // The first sync has written its hit and now waits on the prune.
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.prunedBefore).toHaveLength(1);
    a.hit(policy, '192.0.2.11');
    const second = a.sync();
    release();
    await Promise.all([first, second]);
    expect([...store.rows.values()].map((row) => row.hits)).toEqual([2]);
  });
});
