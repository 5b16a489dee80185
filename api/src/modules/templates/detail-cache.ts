import { LRUCache } from 'lru-cache';
import { headOf, withCounters } from './counters-last';
import type { TemplateCounters } from './template.repository';

/**
 * At most this many characters of details kept per process (about 32 MB): some 3,000 details of
 * the corpus's average size (10 kB, most of it the workflow), the ones visitors open most.
 */
const MAX_CHARACTERS = 32_000_000;

/** A presented detail serialized without its counters, which each answer adds. */
export class KeptDetail {
  constructor(
    /** The JSON of the presented template without counters, less its closing brace. */
    private readonly head: string,
  ) {}

  /** The whole JSON, these counters last. */
  withCounters(counters: TemplateCounters): string {
    return withCounters(this.head, counters);
  }
}

/**
 * Templates' details as REST sends them, serialized once per catalogue content version
 * (docs/DECISIONS.md, "What a detail costs"). A content change moves the version, so a detail
 * kept under an older one is never answered again; the counters (views, downloads, saves) are no
 * content and are read for every answer.
 */
export class DetailCache {
  private readonly heads = new LRUCache<string, string>({
    maxSize: MAX_CHARACTERS,
    sizeCalculation: (head) => head.length,
  });

  get(version: number, id: string): KeptDetail | undefined {
    const head = this.heads.get(`${version}|${id}`);
    return head === undefined ? undefined : new KeptDetail(head);
  }

  /** Keeps `presented` (its counters left out) for this version, and returns it. */
  set(version: number, id: string, presented: object): KeptDetail {
    const head = headOf(presented);
    this.heads.set(`${version}|${id}`, head);
    return new KeptDetail(head);
  }
}
