import { CardStore } from '../card-store';
import { withCounters } from '../counters-last';

const item = (id: string, name: string) => ({ id, name, views: 1, downloads: 2, saves: 3 });
const counters = { views: 10, downloads: 20, saves: 30 };

describe('CardStore', () => {
  it('keeps an item without its counters, completed by the counters of each answer', () => {
    const store = new CardStore();
    const head = store.keep('a', 4, 100, item('a', 'Alpha'));
    expect(store.head('a', 4)).toBe(head);
    expect(JSON.parse(withCounters(head, counters))).toEqual({
      id: 'a',
      name: 'Alpha',
      ...counters,
    });
  });

  it('answers an item for its content version and older ones, never for a newer one', () => {
    const store = new CardStore();
    store.keep('a', 4, 100, item('a', 'Alpha'));
    expect(store.head('a', 3)).toBeDefined();
    expect(store.head('a', 4)).toBeDefined();
    expect(store.head('a', 5)).toBeUndefined();
    expect(store.has('a', 5)).toBe(false);
    expect(store.head('b', 1)).toBeUndefined();
  });

  it('never lets an item read earlier replace one read later', () => {
    const store = new CardStore();
    store.keep('a', 6, 101, item('a', 'Newer'));
    store.keep('a', 5, 100, item('a', 'Older'));
    expect(JSON.parse(withCounters(store.head('a', 6)!, counters)).name).toBe('Newer');
  });

  it('carries an item over to a newer index whose snapshot read its row unchanged, and only then', () => {
    const store = new CardStore();
    store.keep('same', 4, 100, item('same', 'Unchanged'));
    store.keep('moved', 4, 200, item('moved', 'Edited since'));
    store.keep('gone', 4, 300, item('gone', 'Deleted since'));
    store.carryOver({
      contentVersion: 7,
      ids: ['same', 'moved', 'new'],
      stamps: Float64Array.from([100, 201, 400]),
    });
    expect(store.head('same', 7)).toBeDefined();
    expect(store.head('moved', 7)).toBeUndefined();
    expect(store.head('moved', 4)).toBeDefined();
    expect(store.head('gone', 7)).toBeUndefined();
    expect(store.head('new', 7)).toBeUndefined();
  });

  it('carries nothing over from a snapshot without stamps', () => {
    const store = new CardStore();
    store.keep('a', 4, 100, item('a', 'Alpha'));
    store.carryOver({ contentVersion: 5, ids: ['a'], stamps: Float64Array.from([NaN]) });
    expect(store.head('a', 5)).toBeUndefined();
  });

  it('holds at most its budget, letting the least recently shown go, and says when it is full', () => {
    const store = new CardStore(2_000);
    expect(store.full).toBe(false);
    for (let i = 0; i < 20; i++) store.keep(`t${i}`, 1, i, item(`t${i}`, 'x'.repeat(200)));
    expect(store.full).toBe(true);
    expect(store.size).toBeLessThan(20);
    expect(store.head('t19', 1)).toBeDefined();
    expect(store.head('t0', 1)).toBeUndefined();
  });
});
