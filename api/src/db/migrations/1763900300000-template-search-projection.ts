import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The projected columns, in table order: what search filters, ranks, orders and counts on. */
export const PROJECTED_COLUMNS = [
  'id',
  'downloads',
  'views',
  'created_at',
  'name',
  'category',
  'complexity',
  'trigger_type',
  'integrations',
  'search_vector',
];
const COLUMNS = PROJECTED_COLUMNS.join(', ');

/**
 * The statement that (re)defines the projection's upsert for `columns`, `id` first: a migration
 * that projects one more column redefines it with that column added.
 */
export function searchUpsertFunction(columns: readonly string[]): string {
  const list = columns.join(', ');
  const updates = columns
    .filter((column) => column !== 'id')
    .map((column) => `${column} = EXCLUDED.${column}`)
    .join(', ');
  return `
      CREATE OR REPLACE FUNCTION template_search_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO template_search (${list})
        SELECT ${list} FROM changed
        ON CONFLICT (id) DO UPDATE SET ${updates}
        WHERE (template_search.*) IS DISTINCT FROM (EXCLUDED.*);
        RETURN NULL;
      END $$`;
}

/**
 * A narrow copy of each template for search: `template_search` holds only what a search filters,
 * ranks, orders and counts on, and the GIN index on `search_vector` moves there from the wide
 * `templates` table (workflow jsonb, descriptions, arrays), where the rank had to fetch most
 * vectors from TOAST. At 100,000 templates the projection is 55 MB against 146 MB of wide heap,
 * and the ranked page of a broad search (`telegram`, 9,576 matches) touches 2,928 buffers instead
 * of 13,070; with the de-duplicated tsquery (template-search.ts) it takes 20 ms instead of 54.
 *
 * PostgreSQL keeps the copy in step with statement-level triggers, so every writer (API, ingest,
 * SQL by hand) is covered and a bulk insert costs one extra INSERT ... SELECT, not a call per row:
 * inserts and updates upsert the changed rows (an update that changes no projected column writes
 * nothing), deletes remove them, TRUNCATE empties the copy. There is deliberately no foreign key:
 * it would make `TRUNCATE templates` fail and add a per-row check to every bulk insert.
 */
export class TemplateSearchProjection1763900300000 implements MigrationInterface {
  name = 'TemplateSearchProjection1763900300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE template_search (
        id uuid PRIMARY KEY,
        downloads integer NOT NULL,
        views integer NOT NULL,
        created_at timestamptz NOT NULL,
        name text NOT NULL,
        category text NOT NULL,
        complexity text NOT NULL,
        trigger_type text NOT NULL,
        integrations text[] NOT NULL,
        search_vector tsvector NOT NULL
      )`);
    await q.query(searchUpsertFunction(PROJECTED_COLUMNS));
    await q.query(`
      CREATE FUNCTION template_search_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM template_search s USING removed WHERE s.id = removed.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION template_search_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE template_search;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER template_search_insert AFTER INSERT ON templates
      REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION template_search_upsert()`);
    await q.query(`
      CREATE TRIGGER template_search_update AFTER UPDATE ON templates
      REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION template_search_upsert()`);
    await q.query(`
      CREATE TRIGGER template_search_delete AFTER DELETE ON templates
      REFERENCING OLD TABLE AS removed
      FOR EACH STATEMENT EXECUTE FUNCTION template_search_delete()`);
    await q.query(`
      CREATE TRIGGER template_search_truncate AFTER TRUNCATE ON templates
      FOR EACH STATEMENT EXECUTE FUNCTION template_search_truncate()`);
    // Backfill after the triggers exist, under a lock that holds writers off until commit, so no
    // row written meanwhile is missed or copied twice.
    await q.query(`LOCK TABLE templates IN SHARE ROW EXCLUSIVE MODE`);
    await q.query(`INSERT INTO template_search (${COLUMNS}) SELECT ${COLUMNS} FROM templates`);
    await q.query(
      `CREATE INDEX template_search_vector_idx ON template_search USING gin (search_vector)`,
    );
    await q.query(`DROP INDEX IF EXISTS templates_search_idx`);
    await q.query(`ANALYZE template_search`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX IF NOT EXISTS templates_search_idx ON templates USING gin (search_vector)`,
    );
    await q.query(`DROP TRIGGER IF EXISTS template_search_truncate ON templates`);
    await q.query(`DROP TRIGGER IF EXISTS template_search_delete ON templates`);
    await q.query(`DROP TRIGGER IF EXISTS template_search_update ON templates`);
    await q.query(`DROP TRIGGER IF EXISTS template_search_insert ON templates`);
    await q.query(`DROP FUNCTION IF EXISTS template_search_truncate()`);
    await q.query(`DROP FUNCTION IF EXISTS template_search_delete()`);
    await q.query(`DROP FUNCTION IF EXISTS template_search_upsert()`);
    await q.query(`DROP TABLE IF EXISTS template_search`);
  }
}
