/**
 * Browsing the catalogue index: the orders a list can take (newest, popular, name, and the tie
 * order of relevance), each template's position in them, and a page of a query: its matches or
 * the whole catalogue, filtered, put in order and sliced.
 */
import type { TemplateListQuery } from '../template-list-query';
import type { IndexedTemplate, ParsedSearch } from './catalogue-index';
import { COMBINATIONS, type IndexFacets } from './catalogue-index.facets';
import type { QueryEvaluator } from './catalogue-index.query';
import { FacetLists } from './facet-lists';
import { EMPTY, keepListed, type Matches } from './matches';
import { smallestSorted } from './top-k';

/** The ids of one page, in order, their template numbers, and how many templates match in all. */
export interface IndexPage {
  ids: string[];
  /** The template numbers of `ids`, in the same order (`CatalogueIndex.countersOf`). */
  docs: number[];
  total: number;
}

/** The sorts of a list other than relevance, which breaks its ties by the `tie` order. */
export type ListOrder = 'newest' | 'popular' | 'name';

/** The catalogue in every order. */
export interface Orders {
  /** Template numbers in each order, and each template's position in it. */
  orders: Record<ListOrder | 'tie', Int32Array>;
  positions: Record<ListOrder | 'tie', Int32Array>;
  /** Each listed order by facet combination: filtered lists without a search. */
  facetLists: Record<ListOrder, FacetLists>;
}

/**
 * A list in a sort other than relevance walks the order (`walk`) rather than ordering its matches
 * when the walk's expected length, the page's end times the catalogue's size over the matches'
 * count, is below this many times the matches' count: ordering them costs a few passes over them.
 */
const WALK_FACTOR = 2;

/** Scratch for reading a float32's bits. */
const FLOAT = new Float32Array(1);
const FLOAT_BITS = new Uint32Array(FLOAT.buffer);

/**
 * The newest and name orders PostgreSQL sorted the catalogue by, as given by the rows. Popular
 * and tie are the newest order until the counters order them (`countedOrders`).
 */
export function listedOrders(rows: readonly IndexedTemplate[], combination: Uint16Array): Orders {
  const [newest, newestAt] = orderOf(Int32Array.from(rows, (row) => row.newest - 1));
  const [name, nameAt] = orderOf(Int32Array.from(rows, (row) => row.name - 1));
  const newestLists = new FacetLists(combination, newest, COMBINATIONS);
  return {
    orders: { newest, name, popular: newest, tie: newest },
    positions: { newest: newestAt, name: nameAt, popular: newestAt, tie: newestAt },
    facetLists: {
      newest: newestLists,
      name: new FacetLists(combination, name, COMBINATIONS),
      popular: newestLists,
    },
  };
}

/**
 * Pages of the catalogue in one set of orders. The copies `CatalogueIndex.withCounters` makes
 * (`reordered`) share everything but the orders, the scratch of the keys too.
 */
export class IndexBrowser {
  /**
   * Scratch of `page`'s keys, one slot per template: `page` runs to completion without yielding,
   * so calls never overlap.
   */
  private readonly keys: Float64Array;
  /** Scratch of `walk`, one bit per template, all zero between calls. */
  private readonly member: Int32Array;
  private readonly size: number;

  constructor(
    private readonly ids: readonly string[],
    private readonly facets: IndexFacets,
    private readonly evaluator: QueryEvaluator,
    readonly sorted: Orders,
    scratch?: { keys: Float64Array; member: Int32Array },
  ) {
    this.size = ids.length;
    this.keys = scratch?.keys ?? new Float64Array(ids.length);
    this.member = scratch?.member ?? new Int32Array((ids.length + 31) >>> 5);
  }

  /** The same pages in other orders. */
  reordered(orders: Orders): IndexBrowser {
    return new IndexBrowser(this.ids, this.facets, this.evaluator, orders, {
      keys: this.keys,
      member: this.member,
    });
  }

