/**
 * The order Jest starts test files in, so that at most one browser journey runs at a time while
 * the other worker runs API and web files beside it (docs/TESTING.md).
 *
 * A journey runs Chromium, two API processes and its own database: two at once on two cores take
 * nearly as long as one after the other, while an API or web file beside a journey finds a core
 * mostly free. Jest starts the files in the order `sort` answers, each as soon as a worker is
 * free, so the order is read off a simulated run: whenever a worker frees up, it takes the
 * longest journey left unless the other worker is running one, and the longest other file
 * otherwise; as in Jest's own order, a file that failed in the last run goes before the others of
 * its kind, so a fix is known early. Durations come from Jest's record of the last run; a file it
 * has not timed yet (a clean clone) is estimated from its size.
 */
const Sequencer = require('@jest/test-sequencer').default;

/** The project whose files each drive a browser. */
const BROWSER_PROJECT = 'e2e';

/**
 * Milliseconds per byte of test file by project, for files Jest has no timing of: whole runs
 * one file at a time on a two-core machine took about 8 s per KB of journey, 0.7 of API test
 * and 0.4 of web test.
 */
const MS_PER_BYTE = { e2e: 8, api: 0.7, web: 0.4, shared: 0.4 };

const projectOf = (test) => test.context.config.displayName?.name ?? '';

class OneBrowserAtATime extends Sequencer {
  constructor(options) {
    super(options);
    this.workers = Math.max(1, options.globalConfig.maxWorkers);
  }

  sort(tests) {
    // Jest's own sort reads each file's last duration into `test.duration` (and is the order
    // kept with a single worker).
    const sorted = super.sort(tests);
    if (this.workers < 2) return sorted;
    const expected = (test) =>
      test.duration ??
      (test.context.hasteFS.getSize(test.path) ?? 0) * (MS_PER_BYTE[projectOf(test)] ?? 0.5);
    const byLength = (files) =>
      files
        .map((test) => ({ test, ms: expected(test), failed: this.hasFailed(test) }))
        .sort((a, b) => Number(b.failed) - Number(a.failed) || b.ms - a.ms);
    const journeys = byLength(sorted.filter((test) => projectOf(test) === BROWSER_PROJECT));
    const others = byLength(sorted.filter((test) => projectOf(test) !== BROWSER_PROJECT));
    if (journeys.length === 0 || others.length === 0) return sorted;

    /** Each worker's running file: when it ends and whether it is a journey. */
    const running = Array.from({ length: this.workers }, () => ({ endsAt: 0, journey: false }));
    const order = [];
    while (journeys.length > 0 || others.length > 0) {
      const worker = running.reduce((first, next) => (next.endsAt < first.endsAt ? next : first));
      const now = worker.endsAt;
      const journeyRunning = running.some(
        (other) => other !== worker && other.journey && other.endsAt > now,
      );
      const next =
        journeys.length > 0 && (!journeyRunning || others.length === 0)
          ? { ...journeys.shift(), journey: true }
          : { ...others.shift(), journey: false };
      order.push(next.test);
      worker.endsAt = now + next.ms;
      worker.journey = next.journey;
    }
    return order;
  }
}

module.exports = OneBrowserAtATime;
