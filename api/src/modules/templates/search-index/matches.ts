/** Match lists of the catalogue index: ascending template numbers with their scores, combined. */

/**
 * Matches of a query: ascending template numbers and their scores. One lexeme's matches are views
 * of the index's posting lists, its single-precision weights included, never copies.
 */
export interface Matches {
  docs: Int32Array;
  scores: Float64Array | Float32Array;
}

export const EMPTY: Matches = { docs: new Int32Array(0), scores: new Float64Array(0) };

/** Both sides' templates, scores added: every word of a search contributes its weight. */
export function intersect(a: Matches, b: Matches): Matches {
  const docs = new Int32Array(Math.min(a.docs.length, b.docs.length));
  const scores = new Float64Array(docs.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.docs.length && j < b.docs.length) {
    if (a.docs[i] < b.docs[j]) i += 1;
    else if (a.docs[i] > b.docs[j]) j += 1;
    else {
      docs[k] = a.docs[i];
      scores[k++] = a.scores[i++] + b.scores[j++];
    }
  }
  return { docs: docs.subarray(0, k), scores: scores.subarray(0, k) };
}

export function union(a: Matches, b: Matches): Matches {
  const docs = new Int32Array(a.docs.length + b.docs.length);
  const scores = new Float64Array(docs.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.docs.length || j < b.docs.length) {
    if (j >= b.docs.length || (i < a.docs.length && a.docs[i] < b.docs[j])) {
      docs[k] = a.docs[i];
      scores[k++] = a.scores[i++];
    } else if (i >= a.docs.length || b.docs[j] < a.docs[i]) {
      docs[k] = b.docs[j];
      scores[k++] = b.scores[j++];
    } else {
      docs[k] = a.docs[i];
      scores[k++] = a.scores[i++] + b.scores[j++];
    }
  }
  return { docs: docs.subarray(0, k), scores: scores.subarray(0, k) };
}

/** The templates of either ascending list, once each, ascending. */
export function mergeDocs(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const docs = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] < b[j])) docs[k++] = a[i++];
    else if (i >= a.length || b[j] < a[i]) docs[k++] = b[j++];
    else {
      docs[k++] = a[i++];
      j += 1;
    }
  }
  return docs.subarray(0, k);
}

/** The matches that are also in `listed` (ascending template numbers, e.g. an integration's). */
export function keepListed(matches: Matches, listed: Int32Array): Matches {
  const docs = new Int32Array(Math.min(matches.docs.length, listed.length));
  const scores = new Float64Array(docs.length);
  let k = 0;
  let j = 0;
  for (let i = 0; i < matches.docs.length && j < listed.length; i++) {
    const doc = matches.docs[i];
    if (listed[j] < doc) j = lowerBoundFrom(listed, doc, j);
    if (listed[j] === doc) {
      docs[k] = doc;
      scores[k++] = matches.scores[i];
    }
  }
  return { docs: docs.subarray(0, k), scores: scores.subarray(0, k) };
}

/** The first index at or after `from` whose value is not below `value` (galloping search). */
function lowerBoundFrom(sorted: Int32Array, value: number, from: number): number {
  let step = 1;
  let low = from;
  let high = from + 1;
  while (high < sorted.length && sorted[high] < value) {
    low = high;
    step *= 2;
    high = from + step;
  }
  high = Math.min(high, sorted.length);
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
