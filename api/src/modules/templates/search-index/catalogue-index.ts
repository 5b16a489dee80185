import { LRUCache } from 'lru-cache';
import { CATEGORIES } from '../categories';
import { COMPLEXITIES, N8N_COMPATIBILITIES, TRIGGER_TYPES } from '../template.entity';
import type { TemplateListQuery } from '../template-list-query';
import { textWords } from '../template-search';
import { NameMatcher } from './closest-names';
import { FacetLists } from './facet-lists';
import { EMPTY, intersect, keepListed, mergeDocs, union, type Matches } from './matches';
import { PostingsBuilder, type Postings } from './postings';
import { phrasesIn, type SearchIntent } from '../../../n8n-nodes/search-intents';
import type { QueryNode } from './text-search-syntax';
import { smallestSorted } from './top-k';

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
}

/** The visitor counters of every template, by id: what the popular order is computed from. */
export type Counters = ReadonlyMap<string, { downloads: number; views: number }>;

/** A search turned into tsqueries by PostgreSQL (`searchQuerySql`). */
export interface ParsedSearch {
  /**
   * Each word's alternatives (prefixes, typo corrections), in the order typed: a template that
   * matches any word matches, ranked by how much of the search it covers (`anyWord`).
   * Undefined or empty matches nothing.
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

/** What meeting an intent weighs in a template: as much as its word in the template's name. */
const INTENT_WEIGHT = 1;
/** The most words of an integration's name a search is read for ("google cloud natural language"). */
const MAX_NAME_WORDS = 4;

/** The ids of one page, in order, and how many templates match in all. */
export interface IndexPage {
  ids: string[];
  total: number;
}

/** Facet codes are 1-based positions in these lists (0: unknown); a combination is all four. */
const COMPLEXITY_CODES = COMPLEXITIES.length + 1;
const TRIGGER_CODES = TRIGGER_TYPES.length + 1;
const N8N_CODES = N8N_COMPATIBILITIES.length + 1;
const COMBINATIONS = (CATEGORIES.length + 1) * COMPLEXITY_CODES * TRIGGER_CODES * N8N_CODES;

/**
 * A relevance key packs a score's float32 bits (31 bits: scores are positive) and a tie position
 * into one exact double, which caps the catalogue at 2^22 templates.
 */
const MAX_TEMPLATES = 2 ** 22;
/** Templates whose tsvectors `build` reads between two pauses (a few milliseconds' work). */
const BUILD_SLICE = 500;
/**
 * Bytes of match lists a process keeps for searches asked again (`remembered`): the same words
 * come back with other filters, sorts and pages, and a sentence's words one by one in others.
 */
const REMEMBERED_BYTES = 32 * 1024 * 1024;
/** Scratch for reading a float32's bits. */
const FLOAT = new Float32Array(1);
const FLOAT_BITS = new Uint32Array(FLOAT.buffer);

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
  private readonly ids: string[];
  private readonly category: Uint8Array;
  private readonly complexity: Uint8Array;
  private readonly triggerType: Uint8Array;
  private readonly n8nCompatibility: Uint8Array;
  /**
   * Each template's facet combination (category, complexity, trigger type, n8n compatibility)
   * as one number.
   */
  private readonly combination: Uint16Array;
  private readonly integrations = new Map<string, Int32Array>();
  /** Every integration with its templates' count, most used first: made on first use. */
  private integrationsByUse: NameCount[] | undefined;
  /** Each template's integrations, as positions in `integrationNames`: made on first use. */
  private usedIntegrations: { start: Int32Array; codes: Int32Array; names: string[] } | undefined;
  /** Templates by the node types searches name (`IndexedTemplate.nodeTypes`). */
  private readonly byNodeType = new Map<string, Int32Array>();
  /** Each integration by its name's words, lower case, single-spaced: `google sheets`. */
  private readonly integrationPhrases = new Map<string, string>();
  /** Templates by trigger type (`startedBy`), made on first use. */
  private readonly byTrigger = new Map<string, Int32Array>();
  /** Template numbers in each order, and each template's position in it. */
  private orders: Record<'newest' | 'popular' | 'name' | 'tie', Int32Array>;
  private positions: Record<'newest' | 'popular' | 'name' | 'tie', Int32Array>;
  /** Each listed order by facet combination: filtered lists without a search. */
  private facetLists: Record<'newest' | 'popular' | 'name', FacetLists>;
  /**
   * Scratch of `lookup` (all zero between calls) and of `page`'s keys, one slot per template.
   * Shared by the copies `withCounters` makes: `page` runs to completion without yielding, so
   * calls never overlap.
   */
  private readonly scratch: {
    sums: Float64Array;
    /** Of `anyWord`: the rarity of the words each template matches. */
    cover: Float64Array;
    seen: Uint8Array;
    found: Int32Array;
    keys: Float64Array;
  };
  /**
   * Match lists already computed, by what was evaluated (a whole search, one word, one intent):
   * they depend only on the content, so the copies `withCounters` makes share them. Read only.
   */
  private readonly remembered = new LRUCache<string, Matches>({
    maxSize: REMEMBERED_BYTES,
    sizeCalculation: (matches, key) =>
      matches.docs.byteLength + matches.scores.byteLength + key.length * 2,
  });
  /** Templates per category, most first (`categoryCounts`), made on first use. */
  private categoriesBySize: NameCount[] | undefined;
  /** The names of integrations and of categories, indexed by trigram on first use. */
  private matchers:
    { integrations: NameMatcher<NameCount>; categories: NameMatcher<NameCount> } | undefined;
  /** The inverted index (`Postings`). */
  private readonly lexemes: string[];
  private readonly postingStart: Int32Array;
  private readonly postingDocs: Int32Array;
  private readonly postingWeights: Float32Array;

