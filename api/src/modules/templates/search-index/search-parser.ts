import { LRUCache } from 'lru-cache';
import { searchIntents } from '../../../n8n-nodes/search-intents';
import { searchWords, textWords } from '../template-search';
import type { ParsedSearch } from './catalogue-index';
import { readTsquery, type QueryNode } from './text-search-syntax';

/** One word as PostgreSQL turns it into tsqueries (`CatalogueIndexRepository.parseWord`). */
export interface ParsedWord {
  /** The word's prefixes, stemmed and literal; null when it has none. */
  typed: string | null;
  /** `typed` ORed with near lexicon terms (typo corrections); null when there are none. */
  widened: string | null;
  /** The word as typed, stemmed; null for a stop word. */
  exact: string | null;
}

/** Whether anything in the catalogue matches a query (the index holds every lexeme). */
export interface LexemeCatalogue {
  matchesAny(node: QueryNode): boolean;
  /** The integrations of the catalogue that `words` name ("notion", "google sheets"). */
  integrationsNamed(words: readonly string[]): string[];
}

/** What the parser needs from the database. */
export interface WordParser {
  parseWord(word: string): Promise<ParsedWord>;
}

/**
 * Turns search text into the tsqueries the catalogue index evaluates, one word at a time, and
 * remembers each word's result per catalogue content version.
 *
 * Why per word: a search's tsqueries are the AND of its words' (every word is expanded on its own,
 * the exact query is the AND of each word stemmed), so the same word searched with other words,
 * filters, sorts or pages is parsed once. The result depends only on the word and the lexicon,
 * which changes only with the catalogue's content, so a new content version starts afresh.
 */
export class SearchParser {
  private readonly words: LRUCache<string, ParsedWordNodes, string>;
  /**
   * Whole searches parsed, by content version and text: the same text comes back with other
   * filters, sorts and pages, and its intents and alternatives are the same each time.
   */
  private readonly searches = new LRUCache<string, ParsedSearch>({ max: 10_000 });

  constructor(
    private readonly source: WordParser,
    /** Words remembered (across versions; older versions age out first). */
    max = 20_000,
  ) {
    this.words = new LRUCache<string, ParsedWordNodes, string>({
      max,
      fetchMethod: async (_key, _stale, { context: word }) => {
        const parsed = await this.source.parseWord(word);
        return {
          typed: parsed.typed ? readTsquery(parsed.typed) : undefined,
          widened: parsed.widened ? readTsquery(parsed.widened) : undefined,
          exact: parsed.exact ? readTsquery(parsed.exact) : undefined,
        };
      },
    });
  }

  /**
   * The tsqueries of `text` at catalogue content version `version` (`{}` with no usable word).
   * A word is widened with its typo corrections only when nothing in `catalogue` matches it as
   * typed, so a correct word never pulls in look-alikes, and never when it names a service or
   * a trigger. The services and triggers the words name are `intents` (`searchIntents`, and
   * the catalogue's own integration names). Stop words ("the", "their", "about":
   * words PostgreSQL's English configuration drops) are left out, so they never make a search
   * fail; a search of stop words only is `{ stopWordsOnly: true }`.
   */
  async parse(version: string, text: string, catalogue: LexemeCatalogue): Promise<ParsedSearch> {
    const key = `${version}|${text}`;
    let parsed = this.searches.get(key);
    if (!parsed) {
      parsed = await this.parseText(version, text, catalogue);
      this.searches.set(key, parsed);
    }
    return parsed;
  }

  private async parseText(
    version: string,
    text: string,
    catalogue: LexemeCatalogue,
  ): Promise<ParsedSearch> {
    const words = searchWords(text);
    if (words.length === 0) return {};
    const all = await Promise.all(
      words.map(async (word) => (await this.words.fetch(`${version}|${word}`, { context: word }))!),
    );
    // Only a stop word has no stemmed form: searchWords keeps runs of letters and digits.
    const parsed = all
      .map((nodes, at) => ({ ...nodes, word: words[at] }))
      .filter((word) => word.exact !== undefined);
    const typed = textWords(text);
    const intents = searchIntents(typed);
    // A word naming an integration of the catalogue names it as a service too, unless a phrase
    // already did.
    for (const name of catalogue.integrationsNamed(typed)) {
      if (!intents.some((intent) => intent.integrations.includes(name))) {
        intents.push({ integrations: [name], triggerTypes: [], nodeTypes: [] });
      }
    }
    if (parsed.length === 0) return intents.length > 0 ? { intents } : { stopWordsOnly: true };
    // A word that names a service ("chatgpt") is not a typo of a look-alike ("chat").
    const alternatives = (word: ParsedWordNodes & { word: string }) =>
      word.widened &&
      searchIntents([word.word]).length === 0 &&
      !(word.typed && catalogue.matchesAny(word.typed))
        ? word.widened
        : word.typed;
    return {
      words: parsed.map(alternatives).filter((node) => node !== undefined),
      exact: and(parsed.map((word) => word.exact)),
      ...(intents.length > 0 && { intents }),
    };
  }
}

interface ParsedWordNodes {
  typed?: QueryNode;
  widened?: QueryNode;
  exact?: QueryNode;
}

/** The AND of the nodes present, in word order; undefined when none is. */
function and(nodes: ReadonlyArray<QueryNode | undefined>): QueryNode | undefined {
  let result: QueryNode | undefined;
  for (const node of nodes) {
    if (node) result = result ? { kind: 'and', left: result, right: node } : node;
  }
  return result;
}
