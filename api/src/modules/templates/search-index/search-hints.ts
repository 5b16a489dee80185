import { searchWords } from '../template-search';
import type { CatalogueIndex, NameCount, ParsedSearch } from './catalogue-index';

/** What a page with no templates offers instead: services and categories to try. */
export interface SearchSuggestions {
  /** Services to list by (the search left behind), with how many templates use each. */
  services: NameCount[];
  /**
   * Categories to list by. With `categoriesOfSearch`, where the search finds templates when its
   * other filters are left out, counting those (browsed with the search kept); otherwise with
   * how many templates each holds (browsed without it).
   */
  categories: NameCount[];
  categoriesOfSearch: boolean;
}

/** Services and categories an empty page suggests, each at most. */
export const MAX_SUGGESTIONS = 5;
/** Shorter words ("a", "to") are close to too many names to say anything. */
const MIN_SUGGESTION_WORD = 3;

/**
 * The services a search names that templates of the catalogue use ("chatgpt": OpenAI; "email":
 * Gmail, Email, Microsoft Outlook), each once: what a card highlights among its own.
 */
export function namedServices(search: ParsedSearch | undefined, index: CatalogueIndex): string[] {
  const names = (search?.intents ?? []).flatMap((intent) => intent.integrations);
  return [...new Set(names)].filter((name) => index.hasIntegration(name));
}

/**
 * What to try when a page has no templates, never empty while the catalogue has templates.
 * Services: the closest by name to the words typed ("slak": Slack), then the most used among the
 * templates the search finds without its filters, then the most used of all. Categories: where
 * the search finds templates without its filters (the category filtered by is then not among
 * them); when it finds none, the closest by name to the words typed ("finanse"), then the
 * largest, the category filtered by left out.
 */
export function suggestionsFor(
  index: CatalogueIndex,
  text: string | undefined,
  search: ParsedSearch | undefined,
  filteredCategory: string | readonly string[] | undefined,
): SearchSuggestions {
  // The words a search reads (at most MAX_SEARCH_WORDS), not every word typed.
  const words = searchWords(text ?? '').filter((word) => word.length >= MIN_SUGGESTION_WORD);
  const matched =
    search && !search.stopWordsOnly
      ? index.matchedCounts(search)
      : { categories: [], integrations: [] };
  const services = firstDistinct([
    index.closestNames('integrations', words, MAX_SUGGESTIONS),
    // Most used among the search's templates first, each counted over the whole catalogue. The
    // closest names take at most MAX_SUGGESTIONS places, so twice as many are enough.
    matched.integrations
      .slice(0, 2 * MAX_SUGGESTIONS)
      .map((entry) => ({ name: entry.name, count: index.integrationCount(entry.name) })),
    index.integrationCounts(MAX_SUGGESTIONS * 2),
  ]);
  if (matched.categories.length > 0) {
    return {
      services,
      categories: matched.categories.slice(0, MAX_SUGGESTIONS),
      categoriesOfSearch: true,
    };
  }
  const excluded = new Set(
    typeof filteredCategory === 'string' ? [filteredCategory] : (filteredCategory ?? []),
  );
  const everyCategory = index.categoryCounts().filter((entry) => !excluded.has(entry.name));
  return {
    services,
    categories: firstDistinct([
      index.closestNames('categories', words, MAX_SUGGESTIONS, excluded),
      everyCategory,
    ]),
    categoriesOfSearch: false,
  };
}

/** The first MAX_SUGGESTIONS entries of the lists in turn, each name once. */
function firstDistinct(lists: ReadonlyArray<readonly NameCount[]>): NameCount[] {
  const found = new Map<string, NameCount>();
  for (const list of lists) {
    for (const entry of list) {
      if (found.size === MAX_SUGGESTIONS) return [...found.values()];
      if (!found.has(entry.name)) found.set(entry.name, entry);
    }
  }
  return [...found.values()];
}
