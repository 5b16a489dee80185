/**
 * The facets of the catalogue index: each template's category, complexity, trigger type and n8n
 * compatibility as codes and as one facet combination, the templates of each integration and
 * trigger type, the category and integration counts made from them, and a query's facet filters
 * as the combinations they allow.
 */
import { CATEGORIES } from '../categories';
import { COMPLEXITIES, N8N_COMPATIBILITIES, TRIGGER_TYPES } from '../template.entity';
import type { TemplateListQuery } from '../template-list-query';
import type { IndexedTemplate } from './catalogue-index';
import { NameMatcher } from './closest-names';
import type { Matches } from './matches';

/** A name and how many templates it covers. */
export interface NameCount {
  name: string;
  count: number;
}

/** Facet codes are 1-based positions in these lists (0: unknown); a combination is all four. */
const COMPLEXITY_CODES = COMPLEXITIES.length + 1;
const TRIGGER_CODES = TRIGGER_TYPES.length + 1;
const N8N_CODES = N8N_COMPATIBILITIES.length + 1;
export const COMBINATIONS = (CATEGORIES.length + 1) * COMPLEXITY_CODES * TRIGGER_CODES * N8N_CODES;

/**
 * What the index knows of each template besides its text and its orders. Built from one
 * snapshot and shared by the copies `CatalogueIndex.withCounters` makes; the lists made on first
 * use depend only on the content.
 */
export class IndexFacets {
  private readonly size: number;
  private readonly category: Uint8Array;
  private readonly complexity: Uint8Array;
  private readonly triggerType: Uint8Array;
  private readonly n8nCompatibility: Uint8Array;
  /**
   * Each template's facet combination (category, complexity, trigger type, n8n compatibility)
   * as one number.
   */
  readonly combination: Uint16Array;
  private readonly integrations = new Map<string, Int32Array>();
  /** Every integration with its templates' count, most used first: made on first use. */
  private integrationsByUse: NameCount[] | undefined;
  /** Each template's integrations, as positions in `integrationNames`: made on first use. */
  private usedIntegrations: { start: Int32Array; codes: Int32Array; names: string[] } | undefined;
  /** Templates by trigger type (`startedBy`), made on first use. */
  private readonly byTrigger = new Map<string, Int32Array>();
  /** Templates per category, most first (`categoryCounts`), made on first use. */
  private categoriesBySize: NameCount[] | undefined;
  /** The names of integrations and of categories, indexed by trigram on first use. */
  private matchers:
    { integrations: NameMatcher<NameCount>; categories: NameMatcher<NameCount> } | undefined;

  constructor(rows: readonly IndexedTemplate[]) {
    const n = rows.length;
    this.size = n;
    this.category = codes(rows, (row) => row.category, CATEGORIES);
    this.complexity = codes(rows, (row) => row.complexity, COMPLEXITIES);
    this.triggerType = codes(rows, (row) => row.triggerType, TRIGGER_TYPES);
    this.n8nCompatibility = codes(rows, (row) => row.n8nCompatibility ?? '', N8N_COMPATIBILITIES);
    this.combination = new Uint16Array(n);
    for (let doc = 0; doc < n; doc++) {
      const facets = this.category[doc] * COMPLEXITY_CODES + this.complexity[doc];
      this.combination[doc] =
        (facets * TRIGGER_CODES + this.triggerType[doc]) * N8N_CODES + this.n8nCompatibility[doc];
    }
    for (const [name, docs] of postingLists(rows, (row) => row.integrations)) {
      this.integrations.set(name, docs);
    }
  }

  /** Templates per category, most populated first, then by name; empty categories left out. */
  categoryCounts(): NameCount[] {
    if (!this.categoriesBySize) {
      const counts = new Array<number>(CATEGORIES.length + 1).fill(0);
      for (let doc = 0; doc < this.size; doc++) counts[this.category[doc]] += 1;
      this.categoriesBySize = CATEGORIES.map((name, i) => ({
        name: name as string,
        count: counts[i + 1],
      }))
        .filter((entry) => entry.count > 0)
        .sort(mostFirst);
    }
    return this.categoriesBySize.map((entry) => ({ ...entry }));
  }

