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
 * How close `name` is to the typed `words`: the best similarity of any typed word to any word
 * of the name, or to the name written as one word ("googlesheets", "hubspot").
 */
function closeness(words: readonly string[], name: string): number {
  const parts = wordsOf(name);
  const candidates = parts.length > 1 ? [...parts, parts.join('')] : parts;
  let best = 0;
  for (const word of words) {
    for (const candidate of candidates) best = Math.max(best, trigramSimilarity(word, candidate));
  }
  return best;
}

/**
 * The at most `limit` entries whose names are closest to `words` (at least MIN_NAME_SIMILARITY),
 * closest first, then the most counted, then by name.
 */
export function closestNames<T extends { name: string; count: number }>(
  words: readonly string[],
  entries: readonly T[],
  limit: number,
): T[] {
  return entries
    .map((entry) => ({ entry, score: closeness(words, entry.name) }))
    .filter(({ score }) => score >= MIN_NAME_SIMILARITY)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.entry.count - a.entry.count ||
        (a.entry.name < b.entry.name ? -1 : 1),
    )
    .slice(0, limit)
    .map(({ entry }) => entry);
}
