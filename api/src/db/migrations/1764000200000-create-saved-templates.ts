import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Templates users keep.
 *
 * - One row per user and template (a unique index), so saving twice is one row and one slot.
 * - `template_id` becomes NULL when the catalogue row is deleted (a takedown): the record stays,
 *   with the name it had, so the user is told it was removed instead of seeing it vanish; it no
 *   longer counts against the plan. Re-ingesting the same content keeps the row's id (the
 *   ingest upserts on `content_hash`), so saved templates survive it untouched.
 * - Counting a user's saves is an index-only scan of `saved_templates_user`.
 */
export class CreateSavedTemplates1764000200000 implements MigrationInterface {
  name = 'CreateSavedTemplates1764000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        template_id uuid REFERENCES templates (id) ON DELETE SET NULL,
        template_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX saved_templates_user_template
         ON saved_templates (user_id, template_id)`,
    );
    await q.query(
      `CREATE INDEX saved_templates_user ON saved_templates (user_id, created_at DESC, id)
         INCLUDE (template_id)`,
    );
    await q.query(`CREATE INDEX saved_templates_template ON saved_templates (template_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS saved_templates`);
  }
}
