import type { MigrationInterface, QueryRunner } from 'typeorm';
import { rowsUpdatedFunctionSql } from './1763900400000-catalogue-version';
import {
  PROJECTED_COLUMNS,
  searchUpsertFunction,
} from './1763900300000-template-search-projection';
import { CONTENT_COLUMNS_WITH_COPIES } from './1764500000000-template-copies';

/**
 * Each template's compatibility with n8n 1.x: `n8n_obstacles` lists what stands in the
 * way of importing it (empty: it imports cleanly). The check is TypeScript (the ingest's
 * n8n-compatibility rule), so existing rows cannot be filled here: they stay NULL, "not checked",
 * shown without a badge and matched by neither filter value, until the ingest is run again over
 * them. It is catalogue content (the version moves when it changes) and the catalogue index filters
 * on it, so the search projection copies it.
 */
export class TemplateN8nCompatibility1764500100000 implements MigrationInterface {
  name = 'TemplateN8nCompatibility1764500100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE templates ADD COLUMN n8n_obstacles text[]`);
    await q.query(`ALTER TABLE template_search ADD COLUMN n8n_obstacles text[]`);
    await q.query(searchUpsertFunction([...PROJECTED_COLUMNS, 'n8n_obstacles']));
    await q.query(rowsUpdatedFunctionSql([...CONTENT_COLUMNS_WITH_COPIES, 'n8n_obstacles']));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(rowsUpdatedFunctionSql(CONTENT_COLUMNS_WITH_COPIES));
    await q.query(searchUpsertFunction(PROJECTED_COLUMNS));
    await q.query(`ALTER TABLE template_search DROP COLUMN n8n_obstacles`);
    await q.query(`ALTER TABLE templates DROP COLUMN n8n_obstacles`);
  }
}