  /** Builds the index at once; `postings`, when given, are the rows' (`build` gathers them). */
  constructor(version: string, rows: readonly IndexedTemplate[], postings?: Postings) {
    this.version = version;
    const n = rows.length;
    if (n > MAX_TEMPLATES) throw new Error(`the catalogue index holds at most ${MAX_TEMPLATES}`);
    this.size = n;
    this.ids = rows.map((row) => row.id);
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
    this.scratch = {
      sums: new Float64Array(n),
      cover: new Float64Array(n),
      seen: new Uint8Array(n),
      found: new Int32Array(n),
      keys: new Float64Array(n),
    };
    for (const [name, docs] of postingLists(rows, (row) => row.integrations)) {
      this.integrations.set(name, docs);
      const phrase = textWords(name).join(' ');
      if (phrase) this.integrationPhrases.set(phrase, name);
    }
    for (const [type, docs] of postingLists(rows, (row) => row.nodeTypes ?? [])) {
      this.byNodeType.set(type, docs);
    }
    const [newest, newestAt] = orderOf(Int32Array.from(rows, (row) => row.newest - 1));
    const [name, nameAt] = orderOf(Int32Array.from(rows, (row) => row.name - 1));
    this.orders = { newest, name, popular: newest, tie: newest };
    this.positions = { newest: newestAt, name: nameAt, popular: newestAt, tie: newestAt };
    const newestLists = new FacetLists(this.combination, newest, COMBINATIONS);
    this.facetLists = {
      newest: newestLists,
      name: new FacetLists(this.combination, name, COMBINATIONS),
      popular: newestLists,
    };
    this.applyCounters(
      Float64Array.from(rows, (row) => row.downloads),
      Float64Array.from(rows, (row) => row.views),
    );

    if (!postings) {
      const builder = new PostingsBuilder();
      rows.forEach((row, doc) => builder.add(doc, row.vector));
      postings = builder.finish();
    }
    this.lexemes = postings.lexemes;
    this.postingStart = postings.start;
    this.postingDocs = postings.docs;
    this.postingWeights = postings.weights;
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
   * A copy with the popular and relevance-tie orders recomputed from fresh counters; everything
   * else (postings, facets, the other orders) is shared. Templates absent from `counters` keep 0.
   */
  withCounters(version: string, counters: Counters): CatalogueIndex {
    const copy: CatalogueIndex = Object.create(CatalogueIndex.prototype);
    Object.assign(copy, this, {
      version,
      orders: { ...this.orders },
      positions: { ...this.positions },
      facetLists: { ...this.facetLists },
    });
    const downloads = new Float64Array(this.size);
    const views = new Float64Array(this.size);
    this.ids.forEach((id, doc) => {
      const counted = counters.get(id);
      downloads[doc] = counted?.downloads ?? 0;
      views[doc] = counted?.views ?? 0;
    });
    copy.applyCounters(downloads, views);
    return copy;
  }

  /**
   * Popular: downloads, views, then id, all descending. Relevance ties: downloads descending,
   * then newest first (which ends on id descending). The same orders as the SQL `ORDER BY`.
   */
  private applyCounters(downloads: Float64Array, views: Float64Array): void {
    const docs = Int32Array.from({ length: this.size }, (_, doc) => doc);
    const ids = this.ids;
    const popular = [...docs].sort(
      (a, b) => downloads[b] - downloads[a] || views[b] - views[a] || (ids[a] < ids[b] ? 1 : -1),
    );
    const [popularOrder, popularAt] = orderOf(positionsOf(Int32Array.from(popular)));
    const [tieOrder, tieAt] = orderOf(positionsOf(this.tieOrder(downloads)));
    this.orders.popular = popularOrder;
    this.orders.tie = tieOrder;
    this.positions.popular = popularAt;
    this.positions.tie = tieAt;
    this.facetLists.popular = new FacetLists(this.combination, popularOrder, COMBINATIONS);
  }

  /**
   * Downloads descending, then newest first. As one exact number per template (downloads below
   * 2^53 / size), sorted natively: several times faster than a comparison function.
   */
  private tieOrder(downloads: Float64Array): Int32Array {
    const most = downloads.reduce((a, b) => Math.max(a, b), 0);
    const newestAt = this.positions.newest;
    if ((most + 1) * this.size >= Number.MAX_SAFE_INTEGER) {
      const docs = Array.from({ length: this.size }, (_, doc) => doc);
      return Int32Array.from(
        docs.sort((a, b) => downloads[b] - downloads[a] || newestAt[a] - newestAt[b]),
      );
    }
    const keys = new Float64Array(this.size);
    for (let doc = 0; doc < this.size; doc++) {
      keys[doc] = (most - downloads[doc]) * this.size + newestAt[doc];
    }
    keys.sort();
    const newest = this.orders.newest;
    return Int32Array.from(keys, (key) => newest[key % this.size]);
  }

  /**
   * One page of a validated query. Without a search every template matches; with one, the
   * matches of `search.query`, scored by the weights of the lexemes they contain, doubled when
   * they also match `search.exact`. The total is exact: it is the number of matches. Only the
   * first `page * limit` matches are put in order (`smallestSorted`).
   */
  page(query: TemplateListQuery, search?: ParsedSearch): IndexPage {
    const offset = (query.page - 1) * query.limit;
    const facets = this.facetFilter(query);
    const listed =
      query.integration === undefined
        ? undefined
        : (this.integrations.get(query.integration) ?? EMPTY.docs);
    const sort = query.sort === 'relevance' && !search ? 'newest' : query.sort;
    if (search === undefined && listed === undefined) {
      return this.browse(sort as 'newest' | 'popular' | 'name', facets, offset, query.limit);
    }
    let matches: Matches;
    if (search === undefined) {
      // Fewer templates list an integration than the catalogue holds: start from them.
      matches = { docs: listed as Int32Array, scores: EMPTY.scores };
    } else {
      matches = this.searchMatches(search);
      if (listed) matches = keepListed(matches, listed);
    }
    if (facets) matches = this.keepFacets(matches, facets);
    const { docs } = matches;
    const total = docs.length;
    if (offset >= total) return { ids: [], total };
    // Scratch too: a broad search has tens of thousands of keys, and fresh buffers that large
    // on every request make the collector run far more often.
    const keys = this.scratch.keys.subarray(0, total);
    let order: Int32Array;
    if (sort === 'relevance') {
      const exact = search?.exact ? this.evaluated(search.exact).docs : EMPTY.docs;
      const { scores } = matches;
      const tie = this.positions.tie;
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
      order = this.orders.tie;
    } else {
      const positions = this.positions[sort];
      for (let i = 0; i < total; i++) keys[i] = positions[docs[i]];
      order = this.orders[sort];
    }
    const first = smallestSorted(keys, offset + query.limit);
    const ids: string[] = [];
    for (let i = offset; i < first.length; i++) ids.push(this.ids[order[first[i] % this.size]]);
    return { ids, total };
  }

  /** The templates a search matches, before any filter, scored (`anyWord`). */
  private searchMatches(search: ParsedSearch): Matches {
    const words = search.words ?? [];
    const intents = search.intents ?? [];
    if (words.length + intents.length === 0) return EMPTY;
    return this.recall(`s${JSON.stringify([words, intents])}`, () =>
      this.anyWord([
        ...words.map((word) => this.evaluated(word)),
        ...intents.map((intent) =>
          this.recall(`i${JSON.stringify(intent)}`, () => this.usersOf(intent)),
        ),
      ]),
    );
  }

  /** `evaluate(node)`, remembered. */
  private evaluated(node: QueryNode): Matches {
    return this.recall(`n${JSON.stringify(node)}`, () => this.evaluate(node));
  }

  /** The matches remembered under `key`, else `compute()`'s, remembered. */
  private recall(key: string, compute: () => Matches): Matches {
    let matches = this.remembered.get(key);
    if (!matches) {
      matches = compute();
      this.remembered.set(key, matches);
    }
    return matches;
  }

  /** Whether some template uses the integration named so. */
  hasIntegration(name: string): boolean {
    return this.integrations.has(name);
  }

  /**
   * What the templates a search matches, before any filter, hold: their categories and
   * integrations, each with how many of them, most first, then by name. Empty when the search
   * matches nothing. Costs a pass over the matches' integrations: for empty results only.
   */
  matchedCounts(search: ParsedSearch): { categories: NameCount[]; integrations: NameCount[] } {
    const { docs } = this.searchMatches(search);
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

  /** A list without search: a slice of the order, or of the lists its facet filters allow. */
  private browse(
    sort: 'newest' | 'popular' | 'name',
    facets: Uint8Array | undefined,
    offset: number,
    limit: number,
  ): IndexPage {
    const order = this.orders[sort];
    if (!facets) {
      const ids = Array.from(order.subarray(offset, offset + limit), (doc) => this.ids[doc]);
      return { ids, total: this.size };
    }
    const lists = this.facetLists[sort];
    const total = lists.count(facets);
    if (offset >= total) return { ids: [], total };
    const ids = lists.slice(facets, offset, limit).map((position) => this.ids[order[position]]);
    return { ids, total };
  }

  /**
   * The facet filters of a query as the set of facet combinations they allow (one flag per
   * combination); undefined when there are none.
   */
  private facetFilter(query: TemplateListQuery): Uint8Array | undefined {
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
  private keepFacets(matches: Matches, allowed: Uint8Array): Matches {
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

  /**
   * The integrations `words` name, longest name first ("google sheets" before "google"), each
   * once, in the order named.
   */
  integrationsNamed(words: readonly string[]): string[] {
    return phrasesIn(words, this.integrationPhrases, MAX_NAME_WORDS);
  }

  /**
   * Whether any template matches `node`. Every lexeme the index holds is in some template, so a
   * word's alternatives match when one of them names a lexeme (or, for a prefix, starts one).
   */
  matchesAny(node: QueryNode): boolean {
    const leaves = node.kind === 'lexeme' ? [node] : lexemeLeaves(node);
    if (!leaves) return this.evaluate(node).docs.length > 0;
    return leaves.some((leaf) => {
      const found = this.lexemes[lowerBound(this.lexemes, leaf.lexeme)];
      return (
        found !== undefined && (leaf.prefix ? found.startsWith(leaf.lexeme) : found === leaf.lexeme)
      );
    });
  }

  private evaluate(node: QueryNode): Matches {
    switch (node.kind) {
      case 'lexeme':
        return this.lookup([node]);
      case 'or': {
        const leaves = lexemeLeaves(node);
        // An OR of lexemes (a word's alternatives) scores each matching lexeme once.
        if (leaves) return this.lookup(leaves);
        return union(this.evaluate(node.left), this.evaluate(node.right));
      }
      case 'and':
        return intersect(this.evaluate(node.left), this.evaluate(node.right));
      case 'not': {
        const excluded = this.evaluate(node.operand).docs;
        const out = new Uint8Array(this.size);
        for (const doc of excluded) out[doc] = 1;
        const docs: number[] = [];
        for (let doc = 0; doc < this.size; doc++) if (!out[doc]) docs.push(doc);
        return { docs: Int32Array.from(docs), scores: new Float64Array(docs.length) };
      }
    }
  }

  /** Templates containing any lexeme these leaves match, each lexeme's weight counted once. */
  private lookup(leaves: ReadonlyArray<{ lexeme: string; prefix: boolean }>): Matches {
    const ranges: Array<[number, number]> = [];
    for (const leaf of leaves) {
      const from = lowerBound(this.lexemes, leaf.lexeme);
      let to = from;
      if (leaf.prefix) {
        while (to < this.lexemes.length && this.lexemes[to].startsWith(leaf.lexeme)) to += 1;
      } else if (this.lexemes[from] === leaf.lexeme) {
        to = from + 1;
      }
      if (to > from) ranges.push([from, to]);
    }
    const merged = mergeRanges(ranges);
    if (merged.length === 1 && merged[0][1] - merged[0][0] === 1) {
      const [lexeme] = merged[0];
      const start = this.postingStart[lexeme];
      const end = this.postingStart[lexeme + 1];
      return {
        docs: this.postingDocs.subarray(start, end),
        scores: Float64Array.from(this.postingWeights.subarray(start, end)),
      };
    }
    const { sums, seen, found: touched } = this.scratch;
    let found = 0;
    for (const [from, to] of merged) {
      for (let at = this.postingStart[from]; at < this.postingStart[to]; at++) {
        const doc = this.postingDocs[at];
        if (!seen[doc]) {
          seen[doc] = 1;
          touched[found++] = doc;
        }
        sums[doc] += this.postingWeights[at];
      }
    }
    return this.collect(found);
  }

  /**
   * Templates matching any of `words` (not every word has to match), ranked by how
   * much of the search they cover. Each word weighs its rarity, `ln(1 + N / df)` over the
   * templates it matches. A template scores the sum, over the words it matches, of that rarity
   * times the word's lexeme weights (a name above integrations and tags above a description),
   * times the share of the search's rarity it covers, squared. So a template with every word
   * ranks above one with only some, unless the words it has are much rarer than the ones it
   * lacks. With one word this is the plain match of that word.
   */
  private anyWord(perWord: readonly Matches[]): Matches {
    if (perWord.length === 1) return perWord[0];
    const rarity = perWord.map(({ docs }) => Math.log(1 + this.size / Math.max(1, docs.length)));
    const whole = rarity.reduce((sum, weight) => sum + weight, 0);
    const { sums, cover, seen, found: touched } = this.scratch;
    let found = 0;
    perWord.forEach(({ docs, scores }, word) => {
      const weight = rarity[word];
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i];
        if (!seen[doc]) {
          seen[doc] = 1;
          touched[found++] = doc;
        }
        sums[doc] += weight * scores[i];
        cover[doc] += weight;
      }
    });
    return this.collect(found, whole);
  }

  /**
   * The templates whose workflows meet `intent`: they use one of its integrations or node
   * types, or start with one of its trigger types. Each weighs INTENT_WEIGHT.
   */
  private usersOf(intent: SearchIntent): Matches {
    const lists = intent.integrations.map((name) => this.integrations.get(name) ?? EMPTY.docs);
    for (const type of intent.nodeTypes) lists.push(this.byNodeType.get(type) ?? EMPTY.docs);
    for (const type of intent.triggerTypes) lists.push(this.startedBy(type));
    const docs = lists.reduce(mergeDocs, EMPTY.docs);
    return { docs, scores: new Float64Array(docs.length).fill(INTENT_WEIGHT) };
  }

  /** The templates a trigger type starts, ascending; made on first use. */
  private startedBy(type: string): Int32Array {
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
   * The `found` templates flagged in the scratch, in ascending order, each with its sum; with
   * `whole` (`anyWord`), the sum times the squared share of `whole` the template covers. The
   * scratch is all zero again afterwards.
   */
  private collect(found: number, whole = 0): Matches {
    const { sums, cover, seen, found: touched } = this.scratch;
    // Few matches: sort the ones touched; many: a pass over the flags is cheaper.
    const docs = new Int32Array(found);
    if (found * 16 < this.size) docs.set(touched.subarray(0, found).sort());
    else for (let doc = 0, i = 0; i < found; doc++) if (seen[doc]) docs[i++] = doc;
    const scores = new Float64Array(found);
    for (let i = 0; i < found; i++) {
      const doc = docs[i];
      const share = whole > 0 ? cover[doc] / whole : 1;
      scores[i] = sums[doc] * share * share;
      sums[doc] = 0;
      cover[doc] = 0;
      seen[doc] = 0;
    }
    return { docs, scores };
  }
}

/** The templates (ascending) holding each value `valuesOf` gives, by value. */
function postingLists(
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

/** A name and how many templates it covers. */
export interface NameCount {
  name: string;
  count: number;
}

/** Most counted first, then by name. */
function mostFirst(a: NameCount, b: NameCount): number {
  return b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** From each template's position, the templates in order; returns [order, positions]. */
function orderOf(positions: Int32Array): [Int32Array, Int32Array] {
  const ordered = new Int32Array(positions.length);
  positions.forEach((position, doc) => (ordered[position] = doc));
  return [ordered, positions];
}

/** From templates in order, each template's position. */
function positionsOf(ordered: Int32Array): Int32Array {
  const positions = new Int32Array(ordered.length);
  ordered.forEach((doc, position) => (positions[doc] = position));
  return positions;
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

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

function mergeRanges(ranges: Array<[number, number]>): Array<[number, number]> {
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

function lexemeLeaves(node: QueryNode): Array<{ lexeme: string; prefix: boolean }> | undefined {
  if (node.kind === 'lexeme') return [node];
  if (node.kind !== 'or') return undefined;
  const left = lexemeLeaves(node.left);
  const right = left && lexemeLeaves(node.right);
  return left && right ? [...left, ...right] : undefined;
}

/** Hands the event loop back: pending I/O and timers run before the build continues. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
