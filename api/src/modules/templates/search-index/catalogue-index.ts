/**
 * The catalogue index: the facade that builds its parts from one snapshot and answers through
 * them. Facets, counts and names: `catalogue-index.facets.ts`; matching a search:
 * `catalogue-index.query.ts`; orders and pages: `catalogue-index.browsing.ts`; the orders made
 * from views and downloads: `catalogue-index.counters.ts`.
 */
import type { SearchIntent } from '../../../n8n-nodes/search-intents';
import type { TemplateListQuery } from '../template-list-query';
import { IndexBrowser, listedOrders, type IndexPage } from './catalogue-index.browsing';
import {
  countedOrders,
  countsById,
  type Counters,
  type CountsByDoc,
} from './catalogue-index.counters';
import { IndexFacets, type NameCount } from './catalogue-index.facets';
import { QueryEvaluator } from './catalogue-index.query';
import { PostingsBuilder, type Postings } from './postings';
import type { QueryNode } from './text-search-syntax';

export type { IndexPage } from './catalogue-index.browsing';
export type { Counters } from './catalogue-index.counters';
export type { NameCount } from './catalogue-index.facets';

/** One template as the index is built from it (a row of `template_search`). */
export interface IndexedTemplate {
  id: string;
  category: string;
  complexity: string;
  triggerType: string;
  /** `Clean` or `Blocked`; null or absent when the ingest has not checked it. */
  n8nCompatibility?: string | null;
  integrations: string[];
  /** Those of its workflow's node types that searches name (`INTENT_NODE_TYPES`). */
  nodeTypes?: string[];
  /** `search_vector::text`. */
  vector: string;
  /** 1-based positions in the orders PostgreSQL sorted the catalogue by (name: its collation). */
  newest: number;
  name: number;
  downloads: number;
  views: number;
  /** Absent where only the orders matter (0). */
  saves?: number;
  /**
   * The row's version as read (PostgreSQL's `xmin`): a list item read since with the same stamp
   * is the row as this snapshot has it (`CardStore.carryOver`). Absent: never the same.
   */
  stamp?: number;
}

/** A search turned into tsqueries by PostgreSQL (`SearchParser.parse`, over `tsquerySql`). */
export interface ParsedSearch {
  /**
   * Each word's alternatives (prefixes, typo corrections), in the order typed: a template that
   * matches any word matches, ranked by how much of the search it covers
   * (`QueryEvaluator.anyWord`). Undefined or empty matches nothing.
   */
  words?: readonly QueryNode[];
  /** The words as typed, stemmed: a template matching them ranks twice as high. */
  exact?: QueryNode;
  /** Every word was a stop word: the search names nothing, and the list is shown instead. */
  stopWordsOnly?: true;
  /**
   * Services and triggers the search names (`searchIntents`): each counts as one more word, met
   * by the templates whose workflows use it, whatever their text says.
   */
  intents?: readonly SearchIntent[];
}

/**
 * A relevance key packs a score's float32 bits (31 bits: scores are positive) and a tie position
 * into one exact double, which caps the catalogue at 2^22 templates.
 */
const MAX_TEMPLATES = 2 ** 22;
/** Templates whose tsvectors `build` reads between two pauses (a few milliseconds' work). */
const BUILD_SLICE = 500;

/**
 * The catalogue held in memory for listing and search: per template its facets and its place in
 * every order, and an inverted index from each lexeme of `search_vector` to the templates that
 * contain it with the weight `ts_rank_cd` would give them. A query is answered in the process
 * (matches, exact total, ranked page of ids) and PostgreSQL then reads just that page's rows.
 *
 * Why: ranking in SQL computes `ts_rank_cd` over the whole tsvector of every match, and a broad
 * word or a short prefix matches a tenth of the catalogue; here a match costs one addition of a
 * precomputed weight. The index is immutable and built from one snapshot; a catalogue change
 * builds a new one (`CatalogueIndexSource`).
 */
export class CatalogueIndex {
  readonly version: string;
  readonly size: number;
  /** Each template's id, by template number. */
  readonly ids: readonly string[];
  /** Each template's row stamp as the snapshot read it (`IndexedTemplate.stamp`; NaN: none). */
  readonly stamps: Float64Array;
  /** The counters list items show, of this index's counters version. */
  private readonly counts: CountsByDoc;
  /** Facets, shared by the copies `withCounters` makes, as is `evaluator`. */
  private readonly facets: IndexFacets;
  private readonly evaluator: QueryEvaluator;
  /** The orders and pages: all a copy of `withCounters` has of its own. */
  private readonly browsing: IndexBrowser;

