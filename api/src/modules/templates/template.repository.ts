import type { Db } from '../../core/db';
import type { OtherSource, Template, WorkflowJson } from './template.entity';
import { DETAIL_COLUMNS, LIST_COLUMNS, OTHER_SOURCES, toTemplate } from './template-sql';
import type { Visit } from './visit-counter';

/** The counters a template's visitors move, which are not catalogue content. */
export interface TemplateCounters {
  views: number;
  downloads: number;
  saves: number;
}

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

  /**
   * List items (no workflow) of these ids, in their order, each with the catalogue content version
   * and its row's version (`xmin`) as read in the same statement: what `CardStore` keeps them by
   * (prepared).
   */
  async findCards(
    ids: readonly string[],
  ): Promise<Array<{ template: Template; content: number; stamp: number }>> {
    const rows = await this.db.prepared<Record<string, unknown> & { _c: number; _s: number }>(
      'catalogue_find_cards',
      `SELECT v.version::float8 AS _c, t.xmin::text::float8 AS _s, ${LIST_COLUMNS}
       FROM unnest($1::uuid[]) WITH ORDINALITY AS page(id, ord)
       JOIN templates t ON t.id = page.id
       CROSS JOIN catalogue_version v
       ORDER BY page.ord`,
      [ids],
    );
    return rows.map(({ _c, _s, ...row }) => ({
      template: toTemplate(row),
      content: _c,
      stamp: _s,
    }));
  }

  /** The listed template (not a copy) whose workflow has this structural signature, if any. */
  async findListedBySignature(
    signature: string,
  ): Promise<{ id: string; name: string; author: string } | undefined> {
    const [row] = await this.db.query<{ id: string; name: string; author: string }>(
      `SELECT id, name, author FROM templates
        WHERE signature = $1 AND copy_of IS NULL
        ORDER BY numeric_id LIMIT 1`,
      [signature],
    );
    return row;
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

  /** A template's visitor counters alone (prepared): what a detail kept as JSON still reads. */
  async findCounters(id: string): Promise<TemplateCounters | undefined> {
    const [row] = await this.db.prepared<TemplateCounters>(
      'catalogue_find_counters',
      `SELECT views, downloads, saves FROM templates WHERE id = $1`,
      [id],
    );
    return row;
  }

  /** List items (no workflow) for these ids, in no particular order; unknown ids are absent. */
  async findByIds(ids: readonly string[]): Promise<Template[]> {
    const rows = await this.db.query(
      `SELECT ${LIST_COLUMNS} FROM templates t WHERE t.id = ANY($1::uuid[])`,
      [ids],
    );
    return rows.map(toTemplate);
  }

  /** The other sources of these templates (see OTHER_SOURCES); unknown ids are absent. */
  async findOtherSources(
    ids: readonly string[],
  ): Promise<{ id: string; otherSources: OtherSource[] }[]> {
    return this.db.query(
      `SELECT t.id, ${OTHER_SOURCES} AS "otherSources" FROM templates t WHERE t.id = ANY($1::uuid[])`,
      [ids],
    );
  }

  /** `db` is a caller's transaction when it holds one (a second connection could deadlock). */
  async findWorkflowsByIds(
    ids: readonly string[],
    db: Db = this.db,
  ): Promise<{ id: string; workflow: WorkflowJson }[]> {
    return db.query(`SELECT id, workflow FROM templates WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /**
   * Stores visits and adds to `views` and `downloads` only those not stored before, in one
   * statement: a visitor another process already counted in the window adds nothing.
   */
  async addVisits(visits: readonly Visit[]): Promise<void> {
    await this.db.execute(
      `WITH inserted AS (
         INSERT INTO template_visits (window_start, template_id, kind, visitor)
         SELECT to_timestamp(v.window_start / 1000.0), v.template_id, v.kind, decode(v.visitor, 'hex')
         FROM unnest($1::float8[], $2::uuid[], $3::text[], $4::text[])
           AS v(window_start, template_id, kind, visitor)
         ON CONFLICT DO NOTHING
         RETURNING template_id, kind
       ), added AS (
         SELECT template_id,
           count(*) FILTER (WHERE kind = 'view')::int AS views,
           count(*) FILTER (WHERE kind = 'download')::int AS downloads
         FROM inserted GROUP BY template_id
       )
       UPDATE templates t SET views = t.views + a.views, downloads = t.downloads + a.downloads
       FROM added a WHERE t.id = a.template_id`,
      [
        visits.map((v) => v.windowStart),
        visits.map((v) => v.templateId),
        visits.map((v) => v.kind),
        visits.map((v) => v.visitor),
      ],
    );
  }

  /** Drops the visits of windows that started before `before`. */
  async pruneVisits(before: Date): Promise<void> {
    await this.db.execute(`DELETE FROM template_visits WHERE window_start < $1`, [before]);
  }

  /** The `limit` most popular listed templates (no copies) of each category, in one statement. */
  async topByCategories(categories: readonly string[], limit: number): Promise<Template[]> {
    const rows = await this.db.query(
      `SELECT top.* FROM unnest($1::text[]) AS wanted(category)
       CROSS JOIN LATERAL (
         SELECT ${LIST_COLUMNS} FROM templates t
         WHERE t.category = wanted.category AND t.copy_of IS NULL
         ORDER BY t.downloads DESC, t.views DESC, t.id DESC LIMIT $2
       ) top`,
      [categories, limit],
    );
    return rows.map(toTemplate);
  }
}
