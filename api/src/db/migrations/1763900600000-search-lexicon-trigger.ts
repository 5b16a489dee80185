import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The one rule for the typo lexicon: words of 3+ letters of names and search keywords. */
const WORDS_OF = (table: string) => `
  SELECT DISTINCT word
  FROM ${table} t
  CROSS JOIN LATERAL unnest(
    tsvector_to_array(to_tsvector('simple', t.name || ' ' || t.search_keywords))
  ) AS word
  WHERE word ~ '^[[:alpha:]]{3,}$'`;

/**
 * The typo lexicon (`search_terms`) is kept by PostgreSQL, like the search projection: inserted
 * templates and templates whose name or keywords changed add their words, by one rule, whoever
 * wrote them (the ingest, a fixture, SQL by hand). Before, the ingest and the catalogue service
 * each refreshed it with their own SQL, and a writer that forgot to ask left typos unanswered.
 * Terms are never removed: a word no template has any more matches nothing, so offering it as a
 * correction costs nothing.
 */
export class SearchLexiconTrigger1763900600000 implements MigrationInterface {
  name = 'SearchLexiconTrigger1763900600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION search_terms_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_terms (term) ${WORDS_OF('added')} ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION search_terms_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_terms (term)
        ${WORDS_OF(`(SELECT n.name, n.search_keywords FROM after_update n JOIN before_update o
                     ON o.id = n.id
                     WHERE (n.name, n.search_keywords) IS DISTINCT FROM (o.name, o.search_keywords))`)}
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER search_terms_insert AFTER INSERT ON templates
      REFERENCING NEW TABLE AS added
      FOR EACH STATEMENT EXECUTE FUNCTION search_terms_added()`);
    await q.query(`
      CREATE TRIGGER search_terms_update AFTER UPDATE ON templates
      REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
      FOR EACH STATEMENT EXECUTE FUNCTION search_terms_updated()`);
    await q.query(
      `INSERT INTO search_terms (term) ${WORDS_OF('templates')} ON CONFLICT DO NOTHING`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS search_terms_update ON templates`);
    await q.query(`DROP TRIGGER IF EXISTS search_terms_insert ON templates`);
    await q.query(`DROP FUNCTION IF EXISTS search_terms_updated()`);
    await q.query(`DROP FUNCTION IF EXISTS search_terms_added()`);
  }
}
