import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which visitor already counted a view or a download of which template in which window: a visit
 * adds to `templates.views` or `downloads` only when its row is new, so a visitor counts once per
 * template and window whichever API process served them. `visitor` is a keyed hash (of the
 * account id, or of the client's address), never the address itself.
 *
 * Rows are markers that live two windows and are then pruned, hence UNLOGGED (no WAL per view;
 * after a crash a visitor may count once more in the current window) and no foreign key (a
 * deleted template's markers simply age out; the counting update joins `templates` anyway). The
 * primary key leads with the window, so pruning reads only the windows it drops.
 */
export class TemplateVisits1763900800000 implements MigrationInterface {
  name = 'TemplateVisits1763900800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE template_visits (
        window_start timestamptz NOT NULL,
        template_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('view', 'download')),
        visitor bytea NOT NULL,
        PRIMARY KEY (window_start, template_id, kind, visitor)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS template_visits`);
  }
}
