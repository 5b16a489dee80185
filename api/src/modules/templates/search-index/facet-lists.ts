/**
 * For one order of the catalogue, the templates of each facet combination (category, complexity,
 * trigger type, n8n compatibility), as their positions in that order, ascending. Lists stored back to back: the
 * combination `c` holds `positions[start[c]]` to `positions[start[c + 1] - 1]`.
 *
 * Why: a filtered list without a search used to test every template of the catalogue. Here its
 * total is a sum of precomputed counts, and its page a merge of the few lists the filters allow
 * that stops once the page is full: work in the page's depth, not in the catalogue's size.
 */
export class FacetLists {
  private readonly start: Int32Array;
  private readonly positions: Int32Array;

  /**
   * @param comboOf each template's facet combination (`0 <= comboOf[doc] < combos`)
   * @param order the templates in this order
   */
  constructor(comboOf: Uint16Array, order: Int32Array, combos: number) {
    this.start = new Int32Array(combos + 1);
    for (let doc = 0; doc < comboOf.length; doc++) this.start[comboOf[doc] + 1] += 1;
    for (let c = 0; c < combos; c++) this.start[c + 1] += this.start[c];
    const fill = this.start.slice(0, combos);
    this.positions = new Int32Array(order.length);
    // Walking the order fills every list in ascending position.
    for (let position = 0; position < order.length; position++) {
      this.positions[fill[comboOf[order[position]]]++] = position;
    }
  }

  /** How many templates the combinations marked in `allowed` hold. */
  count(allowed: Uint8Array): number {
    let total = 0;
    for (let c = 0; c < allowed.length; c++) {
      if (allowed[c]) total += this.start[c + 1] - this.start[c];
    }
    return total;
  }

  /**
   * Positions `offset` to `offset + limit - 1` of the allowed combinations merged in order: a
   * k-way merge over a binary heap of the lists' heads.
   */
  slice(allowed: Uint8Array, offset: number, limit: number): number[] {
    const lists: number[] = [];
    for (let c = 0; c < allowed.length; c++) {
      if (allowed[c] && this.start[c + 1] > this.start[c]) lists.push(c);
    }
    const out: number[] = [];
    if (lists.length === 1) {
      const from = this.start[lists[0]] + offset;
      const to = Math.min(this.start[lists[0] + 1], from + limit);
      for (let at = from; at < to; at++) out.push(this.positions[at]);
      return out;
    }
    // heap[i] is a list; at[list] its next unread element; the heap is ordered by that element.
    const at = new Int32Array(lists.length);
    const end = new Int32Array(lists.length);
    const heap = new Int32Array(lists.length);
    lists.forEach((c, i) => {
      at[i] = this.start[c];
      end[i] = this.start[c + 1];
      heap[i] = i;
    });
    let size = lists.length;
    const head = (i: number) => this.positions[at[heap[i]]];
    const siftDown = (from: number) => {
      let i = from;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= size) return;
        const right = left + 1;
        const child = right < size && head(right) < head(left) ? right : left;
        if (head(i) <= head(child)) return;
        const swap = heap[i];
        heap[i] = heap[child];
        heap[child] = swap;
        i = child;
      }
    };
    for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(i);
    for (let taken = 0; size > 0 && taken < offset + limit; taken++) {
      const list = heap[0];
      if (taken >= offset) out.push(this.positions[at[list]]);
      at[list] += 1;
      if (at[list] === end[list]) heap[0] = heap[--size];
      siftDown(0);
    }
    return out;
  }
}
