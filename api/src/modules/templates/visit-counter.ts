/** What a visit counts: a detail view or a download. */
export type VisitKind = 'view' | 'download';

/** One visitor's view or download of one template in the window starting at `windowStart`. */
export interface Visit {
  /** A keyed hash naming the visitor (hex). */
  visitor: string;
  templateId: string;
  kind: VisitKind;
  /** Epoch milliseconds. */
  windowStart: number;
}

/** Views and downloads a template gained here that the database does not hold yet. */
export interface PendingCounts {
  views: number;
  downloads: number;
}

export interface VisitCounterOptions {
  /** Stores a batch; only visits not stored before add to the templates' counters. */
  write: (visits: Visit[]) => Promise<void>;
  /** Drops stored visits of windows that started before `before`. */
  prune: (before: Date) => Promise<void>;
  /** A visitor counts once per template and kind in each window of this length. */
  windowMs: number;
  /** Visits are written in one statement this often (0: only on `flush()`). */
  flushEveryMs: number;
  now?: () => number;
  onError?: (error: unknown) => void;
  /** Visits remembered per window before the memory starts over (then the database dedupes). */
  maxRemembered?: number;
}

/**
 * Counts each visitor's view or download of a template once per window, across API processes,
 * without a write per request. A first layer here drops what this process counted already in the
 * window; the rest is written in one statement per interval that stores each visit as a row and
 * adds to the counters only the rows that were new (another process may have counted the same
 * visitor). A visit not yet written is still reported: `pending(id)` is added to what the database
 * says. Visits pending in a process that crashes are lost, which a page counter can afford.
 */
export class VisitCounter {
  private batch: Visit[] = [];
  private counts = new Map<string, PendingCounts>();
  private remembered = new Set<string>();
  private rememberedWindow = Number.NaN;
  private prunedWindow = Number.NaN;
  /** Whether this process has written a batch: only then does it prune. */
  private wrote = false;
  private flushing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout | undefined;
  private readonly now: () => number;

  constructor(private readonly options: VisitCounterOptions) {
    this.now = options.now ?? Date.now;
    if (options.flushEveryMs > 0) {
      this.timer = setInterval(
        () => void this.flush().catch(options.onError ?? (() => undefined)),
        options.flushEveryMs,
      );
      this.timer.unref();
    }
  }

  /** Counts `visitor`'s visit unless this process counted it in this window; true when counted. */
  add(visitor: string, templateId: string, kind: VisitKind): boolean {
    const windowStart = this.windowOf(this.now());
    if (windowStart !== this.rememberedWindow) {
      this.remembered.clear();
      this.rememberedWindow = windowStart;
    }
    const key = `${kind}:${templateId}:${visitor}`;
    if (this.remembered.has(key)) return false;
    if (this.remembered.size >= (this.options.maxRemembered ?? 100_000)) this.remembered.clear();
    this.remembered.add(key);
    this.batch.push({ visitor, templateId, kind, windowStart });
    const counts = this.counts.get(templateId) ?? { views: 0, downloads: 0 };
    if (kind === 'view') counts.views += 1;
    else counts.downloads += 1;
    this.counts.set(templateId, counts);
    return true;
  }

  /** Views and downloads of `templateId` counted here and not yet written. */
  pending(templateId: string): PendingCounts {
    return this.counts.get(templateId) ?? { views: 0, downloads: 0 };
  }

  /**
   * Writes every pending visit in one statement, then, once per window, drops the stored visits
   * of windows before the previous one (a late batch of the previous window still meets its
   * rows). Flushes run one after another.
   */
  flush(): Promise<void> {
    const next = this.flushing
      .catch(() => undefined)
      .then(async () => {
        if (await this.writePending()) this.wrote = true;
        // A process that never counted a visit (an ingest, a migration) leaves pruning to those
        // that do, and closes without a statement even when the database is gone.
        const current = this.windowOf(this.now());
        if (!this.wrote || current === this.prunedWindow) return;
        await this.options.prune(new Date(current - this.options.windowMs));
        this.prunedWindow = current;
      });
    this.flushing = next;
    return next;
  }

  /** Stops the timer and writes what is pending (at shutdown). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Writes the pending batch; true when there was one. */
  private async writePending(): Promise<boolean> {
    if (this.batch.length === 0) return false;
    const { batch, counts } = this;
    this.batch = [];
    this.counts = new Map();
    try {
      await this.options.write(batch);
    } catch (error) {
      // Kept for the next flush rather than lost.
      this.batch = batch.concat(this.batch);
      for (const [id, { views, downloads }] of counts) {
        const merged = this.counts.get(id) ?? { views: 0, downloads: 0 };
        this.counts.set(id, {
          views: merged.views + views,
          downloads: merged.downloads + downloads,
        });
      }
      throw error;
    }
    return true;
  }

  private windowOf(time: number): number {
    return Math.floor(time / this.options.windowMs) * this.options.windowMs;
  }
}
