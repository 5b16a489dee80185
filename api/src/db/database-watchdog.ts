import type { Logger } from '../core/logger';

export interface DatabaseWatchdogOptions {
  /** How long the database may stay unreachable before the watchdog gives up. */
  giveUpMs: number;
  /** Called once, after the database has failed every probe for `giveUpMs`. */
  onGiveUp: (reason: string) => void;
  logger: Logger;
}

/**
 * Probes the database (`SELECT 1`, see DatabaseProbe) every few seconds. A server whose database is gone cannot
 * serve anything: rather than answer 500 forever, it retries for a bounded time (a restart or a
 * failover of PostgreSQL is ridden out; /healthz answers 503 meanwhile), then says so in one
 * line and gives up, so the process exits and its supervisor restarts it.
 */
export class DatabaseWatchdog {
  private timer: NodeJS.Timeout | undefined;
  private failingSince: number | undefined;
  private stopped = false;

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly options: DatabaseWatchdogOptions,
  ) {}

  /** Between probes: often enough to notice within the bound, at most every 2 s. */
  get intervalMs(): number {
    return Math.max(100, Math.min(2000, Math.floor(this.options.giveUpMs / 5)));
  }

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.check(), this.intervalMs);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    const failure = await this.probeOnce();
    if (this.stopped) return;
    const { logger, giveUpMs } = this.options;
    const seconds = Math.round(giveUpMs / 1000);
    if (failure === undefined) {
      if (this.failingSince !== undefined) logger.info('the database answers again');
      this.failingSince = undefined;
    } else if (this.failingSince === undefined) {
      this.failingSince = Date.now();
      logger.warn(`the database does not answer (${failure}); retrying for ${seconds} s`);
    } else if (Date.now() - this.failingSince >= giveUpMs) {
      this.stop();
      this.options.onGiveUp(`the database has not answered for ${seconds} s (${failure})`);
      return;
    }
    this.schedule();
  }

  /** The failure's message, or undefined when the database answered in time. */
  private async probeOnce(): Promise<string | undefined> {
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => reject(new Error('no answer in 5 s')), 5000);
    });
    try {
      await Promise.race([this.probe(), timedOut]);
      return undefined;
    } catch (error) {
      const message = (error as { message?: unknown })?.message;
      return typeof message === 'string' ? message : String(error);
    } finally {
      clearTimeout(timeout);
    }
  }
}