  /** The `limit` most used integrations, most used first, then by name. */
  integrationCounts(limit: number): NameCount[] {
    return this.integrationsInUse()
      .slice(0, limit)
      .map((entry) => ({ ...entry }));
  }

  /** How many templates use the integration named so (0 for none). */
  integrationCount(name: string): number {
    return this.integrations.get(name)?.length ?? 0;
  }

  /** Whether some template uses the integration named so. */
  hasIntegration(name: string): boolean {
    return this.integrations.has(name);
  }

  /** The templates (ascending) that use the integration named so; undefined for none. */
  templatesOf(integration: string): Int32Array | undefined {
    return this.integrations.get(integration);
  }

  /** Every integration some template uses, in the order first met. */
  integrationNames(): IterableIterator<string> {
    return this.integrations.keys();
  }

  /**
   * The at most `limit` integrations, or categories, whose names are closest to `words`
   * (`NameMatcher`), each with how many templates it has; `skip` leaves names out.
   */
  closestNames(
    of: 'integrations' | 'categories',
    words: readonly string[],
    limit: number,
    skip?: ReadonlySet<string>,
  ): NameCount[] {
    this.matchers ??= {
      integrations: new NameMatcher(this.integrationsInUse()),
      categories: new NameMatcher(this.categoryCounts()),
    };
    return this.matchers[of].closest(words, limit, skip).map((entry) => ({ ...entry }));
  }

  private integrationsInUse(): readonly NameCount[] {
    this.integrationsByUse ??= [...this.integrations]
      .map(([name, docs]) => ({ name, count: docs.length }))
      .sort(mostFirst);
    return this.integrationsByUse;
  }

  /**
   * What the templates `docs` hold: their categories and integrations, each with how many of
   * them, most first, then by name. Costs a pass over their integrations: for empty results only.
   */
  countsIn(docs: Int32Array): { categories: NameCount[]; integrations: NameCount[] } {
    if (docs.length === 0) return { categories: [], integrations: [] };
    const byCategory = new Array<number>(CATEGORIES.length + 1).fill(0);
    const { start, codes, names } = this.integrationsOfTemplates();
    const byIntegration = new Int32Array(names.length);
    for (const doc of docs) {
      byCategory[this.category[doc]] += 1;
      for (let at = start[doc]; at < start[doc + 1]; at++) byIntegration[codes[at]] += 1;
    }
    const integrations: NameCount[] = [];
    byIntegration.forEach((count, code) => {
      if (count > 0) integrations.push({ name: names[code], count });
    });
    const categories = CATEGORIES.map((name, i) => ({
      name: name as string,
      count: byCategory[i + 1],
    }));
    return {
      categories: categories.filter((entry) => entry.count > 0).sort(mostFirst),
      integrations: integrations.sort(mostFirst),
    };
  }

  /** Each template's integrations (the inverse of `integrations`), made on first use. */
  private integrationsOfTemplates(): { start: Int32Array; codes: Int32Array; names: string[] } {
    if (this.usedIntegrations) return this.usedIntegrations;
    const names = [...this.integrations.keys()];
    const start = new Int32Array(this.size + 1);
    for (const docs of this.integrations.values()) for (const doc of docs) start[doc + 1] += 1;
    for (let doc = 0; doc < this.size; doc++) start[doc + 1] += start[doc];
    const codes = new Int32Array(start[this.size]);
    const next = start.slice(0, this.size);
    names.forEach((name, code) => {
      for (const doc of this.integrations.get(name) as Int32Array) codes[next[doc]++] = code;
    });
    this.usedIntegrations = { start, codes, names };
    return this.usedIntegrations;
  }

