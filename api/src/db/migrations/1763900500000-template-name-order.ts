import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Name A-Z is read the way people read names: without regard to case or accents ("AI agent
 * chat", "AI Agent for ...", "AI Agent To ...", "AI Voice Chat", "Émail" beside "email"), not by
 * bytes, where every capital sorts before every small letter. The root ICU collation orders by
 * letters first and uses case and accents only to break ties; PostgreSQL ships it as
 * "und-x-icu". The name index moves to that collation so the order is still read from an index.
 */
export class TemplateNameOrder1763900500000 implements MigrationInterface {
  name = 'TemplateNameOrder1763900500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX templates_name_icu_idx ON templates ((name COLLATE "und-x-icu"), id)`,
    );
    await q.query(`DROP INDEX IF EXISTS templates_name_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS templates_name_idx ON templates (name, id)`);
    await q.query(`DROP INDEX IF EXISTS templates_name_icu_idx`);
  }
}
