/** Writes a batch of view deltas: `ids[i]` gained `deltas[i]` views. */
export type ViewWriter = (ids: string[], deltas: number[]) => Promise<void>;

/**
 * Views counted in memory and written in one statement per interval instead of one UPDATE per
 * detail request (two writes with the search projection's trigger). A hot template's page then
 * writes once a second whatever its traffic. Deltas are added, never assigned, so several API
 * processes flushing into one database stay exact. A view not yet flushed is still reported:
 * `pending(id)` is added to what the database says. Views pending in a process that crashes are
 * lost, which a page-view counter can afford.
 */
export class ViewCounter {
  private pendingViews = new Map<string, number>();
  private flushing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: ViewWriter,
    flushEveryMs: number,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    if (flushEveryMs > 0) {
      this.timer = setInterval(() => void this.flush().catch(this.onError), flushEveryMs);
      this.timer.unref();
    }
  }

  add(id: string): void {
    this.pendingViews.set(id, (this.pendingViews.get(id) ?? 0) + 1);
  }

  /** Views of `id` counted here and not yet in the database. */
  pending(id: string): number {
    return this.pendingViews.get(id) ?? 0;
  }

  /** Writes every pending view in one statement; flushes run one after another. */
  flush(): Promise<void> {
    const next = this.flushing
      .catch(() => undefined)
      .then(async () => {
        if (this.pendingViews.size === 0) return;
        const batch = this.pendingViews;
        this.pendingViews = new Map();
        try {
          await this.write([...batch.keys()], [...batch.values()]);
        } catch (error) {
          // Kept for the next flush rather than lost.
          for (const [id, delta] of batch) {
            this.pendingViews.set(id, (this.pendingViews.get(id) ?? 0) + delta);
          }
          throw error;
        }
      });
    this.flushing = next;
    return next;
  }

  /** Stops the timer and writes what is pending (at shutdown). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
