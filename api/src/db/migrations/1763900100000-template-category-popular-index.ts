import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Related templates are "the most popular of a category", and the catalogue can be filtered by
 * category and sorted by popularity: both read this index in order instead of sorting a category.
 */
export class TemplateCategoryPopularIndex1763900100000 implements MigrationInterface {
  name = 'TemplateCategoryPopularIndex1763900100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX templates_category_popular_idx
         ON templates (category, downloads DESC, views DESC, id DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS templates_category_popular_idx`);
  }
}
