import { RateLimitCounts, type RateLimitPolicy } from '../rate-limit-counts';

const policy: RateLimitPolicy = { name: 'api', limit: 10, windowMs: 60_000 };
const T0 = 1_800_000_000_000; // a window boundary: a whole number of minutes

describe('rate limit counts', () => {
  it('admits the limit in a window, then refuses until the window ends', () => {
    const counts = new RateLimitCounts();
    const decisions = Array.from({ length: 12 }, (_, i) => counts.hit(policy, 'c', T0 + i));
    expect(decisions.map((d) => d.allowed)).toEqual([...Array(10).fill(true), false, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0]);
    expect(decisions[11].resetMs).toBe(60_000 - 11);
    expect(counts.hit(policy, 'c', T0 + 60_000).allowed).toBe(true);
  });

  it('counts clients and policies apart', () => {
    const counts = new RateLimitCounts();
    for (let i = 0; i < 10; i++) counts.hit(policy, 'a', T0);
    expect(counts.hit(policy, 'a', T0).allowed).toBe(false);
    expect(counts.hit(policy, 'b', T0).allowed).toBe(true);
    expect(counts.hit({ ...policy, name: 'n8n' }, 'a', T0).allowed).toBe(true);
  });

  it('does not count refused requests', () => {
    const counts = new RateLimitCounts();
    for (let i = 0; i < 15; i++) counts.hit(policy, 'c', T0);
    expect(counts.takeUnsent()).toEqual([
      { policy: 'api', client: 'c', windowStart: T0, windowEnd: T0 + 60_000, hits: 10 },
    ]);
  });

  it('decides on the shared total read back plus what it counted since', () => {
    const counts = new RateLimitCounts();
    counts.hit(policy, 'c', T0);
    const sent = counts.takeUnsent();
    // Another process admitted 7 of this client's requests meanwhile.
    counts.settle(sent, [{ ...sent[0], hits: 8 }]);
    counts.hit(policy, 'c', T0);
    expect(counts.hit(policy, 'c', T0)).toMatchObject({ allowed: true, remaining: 0 });
    expect(counts.hit(policy, 'c', T0).allowed).toBe(false);
  });

  it('still counts hits that are being sent', () => {
    const counts = new RateLimitCounts();
    for (let i = 0; i < 10; i++) counts.hit(policy, 'c', T0);
    counts.takeUnsent();
    expect(counts.hit(policy, 'c', T0).allowed).toBe(false);
  });

  it('asks for a sync when a tenth of the limit is unsent, or when the client nears its limit', () => {
    const counts = new RateLimitCounts();
    const big = { ...policy, limit: 100 };
    const syncs = Array.from({ length: 10 }, () => counts.hit(big, 'c', T0).sync);
    expect(syncs).toEqual([...Array(9).fill(false), true]);
    counts.takeUnsent();
    expect(counts.hit(big, 'c', T0).sync).toBe(false);
    const near = new RateLimitCounts();
    for (let i = 0; i < 89; i++) near.hit(big, 'd', T0);
    near.takeUnsent();
    expect(near.hit(big, 'd', T0)).toMatchObject({ remaining: 10, sync: false });
    expect(near.hit(big, 'd', T0)).toMatchObject({ remaining: 9, sync: true });
  });

  it('gives back the hits of a failed send, to be sent again', () => {
    const counts = new RateLimitCounts();
    counts.hit(policy, 'c', T0);
    counts.failed(counts.takeUnsent());
    counts.hit(policy, 'c', T0);
    expect(counts.takeUnsent()).toEqual([
      { policy: 'api', client: 'c', windowStart: T0, windowEnd: T0 + 60_000, hits: 2 },
    ]);
  });

  it('forgets ended windows once sent, and the oldest synced clients past its bound', () => {
    const counts = new RateLimitCounts({ maxClients: 2 });
    counts.hit(policy, 'old', T0);
    counts.prune(T0 + 60_000);
    expect(counts.size).toBe(1);
    counts.settle(counts.takeUnsent(), []);
    counts.prune(T0 + 60_000);
    expect(counts.size).toBe(0);

    for (const client of ['a', 'b', 'c']) counts.hit(policy, client, T0);
    counts.settle(counts.takeUnsent(), []);
    counts.hit(policy, 'd', T0);
    counts.prune(T0);
    expect(counts.size).toBe(2);
    expect(counts.takeUnsent().map((c) => c.client)).toEqual(['d']);
  });
});
