import type { Db } from '../../common/db';
import type { Template, WorkflowJson } from './template.entity';
import type { TemplateListQuery } from './template-list-query';
import { REFRESH_SEARCH_TERMS_SQL } from './template-search';
import { DETAIL_COLUMNS, LIST_COLUMNS, filterSql, orderSql, toTemplate } from './template-sql';

/** A name and how many templates carry it (categories, integrations). */
export interface NameCount {
  name: string;
  count: number;
}

/** The counters a visitor's action bumps. */
export type TemplateCounter = 'views' | 'downloads';

/**
 * All SQL of the catalogue. Callers pass validated values only (ids already known to be UUIDs),
 * and every value travels as a bound parameter.
 */
export class TemplateRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page, found in two steps: the ordered page of ids first (narrow rows, often straight from
   * an index, with the rank computed once per match), then the columns of just those rows. Wide
   * columns are never read for the rows a page skips or ranks away.
   */
  async list(query: TemplateListQuery): Promise<Template[]> {
    const filter = filterSql(query);
    const limit = `$${filter.params.length + 1}`;
    const offset = `$${filter.params.length + 2}`;
    const page = `page AS (
      SELECT t.id, ${filter.rank ?? '0'} AS rank FROM ${filter.from} ${filter.where}
      ORDER BY ${orderSql(query.sort, filter.rank)} LIMIT ${limit} OFFSET ${offset})`;
    const rows = await this.db.query(
      `WITH ${[...filter.ctes, page].join(', ')}
       SELECT ${LIST_COLUMNS} FROM page JOIN templates t ON t.id = page.id
       ORDER BY ${orderSql(query.sort, filter.rank && 'page.rank')}`,
      [...filter.params, query.limit, (query.page - 1) * query.limit],
    );
    return rows.map(toTemplate);
  }

  async count(query: TemplateListQuery): Promise<number> {
    const filter = filterSql(query);
    const ctes = filter.ctes.length > 0 ? `WITH ${filter.ctes.join(', ')}` : '';
    const rows = await this.db.query<{ count: string }>(
      `${ctes} SELECT count(*) AS count FROM ${filter.from} ${filter.where}`,
      filter.params,
    );
    return Number(rows[0].count);
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

  /** Adds one to a counter and returns the whole template (with its workflow), or undefined. */
  async increment(id: string, counter: TemplateCounter): Promise<Template | undefined> {
    const column = counter === 'views' ? 'views' : 'downloads';
    const rows = await this.db.query(
      `UPDATE templates t SET ${column} = t.${column} + 1 WHERE t.id = $1 RETURNING ${DETAIL_COLUMNS}`,
      [id],
    );
    return rows[0] && toTemplate(rows[0]);
  }

  /** Template counts per category, most populated first; only categories that have templates. */
  async categoryCounts(names?: readonly string[]): Promise<NameCount[]> {
    const rows = await this.db.query<{ name: string; count: string }>(
      `SELECT category AS name, count(*) AS count FROM templates
       ${names ? 'WHERE category = ANY($1::text[])' : ''}
       GROUP BY category ORDER BY count(*) DESC, category`,
      names ? [names] : [],
    );
    return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
  }

  async integrationCounts(limit: number): Promise<NameCount[]> {
    const rows = await this.db.query<{ name: string; count: string }>(
      `SELECT integration AS name, count(*) AS count
       FROM templates, unnest(integrations) AS integration
       GROUP BY integration ORDER BY count(*) DESC, integration LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
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

  /** Adds the words of every name, tag, integration and node type to the typo lexicon. */
  async refreshSearchTerms(): Promise<void> {
    await this.db.query(REFRESH_SEARCH_TERMS_SQL);
  }
}
