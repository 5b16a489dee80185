/** At most this many words of a search are used; the rest would only narrow an AND query. */
export const MAX_SEARCH_WORDS = 8;
/** Longer "words" are noise (ids, hashes) and would make the lexicon lookup slow. */
const MAX_WORD_LENGTH = 40;

/**
 * The words of a search: lower-case runs of letters and digits, de-duplicated. Only these words
 * ever reach SQL, and only as a bound `text[]` parameter: never concatenated into a statement.
 */
export function searchWords(text: string): string[] {
  return [...new Set(textWords(text))].slice(0, MAX_SEARCH_WORDS);
}

/** Words read for phrases ("every morning"): more than a search uses, still bounded. */
const MAX_TEXT_WORDS = 32;

/** The words of a search in the order typed, repeats kept: what phrases are read from. */
export function textWords(text: string): string[] {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words) return [];
  return words.filter((word) => word.length <= MAX_WORD_LENGTH).slice(0, MAX_TEXT_WORDS);
}

/** Lexicon terms closer than this trigram similarity are not offered as typo corrections. */
const MIN_TYPO_SIMILARITY = 0.2;

/**
 * One scalar sub-select turning the words in parameter `$n` into a tsquery. Every word becomes
 * `(stemmed prefix | literal prefix | up to three near lexicon terms)`, and the words are ANDed.
 *
 * - `english` prefix (`telegrams` -> `telegram:*`) matches the stemmed `search_vector`;
 * - `simple` prefix keeps partial words usable while typing (the catalogue's parser leaves stop
 *   words out: search-parser.ts);
 *   a single character is matched as a whole word only, since as a prefix it matches everything;
 * - typo tolerance: when a word is neither a known term nor matches any template as typed, the
 *   nearest lexicon terms by trigram distance (`telegarm` -> `telegram`, `gmial` -> `gmail`) are
 *   ORed in, found by a KNN scan of the GiST index on `search_terms`. Words that match as typed
 *   are not widened, so a correct word never pulls in look-alikes. All words are looked up in
 *   this one statement.
 *
 * An alternative is never repeated (`telegram` stems to itself, so it is `telegram:*` once, not
 * `telegram:* | telegram:* | telegram:*`): a repeat matches nothing more and leaves `ts_rank_cd`
 * unchanged, but makes it two to three times slower, and it is computed for every match.
 *
 * Lexicon terms are used only when they are plain letters and digits, so the text handed to
 * `to_tsquery` can never carry operators; stop words are skipped before `to_tsquery` sees them.
 * Used as a scalar sub-select (an InitPlan), the result is a constant for the planner, which can
 * then use the GIN index on `search_vector`. No usable word gives NULL, which matches nothing.
 */
export function tsquerySql(param: string): string {
  return `(
    SELECT string_agg('(' || alternatives.query::text || ')', ' & ' ORDER BY alternatives.ord)::tsquery
    FROM (
      SELECT words.ord,
             CASE WHEN count(near.term) > 0
                  THEN words.typed || to_tsquery('english', string_agg(near.term, ' | '))
                  ELSE words.typed
             END AS query
      FROM (
        SELECT word, ord, pattern,
               CASE WHEN length(to_tsvector('english', word)) = 0
                    THEN to_tsquery('simple', pattern)
                    WHEN to_tsquery('english', pattern) = to_tsquery('simple', pattern)
                    THEN to_tsquery('simple', pattern)
                    ELSE to_tsquery('english', pattern) || to_tsquery('simple', pattern)
               END AS typed
        FROM (
          SELECT word, ord, word || CASE WHEN length(word) > 1 THEN ':*' ELSE '' END AS pattern
          FROM unnest(${param}::text[]) WITH ORDINALITY AS typed(word, ord)
        ) patterns
      ) words
      LEFT JOIN LATERAL (
        SELECT candidate.term
        FROM (
          SELECT lexicon.term
          FROM search_terms lexicon
          WHERE NOT EXISTS (SELECT 1 FROM search_terms known WHERE known.term = words.word)
            AND NOT EXISTS (
              SELECT 1 FROM template_search hit
              WHERE hit.search_vector @@ (to_tsquery('english', words.pattern)
                                          || to_tsquery('simple', words.pattern))
            )
          ORDER BY lexicon.term <-> words.word
          LIMIT 6
        ) candidate
        WHERE similarity(candidate.term, words.word) >= ${MIN_TYPO_SIMILARITY}
          AND candidate.term ~ '^[[:alnum:]]+$'
          AND length(to_tsvector('english', candidate.term)) > 0
        LIMIT 3
      ) near ON true
      GROUP BY words.ord, words.word, words.pattern, words.typed
    ) alternatives
    WHERE numnode(alternatives.query) > 0
  )`;
}

/**
 * The words as typed, stemmed and ANDed, without prefixes or corrections: templates matching it
 * rank above those that only match a prefix or a corrected word (`ai` above `airtable`). NULL
 * when every word is a stop word.
 */
export function exactTsquerySql(param: string): string {
  return `(
    SELECT CASE WHEN length(to_tsvector('english', typed.text)) > 0
                THEN plainto_tsquery('english', typed.text) END
    FROM (SELECT array_to_string(${param}::text[], ' ') AS text) typed
  )`;
}

/**
 * One word (parameter `$1`) as three tsqueries in text form, for the in-process index:
 * - `typed`: `(stemmed prefix | literal prefix)` as in `tsquerySql`, NULL when it has no node;
 * - `widened`: `typed` ORed with up to three near lexicon terms, NULL when there are none (the
 *   word is itself a known term, or nothing in the lexicon is close enough);
 * - `exact`: the word stemmed, as `exactTsquerySql`; NULL for a stop word, which the parser
 *   (search-parser.ts) then leaves out of the search, its `typed` prefix unused.
 * Whether the word "matches as typed" is left to the caller, which holds every lexeme of the
 * catalogue: asking PostgreSQL meant pulling every match of a short prefix out of the GIN index
 * (7-14 ms for `tele`) only to learn that there is at least one.
 */
export const WORD_QUERIES_SQL = `
  WITH typed AS MATERIALIZED (
    SELECT CASE WHEN length(to_tsvector('english', $1::text)) = 0
                THEN to_tsquery('simple', pattern)
                WHEN to_tsquery('english', pattern) = to_tsquery('simple', pattern)
                THEN to_tsquery('simple', pattern)
                ELSE to_tsquery('english', pattern) || to_tsquery('simple', pattern)
           END AS query
    FROM (SELECT $1::text || CASE WHEN length($1::text) > 1 THEN ':*' ELSE '' END AS pattern) p
  ), near AS (
    SELECT candidate.term
    FROM (
      SELECT lexicon.term
      FROM search_terms lexicon
      WHERE NOT EXISTS (SELECT 1 FROM search_terms known WHERE known.term = $1::text)
      ORDER BY lexicon.term <-> $1::text
      LIMIT 6
    ) candidate
    WHERE similarity(candidate.term, $1::text) >= ${MIN_TYPO_SIMILARITY}
      AND candidate.term ~ '^[[:alnum:]]+$'
      AND length(to_tsvector('english', candidate.term)) > 0
    LIMIT 3
  )
  SELECT CASE WHEN numnode(typed.query) > 0 THEN typed.query::text END AS typed,
         (SELECT (typed.query || to_tsquery('english', string_agg(near.term, ' | ')))::text
          FROM near HAVING count(*) > 0) AS widened,
         (${exactTsquerySql('ARRAY[$1::text]')})::text AS exact
  FROM typed`;
