import path from 'node:path';

// The repository's Jest sequencer (scripts/jest), plain CommonJS read by Jest itself.
const OneBrowserAtATime = require(
  path.resolve(__dirname, '../../scripts/jest/one-browser-at-a-time.cjs'),
);

interface FakeTest {
  path: string;
  duration?: number;
  context: {
    config: { cache: boolean; displayName: { name: string } };
    hasteFS: { getSize(file: string): number };
  };
}

/** A test file of `project` of `bytes` bytes, with a last duration when `ms` is given. */
function file(project: string, name: string, bytes: number, ms?: number): FakeTest {
  return {
    path: `/repo/${project}/${name}`,
    context: {
      config: { cache: false, displayName: { name: project } },
      hasteFS: { getSize: () => bytes },
    },
    ...(ms === undefined ? {} : { duration: ms }),
  };
}

function sort(tests: FakeTest[], maxWorkers = 2, failed: string[] = []): string[] {
  const sequencer = new OneBrowserAtATime({ contexts: [], globalConfig: { maxWorkers } });
  // The last run's durations are the ones given here, and only the `failed` files failed.
  sequencer.time = (test: FakeTest) => test.duration;
  sequencer.hasFailed = (test: FakeTest) => failed.includes(test.path.replace('/repo/', ''));
  return (sequencer.sort(tests) as FakeTest[]).map((test) => test.path.replace('/repo/', ''));
}

describe('the order test files start in (scripts/jest/one-browser-at-a-time.cjs)', () => {
  it('starts the longest journey and the longest other file first, then keeps journeys apart', () => {
    const order = sort([
      file('e2e', 'short.e2e.test.ts', 2_000),
      file('e2e', 'long.e2e.test.ts', 40_000),
      file('api', 'a.test.ts', 30_000),
      file('api', 'b.test.ts', 200_000),
      file('api', 'c.test.ts', 190_000),
      file('web', 'd.test.tsx', 10_000),
    ]);
    // The long journey (about 320 s) runs beside every other file but the short journey, which
    // waits for it; the API and web files (at most 140 s each) fill the other worker meanwhile.
    expect(order).toEqual([
      'e2e/long.e2e.test.ts',
      'api/b.test.ts',
      'api/c.test.ts',
      'api/a.test.ts',
      'web/d.test.tsx',
      'e2e/short.e2e.test.ts',
    ]);
  });

  it('uses the last run’s durations when Jest has them', () => {
    const order = sort([
      file('e2e', 'big-but-quick.e2e.test.ts', 90_000, 1_000),
      file('e2e', 'small-but-slow.e2e.test.ts', 1_000, 90_000),
      file('api', 'a.test.ts', 1_000, 50_000),
      file('api', 'b.test.ts', 1_000, 40_000),
    ]);
    expect(order).toEqual([
      'e2e/small-but-slow.e2e.test.ts',
      'api/a.test.ts',
      'api/b.test.ts',
      'e2e/big-but-quick.e2e.test.ts',
    ]);
  });

  it('starts the files that failed in the last run before the others of their kind', () => {
    const order = sort(
      [
        file('e2e', 'long.e2e.test.ts', 1_000, 90_000),
        file('e2e', 'failed.e2e.test.ts', 1_000, 10_000),
        file('api', 'long.test.ts', 1_000, 50_000),
        file('api', 'failed.test.ts', 1_000, 1_000),
      ],
      2,
      ['e2e/failed.e2e.test.ts', 'api/failed.test.ts'],
    );
    expect(order).toEqual([
      'e2e/failed.e2e.test.ts',
      'api/failed.test.ts',
      'api/long.test.ts',
      'e2e/long.e2e.test.ts',
    ]);
  });

  it('keeps Jest’s order with one worker', () => {
    const tests = [file('api', 'a.test.ts', 1_000), file('e2e', 'b.e2e.test.ts', 2_000)];
    expect(sort(tests, 1)).toEqual(['e2e/b.e2e.test.ts', 'api/a.test.ts']);
  });
});