  /** Builds the index at once; `postings`, when given, are the rows' (`build` gathers them). */
  constructor(version: string, rows: readonly IndexedTemplate[], postings?: Postings) {
    this.version = version;
    const n = rows.length;
    if (n > MAX_TEMPLATES) throw new Error(`the catalogue index holds at most ${MAX_TEMPLATES}`);
    this.size = n;
    this.ids = rows.map((row) => row.id);
    this.stamps = Float64Array.from(rows, (row) => row.stamp ?? NaN);
    this.facets = new IndexFacets(rows);
    this.counts = {
      downloads: Float64Array.from(rows, (row) => row.downloads),
      views: Float64Array.from(rows, (row) => row.views),
      saves: Float64Array.from(rows, (row) => row.saves ?? 0),
    };
    const orders = countedOrders(
      listedOrders(rows, this.facets.combination),
      this.ids,
      this.facets.combination,
      this.counts.downloads,
      this.counts.views,
    );
    if (!postings) {
      const builder = new PostingsBuilder();
      rows.forEach((row, doc) => builder.add(doc, row.vector));
      postings = builder.finish();
    }
    this.evaluator = new QueryEvaluator(rows, this.facets, postings);
    this.browsing = new IndexBrowser(this.ids, this.facets, this.evaluator, orders);
  }

  /**
   * The same index, built without holding the event loop for long: the tsvectors (most of the
   * work, seconds for 100,000 templates) are read a slice of rows at a time, with `pause()`
   * between slices, so requests keep being answered from the previous index meanwhile.
   */
  static async build(
    version: string,
    rows: readonly IndexedTemplate[],
    pause: () => Promise<void> = nextTurn,
  ): Promise<CatalogueIndex> {
    const builder = new PostingsBuilder();
    for (let from = 0; from < rows.length; from += BUILD_SLICE) {
      const to = Math.min(rows.length, from + BUILD_SLICE);
      for (let doc = from; doc < to; doc++) builder.add(doc, rows[doc].vector);
      await pause();
    }
    const postings = builder.finish();
    await pause();
    return new CatalogueIndex(version, rows, postings);
  }

  /**
   * A copy with the popular and relevance-tie orders recomputed from fresh counters; everything
   * else (postings, facets, the other orders) is shared. Templates absent from `counters` keep 0.
   */
  withCounters(version: string, counters: Counters): CatalogueIndex {
    const counts = countsById(this.ids, counters);
    const { sorted } = this.browsing;
    const { downloads, views } = counts;
    const orders = countedOrders(sorted, this.ids, this.facets.combination, downloads, views);
    const copy: CatalogueIndex = Object.create(CatalogueIndex.prototype);
    return Object.assign(copy, this, {
      version,
      counts,
      browsing: this.browsing.reordered(orders),
    });
  }

  /** The content part of `version`: what list items and details are kept by. */
  get contentVersion(): number {
    return Number(this.version.split(':')[0]);
  }

  /** Every template number, most popular first (the popular order). */
  docsByPopularity(): Int32Array {
    return this.browsing.sorted.orders.popular;
  }

  /** Template number `doc`'s views, downloads and saves, as of this index's counters version. */
  countersOf(doc: number): { views: number; downloads: number; saves: number } {
    const { views, downloads, saves } = this.counts;
    return { views: views[doc], downloads: downloads[doc], saves: saves[doc] };
  }

  /** One page of a validated query, with the exact total (`IndexBrowser.page`). */
  page(query: TemplateListQuery, search?: ParsedSearch): IndexPage {
    return this.browsing.page(query, search);
  }

  /** Templates per category, most populated first, then by name; empty categories left out. */
  categoryCounts(): NameCount[] {
    return this.facets.categoryCounts();
  }

  /** The `limit` most used integrations, most used first, then by name. */
  integrationCounts(limit: number): NameCount[] {
    return this.facets.integrationCounts(limit);
  }

  /** How many templates use the integration named so (0 for none). */
  integrationCount(name: string): number {
    return this.facets.integrationCount(name);
  }

  /** Whether some template uses the integration named so. */
  hasIntegration(name: string): boolean {
    return this.facets.hasIntegration(name);
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
    return this.facets.closestNames(of, words, limit, skip);
  }

  /**
   * What the templates a search matches, before any filter, hold: their categories and
   * integrations, each with how many of them, most first, then by name. Empty when the search
   * matches nothing. Costs a pass over the matches' integrations: for empty results only.
   */
  matchedCounts(search: ParsedSearch): { categories: NameCount[]; integrations: NameCount[] } {
    return this.facets.countsIn(this.evaluator.searchMatches(search).docs);
  }

  /**
   * The integrations `words` name, longest name first ("google sheets" before "google"), each
   * once, in the order named.
   */
  integrationsNamed(words: readonly string[]): string[] {
    return this.evaluator.integrationsNamed(words);
  }

  /** Whether any template matches `node` (`QueryEvaluator.matchesAny`). */
  matchesAny(node: QueryNode): boolean {
    return this.evaluator.matchesAny(node);
  }
}

/** Hands the event loop back: pending I/O and timers run before the build continues. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
