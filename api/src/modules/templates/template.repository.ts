import type { Db } from '../../common/db';
import type { Template, WorkflowJson } from './template.entity';
import { DETAIL_COLUMNS, LIST_COLUMNS, toTemplate } from './template-sql';

/** A name and how many templates carry it (categories, integrations). */
export interface NameCount {
  name: string;
  count: number;
}

/**
 * All SQL of the catalogue. Callers pass validated values only (ids already known to be UUIDs),
 * and every value travels as a bound parameter.
 */
export class TemplateRepository {
  constructor(private readonly db: Db) {}

  /** List items (no workflow) of a page, in the order of `ids`: every list runs it (prepared). */
  async findPage(ids: readonly string[]): Promise<Template[]> {
    const rows = await this.db.prepared(
      'catalogue_find_page',
      `SELECT ${LIST_COLUMNS}
       FROM unnest($1::uuid[]) WITH ORDINALITY AS page(id, ord) JOIN templates t ON t.id = page.id
       ORDER BY page.ord`,
      [ids],
    );
    return rows.map(toTemplate);
  }

  async findById(id: string): Promise<Template | undefined> {
    const rows = await this.db.query(`SELECT ${DETAIL_COLUMNS} FROM templates t WHERE t.id = $1`, [
      id,
    ]);
    return rows[0] && toTemplate(rows[0]);
  }

  async findByNumericId(numericId: number): Promise<Template | undefined> {
    const rows = await this.db.query(
      `SELECT ${DETAIL_COLUMNS} FROM templates t WHERE t.numeric_id = $1`,
      [numericId],
    );
    return rows[0] && toTemplate(rows[0]);
  }

  /** List items (no workflow) for these ids, in no particular order; unknown ids are absent. */
  async findByIds(ids: readonly string[]): Promise<Template[]> {
    const rows = await this.db.query(
      `SELECT ${LIST_COLUMNS} FROM templates t WHERE t.id = ANY($1::uuid[])`,
      [ids],
    );
    return rows.map(toTemplate);
  }

  async findWorkflowsByIds(
    ids: readonly string[],
  ): Promise<{ id: string; workflow: WorkflowJson }[]> {
    return this.db.query(`SELECT id, workflow FROM templates WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /** Adds one download and returns the whole template (with its workflow), or undefined. */
  async addDownload(id: string): Promise<Template | undefined> {
    const rows = await this.db.query(
      `UPDATE templates t SET downloads = t.downloads + 1 WHERE t.id = $1 RETURNING ${DETAIL_COLUMNS}`,
      [id],
    );
    return rows[0] && toTemplate(rows[0]);
  }

  /** Adds batched view counts in one statement: `ids[i]` gained `deltas[i]` views. */
  async addViews(ids: readonly string[], deltas: readonly number[]): Promise<void> {
    await this.db.execute(
      `UPDATE templates t SET views = t.views + d.delta
       FROM unnest($1::uuid[], $2::int[]) AS d(id, delta) WHERE t.id = d.id`,
      [ids, deltas],
    );
  }

  /** The `limit` most popular templates of each category, in one statement. */
  async topByCategories(categories: readonly string[], limit: number): Promise<Template[]> {
    const rows = await this.db.query(
      `SELECT top.* FROM unnest($1::text[]) AS wanted(category)
       CROSS JOIN LATERAL (
         SELECT ${LIST_COLUMNS} FROM templates t WHERE t.category = wanted.category
         ORDER BY t.downloads DESC, t.views DESC, t.id DESC LIMIT $2
       ) top`,
      [categories, limit],
    );
    return rows.map(toTemplate);
  }
}