  /**
   * One page of a validated query. Without a search every template matches; with one, the
   * matches of `search.query`, scored by the weights of the lexemes they contain, doubled when
   * they also match `search.exact`. The total is exact: it is the number of matches. Only the
   * first `page * limit` matches are put in order (`smallestSorted`).
   */
  page(query: TemplateListQuery, search?: ParsedSearch): IndexPage {
    const offset = (query.page - 1) * query.limit;
    const facets = this.facets.facetFilter(query);
    const listed =
      query.integration === undefined
        ? undefined
        : (this.facets.templatesOf(query.integration) ?? EMPTY.docs);
    const sort = query.sort === 'relevance' && !search ? 'newest' : query.sort;
    if (search === undefined && listed === undefined) {
      return this.browse(sort as ListOrder, facets, offset, query.limit);
    }
    let matches: Matches;
    if (search === undefined) {
      // Fewer templates list an integration than the catalogue holds: start from them.
      matches = { docs: listed as Int32Array, scores: EMPTY.scores };
    } else {
      matches = this.evaluator.searchMatches(search);
      if (listed) matches = keepListed(matches, listed);
    }
    if (facets) matches = this.facets.keepFacets(matches, facets);
    const { docs } = matches;
    const total = docs.length;
    if (offset >= total) return { ids: [], docs: [], total };
    // Scratch too: a broad search has tens of thousands of keys, and fresh buffers that large
    // on every request make the collector run far more often.
    const keys = this.keys.subarray(0, total);
    let order: Int32Array;
    if (sort === 'relevance') {
      const exact = search?.exact ? this.evaluator.evaluated(search.exact).docs : EMPTY.docs;
      const { scores } = matches;
      const tie = this.sorted.positions.tie;
      for (let i = 0, j = 0; i < total; i++) {
        const doc = docs[i];
        while (j < exact.length && exact[j] < doc) j += 1;
        // Doubled when the template also matches the words as typed. Rounded to single
        // precision, as `ts_rank_cd` returns it, so that equal weights summed in another order
        // still tie and fall to the tie order. A positive float32's bits order like its value:
        // higher scores get smaller keys, ties are broken by the tie position.
        FLOAT[0] = exact[j] === doc ? scores[i] * 2 : scores[i];
        keys[i] = (0x7fffffff - FLOAT_BITS[0]) * this.size + tie[doc];
      }
      order = this.sorted.orders.tie;
    } else {
      order = this.sorted.orders[sort];
      // Many matches: walking the order to the page's end costs less than ordering them.
      const wanted = offset + query.limit;
      if (wanted * this.size < WALK_FACTOR * total * total) {
        return this.pageOf(this.walk(order, docs, offset, wanted), total);
      }
      const positions = this.sorted.positions[sort];
      for (let i = 0; i < total; i++) keys[i] = positions[docs[i]];
    }
    const first = smallestSorted(keys, offset + query.limit);
    const shown: number[] = [];
    for (let i = offset; i < first.length; i++) shown.push(order[first[i] % this.size]);
    return this.pageOf(shown, total);
  }

  /**
   * The matches `docs` at places `offset` to `wanted` (exclusive) of `order`: the order walked
   * until `wanted` of them are met, each tested against a bit per template. About `wanted` times
   * the catalogue's size over the matches' count steps, after one pass over the matches.
   */
  private walk(order: Int32Array, docs: Int32Array, offset: number, wanted: number): number[] {
    const { member } = this;
    for (const doc of docs) member[doc >>> 5] |= 1 << (doc & 31);
    const shown: number[] = [];
    for (let at = 0, met = 0; at < order.length && met < wanted; at++) {
      const doc = order[at];
      if ((member[doc >>> 5] & (1 << (doc & 31))) === 0) continue;
      if (met >= offset) shown.push(doc);
      met += 1;
    }
    for (const doc of docs) member[doc >>> 5] = 0;
    return shown;
  }

  /** A list without search: a slice of the order, or of the lists its facet filters allow. */
  private browse(
    sort: ListOrder,
    facets: Uint8Array | undefined,
    offset: number,
    limit: number,
  ): IndexPage {
    const order = this.sorted.orders[sort];
    if (!facets) return this.pageOf(Array.from(order.subarray(offset, offset + limit)), this.size);
    const lists = this.sorted.facetLists[sort];
    const total = lists.count(facets);
    if (offset >= total) return { ids: [], docs: [], total };
    return this.pageOf(
      lists.slice(facets, offset, limit).map((position) => order[position]),
      total,
    );
  }

  private pageOf(docs: number[], total: number): IndexPage {
    return { ids: docs.map((doc) => this.ids[doc]), docs, total };
  }
}

/** From each template's position, the templates in order; returns [order, positions]. */
export function orderOf(positions: Int32Array): [Int32Array, Int32Array] {
  const ordered = new Int32Array(positions.length);
  positions.forEach((position, doc) => (ordered[position] = doc));
  return [ordered, positions];
}
