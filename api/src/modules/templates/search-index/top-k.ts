/**
 * The `k` smallest of `keys`, ascending, without sorting the rest: a page needs only the first
 * `page * limit` of its matches in order, and a broad search matches tens of thousands. Selects
 * with quickselect (expected linear, whatever order the keys come in), then sorts just those.
 * Reorders `keys` in place; the result is a view of its first `k` elements.
 */
export function smallestSorted(keys: Float64Array, k: number): Float64Array {
  const count = Math.min(k, keys.length);
  if (count <= 0) return keys.subarray(0, 0);
  // Most of the keys wanted: one sort of them all is cheaper than selecting first.
  if (count * 4 >= keys.length) return keys.sort().subarray(0, count);
  select(keys, count - 1);
  return keys.subarray(0, count).sort();
}

/**
 * Moves the (n+1)-th smallest key to `keys[n]`, smaller keys before it and larger ones after
 * (Hoare partitioning around a median of three).
 */
function select(keys: Float64Array, n: number): void {
  let low = 0;
  let high = keys.length - 1;
  while (high > low) {
    const mid = (low + high) >>> 1;
    // Median of three as the pivot: sorted input (templates often come in order) stays linear.
    if (keys[mid] < keys[low]) swap(keys, mid, low);
    if (keys[high] < keys[low]) swap(keys, high, low);
    if (keys[high] < keys[mid]) swap(keys, high, mid);
    const pivot = keys[mid];
    let i = low;
    let j = high;
    while (i <= j) {
      while (keys[i] < pivot) i += 1;
      while (keys[j] > pivot) j -= 1;
      if (i <= j) {
        swap(keys, i, j);
        i += 1;
        j -= 1;
      }
    }
    if (n <= j) high = j;
    else if (n >= i) low = i;
    else return;
  }
}

function swap(keys: Float64Array, a: number, b: number): void {
  const value = keys[a];
  keys[a] = keys[b];
  keys[b] = value;
}
