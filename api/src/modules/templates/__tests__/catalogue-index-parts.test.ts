import { CATEGORIES } from '../categories';
import { COMPLEXITIES, TRIGGER_TYPES } from '../template.entity';
import { TEMPLATE_SORTS, type TemplateListQuery } from '../template-list-query';
import {
  CatalogueIndex,
  type IndexedTemplate,
  type ParsedSearch,
} from '../search-index/catalogue-index';
import { FacetLists } from '../search-index/facet-lists';
import { keepListed } from '../search-index/matches';
import { readTsquery } from '../search-index/text-search-syntax';
import { smallestSorted } from '../search-index/top-k';

/** A deterministic shuffle, so a failure reproduces. */
function shuffled(count: number, seed: number): number[] {
  const values = Array.from({ length: count }, (_, i) => i * 3 + 1);
  let state = seed;
  for (let i = count - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [values[i], values[j]] = [values[j], values[i]];
  }
  return values;
}

describe('smallestSorted (the first keys of a page, without sorting the rest)', () => {
  it.each([
    ['shuffled', shuffled(5000, 7)],
    ['ascending', Array.from({ length: 5000 }, (_, i) => i)],
    ['descending', Array.from({ length: 5000 }, (_, i) => 5000 - i)],
  ])('gives the k smallest keys in order, %s input', (_order, values) => {
    const expected = [...values].sort((a, b) => a - b);
    for (const k of [1, 20, 999, 1250, 4999, 5000, 6000]) {
      const first = smallestSorted(Float64Array.from(values), k);
      expect(Array.from(first)).toEqual(expected.slice(0, k));
    }
  });

  it('gives nothing for k = 0 or no keys', () => {
    expect(smallestSorted(Float64Array.from([3, 1]), 0)).toHaveLength(0);
    expect(smallestSorted(new Float64Array(0), 20)).toHaveLength(0);
  });
});

