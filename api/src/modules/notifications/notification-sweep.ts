import type { Logger } from '../../core/logger';
import type { NotificationService } from './notification.service';

/** How often each process looks for plan periods about to end. */
export const SWEEP_EVERY_MS = 15 * 60_000;

/**
 * Runs the notifications found by time rather than by a request (a plan period about to end),
 * in every API process: at start, then every SWEEP_EVERY_MS. Processes may find the same event;
 * `notifyOnce` lets one tell it.
 */
export class NotificationSweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly notifications: NotificationService,
    private readonly logger: Logger,
    private readonly everyMs = SWEEP_EVERY_MS,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.run(), this.everyMs);
    this.timer.unref();
    this.run();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private run(): void {
    if (this.running) return;
    this.running = this.notifications
      .sweepPeriodsEnding()
      .then((told) => {
        if (told > 0) this.logger.info({ told }, 'told plan holders their period ends soon');
      })
      .catch((err: unknown) => this.logger.error({ err }, 'the notification sweep failed'))
      .finally(() => (this.running = undefined));
  }
}
