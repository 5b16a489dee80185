import type { Logger } from '../../core/logger';
import { DatabaseWatchdog } from '../database-watchdog';

/** The lines a watchdog logs, by level. */
function recordingLogger(lines: string[]): Logger {
  const at = (level: string) => (message: string) => void lines.push(`${level}: ${message}`);
  return { info: at('info'), warn: at('warn') } as unknown as Logger;
}

/** The watchdog's probes and its clock run on Jest's fake timers: time passes when told to. */
describe('the database watchdog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives up once, after the database failed every probe for the whole bound', async () => {
    const lines: string[] = [];
    const gaveUp: Array<{ reason: string; at: number }> = [];
    const started = Date.now();
    const watchdog = new DatabaseWatchdog(() => Promise.reject(new Error('connect ECONNREFUSED')), {
      giveUpMs: 500,
      logger: recordingLogger(lines),
      onGiveUp: (reason) => gaveUp.push({ reason, at: Date.now() }),
    });
    watchdog.start();
    await jest.advanceTimersByTimeAsync(500);
    expect(gaveUp).toEqual([]);
    await jest.advanceTimersByTimeAsync(10_000);
    watchdog.stop();

    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0].reason).toBe('the database has not answered for 1 s (connect ECONNREFUSED)');
    expect(gaveUp[0].at - started).toBeGreaterThanOrEqual(500);
    expect(lines).toEqual([
      'warn: the database does not answer (connect ECONNREFUSED); retrying for 1 s',
    ]);
  });

  it('rides out an outage shorter than the bound', async () => {
    const lines: string[] = [];
    let down = true;
    const watchdog = new DatabaseWatchdog(
      () => (down ? Promise.reject(new Error('terminating connection')) : Promise.resolve()),
      { giveUpMs: 600, logger: recordingLogger(lines), onGiveUp: () => lines.push('gave up') },
    );
    watchdog.start();
    await jest.advanceTimersByTimeAsync(350);
    down = false;
    await jest.advanceTimersByTimeAsync(10_000);
    watchdog.stop();

    expect(lines).toEqual([
      'warn: the database does not answer (terminating connection); retrying for 1 s',
      'info: the database answers again',
    ]);
  });
});
