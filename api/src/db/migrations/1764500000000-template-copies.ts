import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CONTENT_COLUMNS, rowsUpdatedFunctionSql } from './1763900400000-catalogue-version';

/**
 * One template, shown once: `signature` is the structural signature the ingest computes (what a
 * workflow does, without names, ids or layout), and `copy_of` links a template to the richer
 * template of its signature group, which lists, search and the n8n library show instead.
 *
 * Rows written before this migration keep a NULL signature, and NULL signatures are never
 * grouped: the next ingest of their source fills it in (an update) and groups them then.
 * Deleting an original sets its copies' `copy_of` to NULL, so they come back rather than vanish.
 * Both columns are catalogue content: a change of either bumps the catalogue version, so every
 * process rebuilds its index.
 */
/** The catalogue's content columns from this migration on. */
export const CONTENT_COLUMNS_WITH_COPIES = [...CONTENT_COLUMNS, 'signature', 'copy_of'];

export class TemplateCopies1764500000000 implements MigrationInterface {
  name = 'TemplateCopies1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE templates
        ADD COLUMN signature text,
        ADD COLUMN copy_of uuid REFERENCES templates (id) ON DELETE SET NULL`);
    await q.query(
      `CREATE INDEX templates_signature_idx ON templates (signature) WHERE signature IS NOT NULL`,
    );
    // Serves the foreign key (an original's delete) and the catalogue's "not a copy" filter.
    await q.query(
      `CREATE INDEX templates_copy_of_idx ON templates (copy_of) WHERE copy_of IS NOT NULL`,
    );
    await q.query(rowsUpdatedFunctionSql(CONTENT_COLUMNS_WITH_COPIES));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(rowsUpdatedFunctionSql(CONTENT_COLUMNS));
    await q.query(`DROP INDEX IF EXISTS templates_copy_of_idx`);
    await q.query(`DROP INDEX IF EXISTS templates_signature_idx`);
    await q.query(
      `ALTER TABLE templates DROP COLUMN IF EXISTS copy_of, DROP COLUMN IF EXISTS signature`,
    );
  }
}
