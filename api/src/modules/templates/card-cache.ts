import { LRUCache } from 'lru-cache';
import { Template } from './template.entity';
import type { TemplateCounters } from './template.repository';

/**
 * List items kept per process: about 30 MB of templates without their workflows, the ones lists
 * show most (every list's first pages, the popular and newest orders).
 */
const MAX_CARDS = 10_000;

/**
 * The list items of the catalogue (templates without their workflows) per content version, as
 * GraphQL resolves them: a page whose templates were all shown before reads nothing from
 * PostgreSQL, its counters coming from the catalogue index (docs/DECISIONS.md, "What a list
 * costs"). A content change moves the version, so an item kept under an older one is never shown
 * again. Kept items are never handed out: each page gets copies with its counters.
 */
export class CardCache {
  private readonly cards = new LRUCache<string, Template>({ max: MAX_CARDS });

  /** The kept items of these ids at this version, in order: undefined when any is missing. */
  get(version: number, ids: readonly string[]): Template[] | undefined {
    const found: Template[] = [];
    for (const id of ids) {
      const card = this.cards.get(`${version}|${id}`);
      if (!card) return undefined;
      found.push(card);
    }
    return found;
  }

  /** Keeps these items, read at this version or later. */
  set(version: number, templates: readonly Template[]): void {
    for (const template of templates) this.cards.set(`${version}|${template.id}`, template);
  }

  /** A copy of `card` with these counters. */
  static withCounters(card: Template, counters: TemplateCounters): Template {
    return Object.assign(new Template(), card, counters);
  }
}
