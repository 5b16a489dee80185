import { LRUCache } from 'lru-cache';
import { headOf } from './counters-last';

/**
 * Characters of list items kept per process: about 128 MB, the whole catalogue up to some 140,000
 * templates (a list item is about 880 characters of JSON). A larger catalogue keeps the items
 * shown most and reads the others (docs/DECISIONS.md, "What a list costs").
 */
export const CARD_CHARACTERS = 128_000_000;

/** What an entry costs besides its JSON: its key, its record and the cache's bookkeeping. */
const ENTRY_OVERHEAD = 160;

interface StoredCard {
  /** The presented list item without its counters, less its closing brace (`headOf`). */
  head: string;
  /** The catalogue content version the item is known to be current at: read at, or carried to. */
  content: number;
  /** The row's version when it was read (PostgreSQL's `xmin`). */
  stamp: number;
}

/** The one part of the catalogue index a carry-over reads. */
export interface StampedCatalogue {
  readonly contentVersion: number;
  readonly ids: readonly string[];
  /** Each template's row stamp as its snapshot read it, by template number (NaN: unknown). */
  readonly stamps: Float64Array;
}

/**
 * The catalogue's list items as REST sends them, serialized without their counters, for the
 * whole catalogue (docs/DECISIONS.md, "What a list costs"): a page then touches PostgreSQL not
 * at all, its counters coming from the catalogue index. An item is kept with the content version
 * and the row stamp it was read at; an index of a newer content version carries over every item
 * whose row its snapshot read unchanged, so a content change re-reads only what changed.
 */
export class CardStore {
  private readonly cards: LRUCache<string, StoredCard>;

  constructor(readonly maxCharacters = CARD_CHARACTERS) {
    this.cards = new LRUCache<string, StoredCard>({
      maxSize: maxCharacters,
      sizeCalculation: (card) => card.head.length + ENTRY_OVERHEAD,
    });
  }

  /** The kept item of `id` current at content version `content` (or newer), without counters. */
  head(id: string, content: number): string | undefined {
    const card = this.cards.get(id);
    return card !== undefined && card.content >= content ? card.head : undefined;
  }

  /** Whether `id` has an item current at `content`, without touching its recency. */
  has(id: string, content: number): boolean {
    const card = this.cards.peek(id);
    return card !== undefined && card.content >= content;
  }

  /** Keeps the item of a row read at content version `content` with stamp `stamp`; its head. */
  keep(id: string, content: number, stamp: number, presented: object): string {
    const head = headOf(presented);
    const kept = this.cards.peek(id);
    // An item read earlier than the one kept (two reads crossing) never replaces it.
    if (kept === undefined || kept.content <= content) this.cards.set(id, { head, content, stamp });
    return head;
  }

  /**
   * After an index of a newer content version: every kept item whose row the index's snapshot
   * read with the stamp the item was read with is that row unchanged, so current at the index's
   * version too. The others stay behind and are read again when shown.
   */
  carryOver(index: StampedCatalogue): void {
    const content = index.contentVersion;
    index.ids.forEach((id, doc) => {
      const card = this.cards.peek(id);
      if (card !== undefined && card.content < content && card.stamp === index.stamps[doc]) {
        card.content = content;
      }
    });
  }

  /** Whether the kept items fill nine tenths of the budget: reading more would evict others. */
  get full(): boolean {
    return this.cards.calculatedSize >= this.maxCharacters * 0.9;
  }

  get size(): number {
    return this.cards.size;
  }
}
