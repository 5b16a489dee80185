/**
 * Query evaluation of the catalogue index: the inverted index from each lexeme to the templates
 * that contain it with its weight, and the matching and scoring of a parsed search against it
 * (words, their alternatives, the services and triggers it names), with the match lists already
 * computed remembered.
 */
import { LRUCache } from 'lru-cache';
import { SeenBefore } from '../../../lib/seen-before';
import { phrasesIn, type SearchIntent } from '../../../n8n-nodes/search-intents';
import { textWords } from '../template-search';
import type { IndexedTemplate, ParsedSearch } from './catalogue-index';
import { postingLists, type IndexFacets } from './catalogue-index.facets';
import { EMPTY, intersect, mergeDocs, union, type Matches } from './matches';
import type { Postings } from './postings';
import type { QueryNode } from './text-search-syntax';

/** What meeting an intent weighs in a template: as much as its word in the template's name. */
const INTENT_WEIGHT = 1;
/** The most words of an integration's name a search is read for ("google cloud natural language"). */
const MAX_NAME_WORDS = 4;
/**
 * Bytes of match lists a process keeps for searches asked again (`remembered`): the same words
 * come back with other filters, sorts and pages, and a sentence's words one by one in others.
 */
const REMEMBERED_BYTES = 32 * 1024 * 1024;

/**
 * The matches of searches, scored by the weights `ts_rank_cd` would give. Depends only on the
 * content, so the copies `CatalogueIndex.withCounters` makes share it, its scratch and what it
 * remembers.
 */
export class QueryEvaluator {
  private readonly size: number;
  private readonly facets: IndexFacets;
  /** Templates by the node types searches name (`IndexedTemplate.nodeTypes`). */
  private readonly byNodeType = new Map<string, Int32Array>();
  /** Each integration by its name's words, lower case, single-spaced: `google sheets`. */
  private readonly integrationPhrases = new Map<string, string>();
  /**
   * Scratch of `lookup` and `anyWord`, one slot per template, all zero between calls: a search
   * runs to completion without yielding, so calls never overlap.
   */
  private readonly scratch: {
    sums: Float64Array;
    /** Of `anyWord`: the rarity of the words each template matches. */
    cover: Float64Array;
    /** One bit per template: whether it matched (`collect` reads them in ascending order). */
    seen: Int32Array;
  };
  /**
   * Match lists already computed, by what was evaluated (a whole search, one word, one intent):
   * they depend only on the content. Read only.
   */
  private readonly remembered = new LRUCache<string, Matches>({
    maxSize: REMEMBERED_BYTES,
    sizeCalculation: (matches, key) =>
      matches.docs.byteLength + matches.scores.byteLength + key.length * 2,
  });
  /**
   * Which match lists were computed already: a list is remembered from its second computation on.
   * Most sentences, and many of their words, are asked once; remembering each (a few hundred kB
   * for a broad one) would evict the lists asked again.
   */
  private readonly computedBefore = new SeenBefore(1 << 16);
  /** Each parsed search's key in `remembered`, made once per search object (they are kept). */
  private readonly searchKeys = new WeakMap<ParsedSearch, string>();
  /** The inverted index (`Postings`). */
  private readonly lexemes: string[];
  private readonly postingStart: Int32Array;
  private readonly postingDocs: Int32Array;
  private readonly postingWeights: Float32Array;

  constructor(rows: readonly IndexedTemplate[], facets: IndexFacets, postings: Postings) {
    const n = rows.length;
    this.size = n;
    this.facets = facets;
    this.scratch = {
      sums: new Float64Array(n),
      cover: new Float64Array(n),
      seen: new Int32Array((n + 31) >>> 5),
    };
    for (const name of facets.integrationNames()) {
      const phrase = textWords(name).join(' ');
      if (phrase) this.integrationPhrases.set(phrase, name);
    }
    for (const [type, docs] of postingLists(rows, (row) => row.nodeTypes ?? [])) {
      this.byNodeType.set(type, docs);
    }
    this.lexemes = postings.lexemes;
    this.postingStart = postings.start;
    this.postingDocs = postings.docs;
    this.postingWeights = postings.weights;
  }

