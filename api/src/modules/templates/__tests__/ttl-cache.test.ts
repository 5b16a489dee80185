import { TtlCache } from '../ttl-cache';

describe('TtlCache', () => {
  afterEach(() => jest.useRealTimers());

  it('shares one load between concurrent callers of the same key', async () => {
    const cache = new TtlCache<number>(1000);
    const load = jest.fn(async () => 42);
    const results = await Promise.all([1, 2, 3].map(() => cache.get('k', load)));
    expect(results).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the entry is past its stale window', async () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new TtlCache<number>(1000, 10, 2000);
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get('k', load)).toBe(1);
    jest.setSystemTime(999);
    expect(await cache.get('k', load)).toBe(1);
    jest.setSystemTime(3001);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('serves an expired answer while one background load refreshes it', async () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new TtlCache<number>(1000, 10, 2000);
    let calls = 0;
    let release: () => void = () => undefined;
    const load = () =>
      ++calls === 1 ? Promise.resolve(1) : new Promise<number>((r) => (release = () => r(2)));
    expect(await cache.get('k', load)).toBe(1);
    jest.setSystemTime(1500);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    expect(calls).toBe(2);
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('k', load)).toBe(2);
    expect(calls).toBe(2);
  });

  it('keeps the stale answer when the refresh fails, and tries again later', async () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new TtlCache<number>(1000, 10, 2000);
    let calls = 0;
    const load = () =>
      ++calls === 2 ? Promise.reject(new Error('db down')) : Promise.resolve(calls);
    expect(await cache.get('k', load)).toBe(1);
    jest.setSystemTime(1500);
    expect(await cache.get('k', load)).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('k', load)).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('forgets a failed load so the next caller tries again', async () => {
    const cache = new TtlCache<number>(1000);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('never caches with a zero time to live', async () => {
    const cache = new TtlCache<number>(0);
    const load = jest.fn(async () => 1);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the oldest entries past its size', async () => {
    const cache = new TtlCache<string>(1000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });
});
