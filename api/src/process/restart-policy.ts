export interface RestartPolicyOptions {
  /** The wait before the first restart; each crash in the window doubles it. Default 1 s. */
  firstDelayMs?: number;
  /** The longest wait between restarts. Default 30 s. */
  maxDelayMs?: number;
  /** More crashes than this within `windowMs` is a crash loop: give up. Default 5. */
  maxCrashes?: number;
  /** How far back crashes count. Default 60 s. */
  windowMs?: number;
  now?: () => number;
}

/**
 * When the cluster's primary restarts an API process that died: after a wait that doubles with
 * each recent crash, and not at all once crashes come faster than `maxCrashes` a `windowMs`
 * (a bad deploy or a broken database would otherwise fork, crash and fork again forever; the
 * primary exits instead, for its own supervisor to act).
 */
export class RestartPolicy {
  private crashes: number[] = [];
  private readonly now: () => number;

  constructor(private readonly options: RestartPolicyOptions = {}) {
    this.now = options.now ?? Date.now;
  }

  /** Records a crash: the milliseconds to wait before restarting, or undefined to give up. */
  crashed(): number | undefined {
    const {
      firstDelayMs = 1000,
      maxDelayMs = 30_000,
      maxCrashes = 5,
      windowMs = 60_000,
    } = this.options;
    const now = this.now();
    this.crashes = this.crashes.filter((at) => now - at < windowMs);
    this.crashes.push(now);
    if (this.crashes.length > maxCrashes) return undefined;
    return Math.min(maxDelayMs, firstDelayMs * 2 ** (this.crashes.length - 1));
  }
}
