import type { Logger } from '../core/logger';
import type { Services } from '../services';

/** Work a process does at start before it takes users: one feature's `warmUp`. */
export interface WarmUp {
  name: string;
  run(): Promise<void>;
}

export interface ReadinessOptions {
  /** The wait before the first retry of a failed warm-up; each further retry waits twice as long. */
  retryMs?: number;
  /** The longest wait between two retries. */
  maxRetryMs?: number;
}

/**
 * Whether this process should be sent users yet (`/readyz`), as opposed to whether it is alive
 * (`/healthz`). The process listens at once, so liveness checks and a drain at shutdown work
 * while it warms up; readiness waits for every feature's warm-up (the catalogue's search index:
 * seconds at 100,000 templates, which a first search would otherwise spend). A warm-up that fails
 * is logged and tried again with a growing wait, and the process stays not ready meanwhile: a
 * load balancer keeps users away from it rather than send them an error.
 */
export class Readiness {
  private readonly pending: Set<string>;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly attempts = new Set<Promise<void>>();
  private started = false;
  private stopped = false;
  private readonly startedAt = Date.now();

  constructor(
    private readonly warmUps: readonly WarmUp[],
    private readonly logger: Logger,
    private readonly options: ReadinessOptions = {},
  ) {
    this.pending = new Set(warmUps.map((warmUp) => warmUp.name));
  }

  /** Every feature's warm-up (`FeatureModule.warmUp`), in registry order. */
  static of(services: Services, options?: ReadinessOptions): Readiness {
    const warmUps = services.features.flatMap((feature) =>
      feature.warmUp ? [{ name: feature.name, run: () => feature.warmUp!(services) }] : [],
    );
    return new Readiness(warmUps, services.logger, options);
  }

  /** True once every warm-up succeeded (at once when there are none). */
  get ready(): boolean {
    return this.pending.size === 0;
  }

  /** Runs the warm-ups, all at once, in the background; a second call does nothing. */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const warmUp of this.warmUps) this.attempt(warmUp, this.options.retryMs ?? 1_000);
    if (this.ready) this.logger.info('process ready');
  }

  /**
   * At shutdown: no more retries, and the attempt under way (if any) given up to `maxWaitMs` to
   * settle before the database closes under it.
   */
  async stop(maxWaitMs = 5_000): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs)));
    await Promise.race([Promise.all(this.attempts), late]);
    clearTimeout(timer);
  }

  private attempt(warmUp: WarmUp, nextWaitMs: number): void {
    const attempt = warmUp
      .run()
      .then(
        () => {
          this.pending.delete(warmUp.name);
          if (this.ready && !this.stopped) {
            this.logger.info({ ms: Date.now() - this.startedAt }, 'process ready');
          }
        },
        (err: unknown) => {
          if (this.stopped) return;
          this.logger.error(
            { err, warmUp: warmUp.name, retryInMs: nextWaitMs },
            'warm-up failed: not ready, trying again',
          );
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            const longer = Math.min(nextWaitMs * 2, this.options.maxRetryMs ?? 30_000);
            this.attempt(warmUp, longer);
          }, nextWaitMs);
          this.timers.add(timer);
        },
      )
      .finally(() => this.attempts.delete(attempt));
    this.attempts.add(attempt);
  }
}
