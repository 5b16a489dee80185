/**
 * The names closest to what was typed, by trigram similarity as PostgreSQL's pg_trgm measures it
 * (each word padded with two spaces before and one after, shared trigrams over all trigrams):
 * what an empty search suggests instead ("slak" -> Slack, "finanse" -> Finance).
 */

/** Below this similarity a name is not offered: pg_trgm's own default threshold. */
export const MIN_NAME_SIMILARITY = 0.3;

/** The trigrams of one lower-case word, as pg_trgm makes them. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const found = new Set<string>();
  for (let at = 0; at + 3 <= padded.length; at++) found.add(padded.slice(at, at + 3));
  return found;
}

/** Shared trigrams over all trigrams of the two words: 1 for the same word, 0 for none shared. */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** Lower-case runs of letters and digits. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Finds, among a fixed list of named entries, the names closest to typed words. A name is as
 * close as the best similarity of any typed word to any word of the name, or to the name written
 * as one word ("googlesheets", "hubspot"). The names' trigrams are indexed once, so a search
 * compares each typed word only with the name words that share a trigram with it.
 */
export class NameMatcher<T extends { name: string; count: number }> {
  /** Each name word's trigram count, by candidate. */
  private readonly sizes: number[] = [];
  /** The entry each candidate word belongs to. */
  private readonly owners: number[] = [];
  /** The candidates holding each trigram. */
  private readonly holders = new Map<string, number[]>();

  constructor(private readonly entries: readonly T[]) {
    entries.forEach((entry, owner) => {
      const parts = wordsOf(entry.name);
      for (const candidate of parts.length > 1 ? [...parts, parts.join('')] : parts) {
        const id = this.sizes.length;
        const found = trigrams(candidate);
        this.sizes.push(found.size);
        this.owners.push(owner);
        for (const trigram of found) {
          const holders = this.holders.get(trigram);
          if (holders) holders.push(id);
          else this.holders.set(trigram, [id]);
        }
      }
    });
  }

  /**
   * The at most `limit` entries closest to `words` (at least MIN_NAME_SIMILARITY), closest
   * first, then the most counted, then by name; `skip` leaves entries out by name.
   */
  closest(words: readonly string[], limit: number, skip?: ReadonlySet<string>): T[] {
    const best = new Map<number, number>();
    const shared = new Map<number, number>();
    for (const word of words) {
      const typed = trigrams(word);
      shared.clear();
      for (const trigram of typed) {
        for (const id of this.holders.get(trigram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
      }
      for (const [id, count] of shared) {
        const score = count / (typed.size + this.sizes[id] - count);
        const owner = this.owners[id];
        if (score > (best.get(owner) ?? 0)) best.set(owner, score);
      }
    }
    const found: Array<{ entry: T; score: number }> = [];
    for (const [owner, score] of best) {
      const entry = this.entries[owner];
      if (score >= MIN_NAME_SIMILARITY && !skip?.has(entry.name)) found.push({ entry, score });
    }
    return found
      .sort(closestFirst)
      .slice(0, limit)
      .map(({ entry }) => entry);
  }
}

/** Closest first, then the most counted, then by name. */
export function closestFirst(
  a: { entry: { name: string; count: number }; score: number },
  b: { entry: { name: string; count: number }; score: number },
): number {
  return (
    b.score - a.score || b.entry.count - a.entry.count || (a.entry.name < b.entry.name ? -1 : 1)
  );
}

/**
 * The at most `limit` entries whose names are closest to `words` (at least MIN_NAME_SIMILARITY),
 * closest first, then the most counted, then by name (`NameMatcher`, for a list used once).
 */
export function closestNames<T extends { name: string; count: number }>(
  words: readonly string[],
  entries: readonly T[],
  limit: number,
): T[] {
  return new NameMatcher(entries).closest(words, limit);
}
