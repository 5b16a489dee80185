import type { Logger } from './logger';

/**
 * Work found by time rather than by a request (a plan period about to end, a renewal due), run in
 * every API process: at start, then every `everyMs`, never twice at once in one process. The work
 * itself must be safe when several processes find the same thing (a lock, a once-only key).
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly name: string,
    private readonly work: () => Promise<void>,
    private readonly logger: Logger,
    private readonly everyMs: number,
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
    this.running = this.work()
      .catch((err: unknown) => this.logger.error({ err }, `${this.name} failed`))
      .finally(() => (this.running = undefined));
  }
}
