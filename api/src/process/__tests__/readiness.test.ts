import { createLogger } from '../../core/logger';
import { Readiness } from '../readiness';

/** A warm-up that fails its first `failures` runs, then succeeds; counts its runs. */
function flaky(failures: number) {
  const warmUp = {
    name: 'catalogue',
    runs: 0,
    run: async () => {
      warmUp.runs += 1;
      if (warmUp.runs <= failures) throw new Error(`not yet (${warmUp.runs})`);
    },
  };
  return warmUp;
}

async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('a process becoming ready', () => {
  const logs: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void logs.push(line) });
  const lines = () => logs.map((line) => JSON.parse(line) as Record<string, unknown>);
  beforeEach(() => (logs.length = 0));

  it('is not ready before its warm-ups ran, and ready once every one succeeded', async () => {
    let finish: () => void = () => undefined;
    const slow = { name: 'slow', run: () => new Promise<void>((resolve) => (finish = resolve)) };
    const quickRun = Promise.resolve();
    const quick = { name: 'quick', run: () => quickRun };
    const readiness = new Readiness([slow, quick], logger);
    expect(readiness.ready).toBe(false);

    readiness.start();
    // The readiness heard of the quick success before this await resumes (it listened first):
    // only the slow warm-up is left.
    await quickRun;
    expect(readiness.ready).toBe(false);
    finish();
    await until(() => readiness.ready);
    expect(lines().filter((line) => line.msg === 'process ready')).toHaveLength(1);
  });

  it('logs a failed warm-up and runs it again, waiting longer each time, not ready meanwhile', async () => {
    const warmUp = flaky(3);
    const readiness = new Readiness([warmUp], logger, { retryMs: 10, maxRetryMs: 25 });
    readiness.start();
    await until(() => warmUp.runs === 3);
    expect(readiness.ready).toBe(false);
    await until(() => readiness.ready);

    expect(warmUp.runs).toBe(4);
    expect(
      lines()
        .filter((line) => line.level === 50)
        .map((line) => [line.msg, line.warmUp, line.retryInMs]),
    ).toEqual([
      ['warm-up failed: not ready, trying again', 'catalogue', 10],
      ['warm-up failed: not ready, trying again', 'catalogue', 20],
      ['warm-up failed: not ready, trying again', 'catalogue', 25],
    ]);
  });

  it('stops trying at shutdown', async () => {
    jest.useFakeTimers();
    try {
      const warmUp = flaky(Infinity);
      const readiness = new Readiness([warmUp], logger, { retryMs: 10 });
      readiness.start();
      await jest.advanceTimersByTimeAsync(10);
      expect(warmUp.runs).toBe(2);
      await readiness.stop();
      // Any retry still scheduled would have come long before.
      await jest.advanceTimersByTimeAsync(60_000);

      expect(warmUp.runs).toBe(2);
      expect(readiness.ready).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is ready at once with nothing to warm up', () => {
    const readiness = new Readiness([], logger);
    readiness.start();
    expect(readiness.ready).toBe(true);
  });
});