describe('FacetLists (filtered lists without a search)', () => {
  // Ten templates in three facet combinations; the order lists them 9, 8, ..., 0.
  const combination = Uint16Array.from([0, 1, 2, 0, 1, 2, 0, 1, 2, 0]);
  const order = Int32Array.from([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  const lists = new FacetLists(combination, order, 3);
  const allowing = (...combinations: number[]) => {
    const allowed = new Uint8Array(3);
    for (const c of combinations) allowed[c] = 1;
    return allowed;
  };
  /** What walking the whole order and testing every template gives. */
  const walked = (allowed: Uint8Array) =>
    [...order.keys()].filter((position) => allowed[combination[order[position]]] === 1);

  it('counts the templates of the allowed combinations', () => {
    expect(lists.count(allowing(0))).toBe(4);
    expect(lists.count(allowing(0, 2))).toBe(7);
    expect(lists.count(allowing())).toBe(0);
  });

  it.each([[[0]], [[1, 2]], [[0, 1, 2]]])(
    'pages through combinations %j in the order, as a walk over every template would',
    (combinations) => {
      const allowed = allowing(...combinations);
      const all = walked(allowed);
      for (const limit of [1, 2, 3, 20]) {
        for (let offset = 0; offset <= all.length + 1; offset++) {
          expect(lists.slice(allowed, offset, limit)).toEqual(all.slice(offset, offset + limit));
        }
      }
    },
  );
});

describe('keepListed (search matches of one integration)', () => {
  it('keeps the matches in the list with their scores, short list or long', () => {
    const matches = {
      docs: Int32Array.from([1, 4, 7, 50, 51, 900]),
      scores: Float64Array.from([1, 2, 3, 4, 5, 6]),
    };
    const long = Int32Array.from({ length: 1000 }, (_, i) => i * 2);
    const kept = keepListed(matches, long);
    expect(Array.from(kept.docs)).toEqual([4, 50, 900]);
    expect(Array.from(kept.scores)).toEqual([2, 4, 6]);
    const short = keepListed(matches, Int32Array.from([0, 7, 51, 1000]));
    expect(Array.from(short.docs)).toEqual([7, 51]);
    expect(Array.from(short.scores)).toEqual([3, 5]);
  });
});

describe('CatalogueIndex pages (only the first page * limit matches put in order)', () => {
  const size = 4000;
  const random = (() => {
    let state = 42;
    return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  })();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const permutation = () => shuffled(size, Math.floor(random() * 1000)).map((v) => (v - 1) / 3 + 1);
  const [newest, name] = [permutation(), permutation()];
  const words = ['alpha', 'alps', 'beta', 'gamma', 'delta'];
  const rows: IndexedTemplate[] = Array.from({ length: size }, (_, doc) => ({
    id: `t${doc}`,
    category: pick(CATEGORIES),
    complexity: pick(COMPLEXITIES),
    triggerType: pick(TRIGGER_TYPES),
    integrations: words.filter(() => random() < 0.3),
    // Few distinct weights, so many scores tie and the tie order decides.
    vector: words
      .filter(() => random() < 0.5)
      .map((word) => `'${word}':${pick(['1A', '2B', '3C', '4', '5A,6C'])}`)
      .join(' '),
    newest: newest[doc],
    name: name[doc],
    downloads: Math.floor(random() * 20),
    views: Math.floor(random() * 5),
  }));
  const index = new CatalogueIndex('1:1', rows);
  const word = (text: string) => readTsquery(text)!;
  const searches: Record<string, ParsedSearch> = {
    'a prefix': { words: [word(`'al':*`)], exact: readTsquery(`'alpha'`) },
    'two words': { words: [word(`'alpha'`), word(`'beta':* | 'gamma'`)] },
    'a missing word': { words: [word(`'omega'`)] },
    'a found and a missing word': { words: [word(`'delta'`), word(`'omega'`)] },
  };
  const filters: Array<Partial<TemplateListQuery>> = [
    {},
    { category: 'AI' },
    { category: ['AI', 'HR', 'Utility'], complexity: 'Medium' },
    { triggerType: 'Webhook', complexity: 'Simple' },
    { integration: 'beta' },
    { integration: 'gamma', category: 'Marketing' },
  ];

  it.each(TEMPLATE_SORTS)(
    'gives every page as a slice of the whole ordered list, by %s',
    (sort) => {
      for (const search of [undefined, ...Object.values(searches)]) {
        if (sort === 'relevance' && !search) continue;
        for (const filter of filters) {
          const query = (page: number, limit: number) => ({ ...filter, sort, page, limit });
          const whole = index.page(query(1, size), search);
          for (const page of [1, 2, 7, 50]) {
            const got = index.page(query(page, 20), search);
            expect(got).toEqual({
              ids: whole.ids.slice((page - 1) * 20, page * 20),
              docs: whole.docs.slice((page - 1) * 20, page * 20),
              total: whole.total,
            });
          }
        }
      }
    },
  );

  it('answers a search asked again as it did the first time, whatever was asked between', () => {
    // `index` above has answered every search already; each is asked here of a fresh index too,
    // in an order that mixes searches, filters and sorts, with one repeated across them.
    const withIntent: ParsedSearch = {
      words: [word(`'alpha'`)],
      intents: [{ integrations: ['gamma'], triggerTypes: ['Webhook'], nodeTypes: [] }],
    };
    const all = [...Object.values(searches), withIntent];
    for (const filter of filters) {
      for (const search of all) {
        const fresh = new CatalogueIndex('1:1', rows);
        for (const sort of TEMPLATE_SORTS) {
          const query = { ...filter, sort, page: 2, limit: 20 };
          expect(index.page(query, search)).toEqual(fresh.page(query, search));
          expect(index.page(query, withIntent)).toEqual(fresh.page(query, withIntent));
        }
      }
    }
  });

  it('orders a copy with fresh counters by them, though it shares what searches found', () => {
    const search = searches['two words'];
    const query = { sort: 'relevance' as const, page: 1, limit: 40 };
    index.page(query, search);
    const counters = new Map(rows.map((row, doc) => [row.id, { downloads: doc % 13, views: 0 }]));
    const copy = index.withCounters('1:2', counters);
    const counted = rows.map((row, doc) => ({ ...row, downloads: doc % 13, views: 0 }));
    const expected = new CatalogueIndex('1:2', counted).page(query, search);
    expect(copy.page(query, search)).toEqual(expected);
    expect(copy.page(query, search).ids).not.toEqual(index.page(query, search).ids);
  });
});

describe('CatalogueIndex.build (without holding the event loop)', () => {
  const rows: IndexedTemplate[] = Array.from({ length: 1200 }, (_, doc) => ({
    id: `t${doc}`,
    category: CATEGORIES[doc % CATEGORIES.length],
    complexity: COMPLEXITIES[doc % 3],
    triggerType: TRIGGER_TYPES[doc % 4],
    integrations: doc % 2 ? ['Slack'] : [],
    vector: `'slack':${1 + (doc % 5)}A 'bot':2${doc % 3 ? 'C' : ''}`,
    newest: 1200 - doc,
    name: doc + 1,
    downloads: doc % 7,
    views: doc % 11,
  }));

  it('pauses between slices of templates and answers as the index built at once', async () => {
    let pauses = 0;
    const built = await CatalogueIndex.build('1:1', rows, async () => {
      pauses += 1;
    });
    const direct = new CatalogueIndex('1:1', rows);
    expect(pauses).toBeGreaterThan(2);
    const search = {
      words: [readTsquery(`'slack':*`)!, readTsquery(`'bot'`)!],
      exact: readTsquery(`'slack'`),
    };
    for (const sort of TEMPLATE_SORTS) {
      const query = { sort, page: 2, limit: 50, complexity: 'Medium' as const };
      expect(built.page(query, search)).toEqual(direct.page(query, search));
    }
  });
});