  /** The templates a trigger type starts, ascending; made on first use. */
  startedBy(type: string): Int32Array {
    let docs = this.byTrigger.get(type);
    if (!docs) {
      const code = (TRIGGER_TYPES as readonly string[]).indexOf(type) + 1;
      const found: number[] = [];
      for (let doc = 0; doc < this.size; doc++)
        if (code > 0 && this.triggerType[doc] === code) found.push(doc);
      docs = Int32Array.from(found);
      this.byTrigger.set(type, docs);
    }
    return docs;
  }

  /**
   * The facet filters of a query as the set of facet combinations they allow (one flag per
   * combination); undefined when there are none.
   */
  facetFilter(query: TemplateListQuery): Uint8Array | undefined {
    const { complexity: x0, triggerType: t0, n8nCompatibility: n0 } = query;
    if (query.category === undefined && !x0 && !t0 && !n0) return undefined;
    const categories = new Uint8Array(CATEGORIES.length + 1);
    if (query.category === undefined) categories.fill(1);
    else {
      const names = typeof query.category === 'string' ? [query.category] : query.category;
      for (const name of names) categories[(CATEGORIES as readonly string[]).indexOf(name) + 1] = 1;
    }
    const complexity = x0 ? COMPLEXITIES.indexOf(x0) + 1 : -1;
    const trigger = t0 ? TRIGGER_TYPES.indexOf(t0) + 1 : -1;
    const n8n = n0 ? N8N_COMPATIBILITIES.indexOf(n0) + 1 : -1;
    const allowed = new Uint8Array(COMBINATIONS);
    for (let c = 0; c < COMBINATIONS; c++) {
      const m = c % N8N_CODES;
      const t = Math.floor(c / N8N_CODES) % TRIGGER_CODES;
      const x = Math.floor(c / (N8N_CODES * TRIGGER_CODES)) % COMPLEXITY_CODES;
      const k = Math.floor(c / (N8N_CODES * TRIGGER_CODES * COMPLEXITY_CODES));
      allowed[c] = Number(
        categories[k] === 1 &&
          (complexity < 0 || x === complexity) &&
          (trigger < 0 || t === trigger) &&
          (n8n < 0 || m === n8n),
      );
    }
    return allowed;
  }

  /** The matches whose facet combination is allowed. */
  keepFacets(matches: Matches, allowed: Uint8Array): Matches {
    const { docs, scores } = matches;
    const kept = new Int32Array(docs.length);
    const keptScores = new Float64Array(scores.length === 0 ? 0 : docs.length);
    let k = 0;
    for (let i = 0; i < docs.length; i++) {
      if (allowed[this.combination[docs[i]]] === 1) {
        if (scores.length > 0) keptScores[k] = scores[i];
        kept[k++] = docs[i];
      }
    }
    return { docs: kept.subarray(0, k), scores: keptScores.subarray(0, scores.length && k) };
  }
}

/** The templates (ascending) holding each value `valuesOf` gives, by value. */
export function postingLists(
  rows: readonly IndexedTemplate[],
  valuesOf: (row: IndexedTemplate) => readonly string[],
): Map<string, Int32Array> {
  const byValue = new Map<string, number[]>();
  rows.forEach((row, doc) => {
    for (const value of new Set(valuesOf(row))) {
      const docs = byValue.get(value) ?? [];
      docs.push(doc);
      byValue.set(value, docs);
    }
  });
  return new Map([...byValue].map(([value, docs]) => [value, Int32Array.from(docs)]));
}

/** Most counted first, then by name. */
function mostFirst(a: NameCount, b: NameCount): number {
  return b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

function codes<T>(
  rows: readonly T[],
  value: (row: T) => string,
  known: readonly string[],
): Uint8Array {
  const out = new Uint8Array(rows.length);
  for (let doc = 0; doc < rows.length; doc++) out[doc] = known.indexOf(value(rows[doc])) + 1;
  return out;
}