  /** The templates a search matches, before any filter, scored (`anyWord`). */
  searchMatches(search: ParsedSearch): Matches {
    const words = search.words ?? [];
    const intents = search.intents ?? [];
    if (words.length + intents.length === 0) return EMPTY;
    let key = this.searchKeys.get(search);
    if (key === undefined) {
      key = `s${JSON.stringify([words, intents])}`;
      this.searchKeys.set(search, key);
    }
    return this.recall(key, () =>
      this.anyWord([
        ...words.map((word) => this.evaluated(word)),
        ...intents.map((intent) =>
          this.recall(`i${JSON.stringify(intent)}`, () => this.usersOf(intent)),
        ),
      ]),
    );
  }

  /** `evaluate(node)`, remembered. */
  evaluated(node: QueryNode): Matches {
    return this.recall(`n${JSON.stringify(node)}`, () => this.evaluate(node));
  }

  /**
   * The matches remembered under `key`, else `compute()`'s, remembered when `key` was computed
   * before (`computedBefore`).
   */
  private recall(key: string, compute: () => Matches): Matches {
    let matches = this.remembered.get(key);
    if (!matches) {
      matches = compute();
      if (this.computedBefore.check(key)) this.remembered.set(key, matches);
    }
    return matches;
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
        scores: this.postingWeights.subarray(start, end),
      };
    }
    const { sums, seen } = this.scratch;
    let found = 0;
    for (const [from, to] of merged) {
      for (let at = this.postingStart[from]; at < this.postingStart[to]; at++) {
        const doc = this.postingDocs[at];
        const bit = 1 << (doc & 31);
        if ((seen[doc >>> 5] & bit) === 0) {
          seen[doc >>> 5] |= bit;
          found += 1;
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
    const { sums, cover, seen } = this.scratch;
    let found = 0;
    perWord.forEach(({ docs, scores }, word) => {
      const weight = rarity[word];
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i];
        const bit = 1 << (doc & 31);
        if ((seen[doc >>> 5] & bit) === 0) {
          seen[doc >>> 5] |= bit;
          found += 1;
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
    const lists = intent.integrations.map((name) => this.facets.templatesOf(name) ?? EMPTY.docs);
    for (const type of intent.nodeTypes) lists.push(this.byNodeType.get(type) ?? EMPTY.docs);
    for (const type of intent.triggerTypes) lists.push(this.facets.startedBy(type));
    const docs = lists.reduce(mergeDocs, EMPTY.docs);
    return { docs, scores: new Float64Array(docs.length).fill(INTENT_WEIGHT) };
  }

  /**
   * The `found` templates flagged in the scratch, in ascending order, each with its sum; with
   * `whole` (`anyWord`), the sum times the squared share of `whole` the template covers. The
   * scratch is all zero again afterwards.
   */
  private collect(found: number, whole = 0): Matches {
    const { sums, cover, seen } = this.scratch;
    const docs = new Int32Array(found);
    const scores = new Float64Array(found);
    // The set bits of each word of flags, lowest first: the templates in ascending order.
    for (let word = 0, i = 0; i < found; word++) {
      let bits = seen[word];
      if (bits === 0) continue;
      seen[word] = 0;
      while (bits !== 0) {
        const lowest = bits & -bits;
        const doc = (word << 5) + 31 - Math.clz32(lowest);
        bits ^= lowest;
        const share = whole > 0 ? cover[doc] / whole : 1;
        docs[i] = doc;
        scores[i++] = sums[doc] * share * share;
        sums[doc] = 0;
        cover[doc] = 0;
      }
    }
    return { docs, scores };
  }
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
