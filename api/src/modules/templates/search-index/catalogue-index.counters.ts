/**
 * The visitor counters of the catalogue index: each template's downloads, views and saves, and the
 * orders made from them (popular, and the tie order of relevance).
 */
import { orderOf, type Orders } from './catalogue-index.browsing';
import { COMBINATIONS } from './catalogue-index.facets';
import { FacetLists } from './facet-lists';

/**
 * The visitor counters of every template, by id: what the popular order is computed from, and
 * what list items show. Saves are absent where only the order is wanted (they count as 0).
 */
export type Counters = ReadonlyMap<string, { downloads: number; views: number; saves?: number }>;

/** Every template's counters, by template number. */
export interface CountsByDoc {
  downloads: Float64Array;
  views: Float64Array;
  saves: Float64Array;
}

/** Each template's counters, in template numbers; templates absent from `counters` have 0. */
export function countsById(ids: readonly string[], counters: Counters): CountsByDoc {
  const downloads = new Float64Array(ids.length);
  const views = new Float64Array(ids.length);
  const saves = new Float64Array(ids.length);
  ids.forEach((id, doc) => {
    const counted = counters.get(id);
    downloads[doc] = counted?.downloads ?? 0;
    views[doc] = counted?.views ?? 0;
    saves[doc] = counted?.saves ?? 0;
  });
  return { downloads, views, saves };
}

/**
 * `sorted` with the popular and relevance-tie orders computed from these counters; the other
 * orders are `sorted`'s own. Popular: downloads, views, then id, all descending. Relevance ties:
 * downloads descending, then newest first (which ends on id descending). The same orders as the
 * SQL `ORDER BY`.
 */
export function countedOrders(
  sorted: Orders,
  ids: readonly string[],
  combination: Uint16Array,
  downloads: Float64Array,
  views: Float64Array,
): Orders {
  const docs = Int32Array.from({ length: ids.length }, (_, doc) => doc);
  const popular = [...docs].sort(
    (a, b) => downloads[b] - downloads[a] || views[b] - views[a] || (ids[a] < ids[b] ? 1 : -1),
  );
  const [popularOrder, popularAt] = orderOf(positionsOf(Int32Array.from(popular)));
  const [tieOrder, tieAt] = orderOf(positionsOf(tieOrderOf(sorted, downloads)));
  return {
    orders: { ...sorted.orders, popular: popularOrder, tie: tieOrder },
    positions: { ...sorted.positions, popular: popularAt, tie: tieAt },
    facetLists: {
      ...sorted.facetLists,
      popular: new FacetLists(combination, popularOrder, COMBINATIONS),
    },
  };
}

/**
 * Downloads descending, then newest first. As one exact number per template (downloads below
 * 2^53 / size), sorted natively: several times faster than a comparison function.
 */
function tieOrderOf(sorted: Orders, downloads: Float64Array): Int32Array {
  const size = downloads.length;
  const most = downloads.reduce((a, b) => Math.max(a, b), 0);
  const newestAt = sorted.positions.newest;
  if ((most + 1) * size >= Number.MAX_SAFE_INTEGER) {
    const docs = Array.from({ length: size }, (_, doc) => doc);
    return Int32Array.from(
      docs.sort((a, b) => downloads[b] - downloads[a] || newestAt[a] - newestAt[b]),
    );
  }
  const keys = new Float64Array(size);
  for (let doc = 0; doc < size; doc++) {
    keys[doc] = (most - downloads[doc]) * size + newestAt[doc];
  }
  keys.sort();
  const newest = sorted.orders.newest;
  return Int32Array.from(keys, (key) => newest[key % size]);
}

/** From templates in order, each template's position. */
function positionsOf(ordered: Int32Array): Int32Array {
  const positions = new Int32Array(ordered.length);
  ordered.forEach((doc, position) => (positions[doc] = position));
  return positions;
}
