import type { Logger } from '../../../core/logger';
import { CatalogueIndex } from './catalogue-index';
import type { CatalogueIndexRepository } from './catalogue-index.repository';

/** The notification channel the catalogue version triggers announce `version:counters` on. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

export interface CatalogueIndexSourceOptions {
  /**
   * `checked`: every call reads the catalogue version and waits for an index of that version, so
   * a request sees every write committed before it (tests, and the cache-off benchmark).
   * `notified`: the version comes from `catalogue_changed` notifications (`notify()`); calls are
   * answered from the newest index built, while a newer one is built in the background. A change
   * shows once that build is done: for 100,000 templates, a few seconds.
   */
  freshness: 'checked' | 'notified';
  /**
   * In `notified` mode, counters (views, downloads) reorder "popular" at most this often: every
   * visit moves them, and a reorder sorts the whole catalogue.
   */
  countersRefreshMs?: number;
  logger?: Logger;
}

/** `version:counters` as two numbers. */
function parseVersion(version: string): [number, number] {
  const [content, counters] = version.split(':').map(Number);
  return [content || 0, counters || 0];
}

function newer(a: string, b: string | undefined): boolean {
  if (b === undefined) return true;
  const [contentA, countersA] = parseVersion(a);
  const [contentB, countersB] = parseVersion(b);
  return contentA > contentB || (contentA === contentB && countersA > countersB);
}

/**
 * Keeps the process's `CatalogueIndex` in step with PostgreSQL: a content change (a new version)
 * builds a new index from one snapshot; a counters-only change recomputes the popular order on
 * the current one. One build at a time; builds asked for meanwhile are folded into the next.
 */
export class CatalogueIndexSource {
  private index: CatalogueIndex | undefined;
  /** The newest version heard of (notified mode) or read (checked mode). */
  private latest: string | undefined;
  private refreshing: Promise<CatalogueIndex> | undefined;
  private countersTimer: NodeJS.Timeout | undefined;
  private lastCountersRefresh = 0;
  private readonly listeners = new Set<(index: CatalogueIndex) => void>();

  constructor(
    private readonly repository: CatalogueIndexRepository,
    private readonly options: CatalogueIndexSourceOptions,
  ) {}

  /** The index to answer a request with (see `freshness`). */
  async current(): Promise<CatalogueIndex> {
    if (this.options.freshness === 'checked') {
      this.heard(await this.repository.version());
      while (!this.index || newer(this.latest as string, this.index.version)) {
        await this.refresh();
      }
      return this.index;
    }
    if (!this.index) return this.refresh();
    return this.index;
  }

  /**
   * The catalogue's content version for a request: read from PostgreSQL when checked; when
   * notified, the newest heard of, ahead of the index's own while a newer index is built, so what
   * is keyed by it (a detail's JSON) follows a change as soon as its notification arrives. Call
   * it notified only once the notifications are followed: the first call reads the version.
   */
  async contentVersion(): Promise<number> {
    if (this.options.freshness === 'checked' || this.latest === undefined) {
      this.heard(await this.repository.version());
    }
    return parseVersion(this.latest as string)[0];
  }

  /** A version announced by a notification (or read after a reconnect). */
  notify(version: string): void {
    this.heard(version);
    // Checked: the next request reads the version itself; nothing is built behind its back.
    if (this.options.freshness === 'checked') return;
    if (!this.index || !newer(version, this.index.version) || this.refreshing) return;
    const [content] = parseVersion(version);
    const [indexed] = parseVersion(this.index.version);
    if (content === indexed) {
      this.scheduleCountersRefresh();
      return;
    }
    void this.refresh().catch(() => undefined);
  }

  /** After a lost connection: notifications may have been missed, so ask. */
  async resync(): Promise<void> {
    this.notify(await this.repository.version());
  }

  /** Called with each new index (e.g. to drop cached pages of older versions). */
  onIndex(listener: (index: CatalogueIndex) => void): void {
    this.listeners.add(listener);
  }

  close(): void {
    clearTimeout(this.countersTimer);
  }

  private heard(version: string): void {
    if (newer(version, this.latest)) this.latest = version;
  }

  private scheduleCountersRefresh(): void {
    if (this.countersTimer) return;
    const wait = Math.max(
      0,
      this.lastCountersRefresh + (this.options.countersRefreshMs ?? 10_000) - Date.now(),
    );
    this.countersTimer = setTimeout(() => {
      this.countersTimer = undefined;
      void this.refresh().catch(() => undefined);
    }, wait);
    this.countersTimer.unref();
  }

  /** Brings the index up to the newest version heard of; one refresh at a time. */
  private refresh(): Promise<CatalogueIndex> {
    this.refreshing ??= this.load().finally(() => {
      this.refreshing = undefined;
      // Something newer was announced while loading: load again (notified mode).
      if (this.options.freshness === 'notified' && this.index && this.latest) {
        this.notify(this.latest);
      }
    });
    return this.refreshing;
  }

  private async load(): Promise<CatalogueIndex> {
    const started = Date.now();
    try {
      const current = this.index;
      const [wanted] = parseVersion(this.latest ?? '0:0');
      let next: CatalogueIndex;
      if (current && parseVersion(current.version)[0] >= wanted) {
        const { version, counters } = await this.repository.counters();
        next =
          parseVersion(version)[0] === parseVersion(current.version)[0]
            ? current.withCounters(version, counters)
            : await this.build();
        this.lastCountersRefresh = Date.now();
      } else {
        next = await this.build();
      }
      this.heard(next.version);
      this.index = next;
      this.options.logger?.debug(
        { version: next.version, templates: next.size, ms: Date.now() - started },
        'catalogue index ready',
      );
      for (const listener of this.listeners) listener(next);
      return next;
    } catch (error) {
      this.options.logger?.error({ err: error }, 'catalogue index could not be built');
      throw error;
    }
  }

  /** Requests go on being answered from the current index while the next one is built. */
  private async build(): Promise<CatalogueIndex> {
    const { version, rows } = await this.repository.snapshot();
    return CatalogueIndex.build(version, rows);
  }
}
