import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every column of `templates` that is catalogue content: all but the visitor counters (views,
 * downloads, saves), which change on every visit and must not count as a catalogue change.
 * `search_vector` is derived from name, keywords and description. A new content column is added
 * here by the migration that adds it.
 */
export const CONTENT_COLUMNS = [
  'numeric_id',
  'name',
  'author',
  'category',
  'description',
  'node_count',
  'trigger_type',
  'complexity',
  'tags',
  'integrations',
  'node_types',
  'download_url',
  'workflow',
  'detailed_description',
  'difficulty',
  'estimated_setup_time',
  'prerequisites',
  'use_cases',
  'features',
  'required_nodes',
  'how_to_use',
  'ai_documentation',
  'content_hash',
  'source',
  'redacted_values',
  'search_keywords',
  'created_at',
  'updated_at',
];

/**
 * The statement that (re)defines the update trigger's function over `columns`: a migration that
 * adds a content column redefines it with that column added.
 */
export function contentChangeFunction(columns: readonly string[]): string {
  const row = (alias: string) => `(${columns.map((c) => `${alias}.${c}`).join(', ')})`;
  return `
      CREATE OR REPLACE FUNCTION catalogue_version_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (
          SELECT 1 FROM before_update o JOIN after_update n ON n.id = o.id
          WHERE ${row('n')} IS DISTINCT FROM ${row('o')}
        ) THEN
          PERFORM catalogue_version_bump(true);
        ELSIF EXISTS (
          SELECT 1 FROM before_update o JOIN after_update n ON n.id = o.id
          WHERE (n.views, n.downloads, n.saves) IS DISTINCT FROM (o.views, o.downloads, o.saves)
        ) THEN
          PERFORM catalogue_version_bump(false);
        END IF;
        RETURN NULL;
      END $$`;
}

/**
 * The catalogue version: one number that moves whenever the catalogue's content changes, a second
 * that moves when only visitor counters changed (they reorder "popular" but change no content),
 * and a `catalogue_changed` notification carrying both as `version:counters`. API processes keep derived state (the search
 * index, cached pages) keyed by this version and LISTEN for the notification, so a change made by
 * any writer (the ingest, another API process, SQL by hand) is seen by every process as soon as
 * it commits (NOTIFY is delivered only after commit), and nothing is thrown away while the
 * catalogue stays the same.
 *
 * Statement-level triggers, like the search projection's: a bulk write bumps the version once. A
 * statement that writes nothing (an ingest run that finds every workflow unchanged) and a counter
 * update (a view or a download) leave it alone.
 */
export class CatalogueVersion1763900400000 implements MigrationInterface {
  name = 'CatalogueVersion1763900400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalogue_version (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        version bigint NOT NULL,
        counters bigint NOT NULL
      )`);
    await q.query(`INSERT INTO catalogue_version (version, counters) VALUES (1, 1)`);
    await q.query(`
      CREATE FUNCTION catalogue_version_bump(content boolean) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        next text;
      BEGIN
        UPDATE catalogue_version
        SET version = version + CASE WHEN content THEN 1 ELSE 0 END,
            counters = counters + CASE WHEN content THEN 0 ELSE 1 END
        RETURNING version || ':' || counters INTO next;
        PERFORM pg_notify('catalogue_changed', next);
      END $$`);
    await q.query(`
      CREATE FUNCTION catalogue_version_rows_written() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM written) THEN PERFORM catalogue_version_bump(true); END IF;
        RETURN NULL;
      END $$`);
    await q.query(contentChangeFunction(CONTENT_COLUMNS));
    await q.query(`
      CREATE FUNCTION catalogue_version_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM catalogue_version_bump(true);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER catalogue_version_insert AFTER INSERT ON templates
      REFERENCING NEW TABLE AS written
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_rows_written()`);
    await q.query(`
      CREATE TRIGGER catalogue_version_delete AFTER DELETE ON templates
      REFERENCING OLD TABLE AS written
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_rows_written()`);
    await q.query(`
      CREATE TRIGGER catalogue_version_update AFTER UPDATE ON templates
      REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_rows_updated()`);
    await q.query(`
      CREATE TRIGGER catalogue_version_truncate AFTER TRUNCATE ON templates
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_truncated()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS catalogue_version_truncate ON templates`);
    await q.query(`DROP TRIGGER IF EXISTS catalogue_version_update ON templates`);
    await q.query(`DROP TRIGGER IF EXISTS catalogue_version_delete ON templates`);
    await q.query(`DROP TRIGGER IF EXISTS catalogue_version_insert ON templates`);
    await q.query(`DROP FUNCTION IF EXISTS catalogue_version_truncated()`);
    await q.query(`DROP FUNCTION IF EXISTS catalogue_version_rows_updated()`);
    await q.query(`DROP FUNCTION IF EXISTS catalogue_version_rows_written()`);
    await q.query(`DROP FUNCTION IF EXISTS catalogue_version_bump(boolean)`);
    await q.query(`DROP TABLE IF EXISTS catalogue_version`);
  }
}
