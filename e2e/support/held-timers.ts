import type { Page } from 'playwright-core';

/**
 * Holds the page's timers of exactly `delay` ms, started from now on, until the answered
 * `release` runs them: a screen that closes itself after a while (a success screen) stays up for
 * as long as a check of it takes. Every other timer runs as usual, axe's own included, which a
 * paused Playwright clock would stop as well.
 */
export async function holdTimersOf(page: Page, delay: number): Promise<() => Promise<void>> {
  await page.evaluate((held) => {
    const { setTimeout: start, clearTimeout: clear } = window;
    const waiting = new Map<number, () => void>();
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      if (ms !== held || typeof handler !== 'function') return start(handler, ms, ...args);
      const id = start(() => undefined, 0);
      waiting.set(id, () => handler(...args));
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) waiting.delete(id);
      clear(id);
    }) as typeof window.clearTimeout;
    (window as unknown as { __releaseHeldTimers(): void }).__releaseHeldTimers = () => {
      window.setTimeout = start;
      window.clearTimeout = clear;
      for (const run of waiting.values()) run();
      waiting.clear();
    };
  }, delay);
  return () =>
    page.evaluate(() =>
      (window as unknown as { __releaseHeldTimers(): void }).__releaseHeldTimers(),
    );
}
