import type { Db, Tx } from '../../core/db';

export const SAVED_SORTS = ['newest', 'oldest', 'name'] as const;
export type SavedSort = (typeof SAVED_SORTS)[number];

/** A template a user keeps; `templateId` is null once the catalogue row was removed. */
export interface SavedTemplateRecord {
  id: string;
  userId: string;
  templateId: string | null;
  templateName: string;
  createdAt: Date;
}

export interface SavedListQuery {
  userId: string;
  page: number;
  limit: number;
  sort: SavedSort;
  search?: string;
}

const COLUMNS = `s.id, s.user_id AS "userId", s.template_id AS "templateId",
  s.template_name AS "templateName", s.created_at AS "createdAt"`;

const ORDER: Record<SavedSort, string> = {
  newest: 's.created_at DESC, s.id DESC',
  oldest: 's.created_at ASC, s.id ASC',
  name: 'lower(t.name) ASC, s.id ASC',
};

/** `%`, `_` and `\` match themselves in the ILIKE pattern of a saved-templates search. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Saved templates in SQL; each method runs on the `Db` it is given. */
export const savedTemplateRepository = {
  /** Saves that count against the plan: those whose template is still in the catalogue. */
  async countActive(db: Db, userId: string): Promise<number> {
    const [row] = await db.prepared<{ count: number }>(
      'saved-templates-count',
      `SELECT count(*)::int AS count FROM saved_templates
        WHERE user_id = $1 AND template_id IS NOT NULL`,
      [userId],
    );
    return row?.count ?? 0;
  },

  async find(db: Db, userId: string, templateId: string): Promise<SavedTemplateRecord | undefined> {
    const [row] = await db.query<SavedTemplateRecord>(
      `SELECT ${COLUMNS} FROM saved_templates s WHERE s.user_id = $1 AND s.template_id = $2`,
      [userId, templateId],
    );
    return row;
  },

  /** Which of `templateIds` the user has saved (one statement for a whole page of cards). */
  async savedAmong(db: Db, userId: string, templateIds: readonly string[]): Promise<Set<string>> {
    const rows = await db.query<{ templateId: string }>(
      `SELECT template_id AS "templateId" FROM saved_templates
        WHERE user_id = $1 AND template_id = ANY($2::uuid[])`,
      [userId, templateIds],
    );
    return new Set(rows.map((row) => row.templateId));
  },

  /**
   * Saves the template and adds one to its `saves`, in the caller's transaction. The template's
   * name is read from the catalogue row in the same statement, so a template removed meanwhile
   * saves nothing (undefined).
   */
  async insert(
    db: Db,
    userId: string,
    templateId: string,
  ): Promise<SavedTemplateRecord | undefined> {
    const [row] = await db.query<SavedTemplateRecord>(
      `WITH counted AS (
         UPDATE templates SET saves = saves + 1 WHERE id = $2 RETURNING id, name
       )
       INSERT INTO saved_templates AS s (user_id, template_id, template_name)
       SELECT $1, counted.id, counted.name FROM counted
       RETURNING ${COLUMNS}`,
      [userId, templateId],
    );
    return row;
  },

  /**
   * Removes one saved row by template (`templateId`) or by record (`id`) and takes one off its
   * template's `saves`, both in `tx`; gives the row back.
   */
  async remove(
    tx: Tx,
    userId: string,
    by: { templateId: string } | { id: string },
  ): Promise<SavedTemplateRecord | undefined> {
    const [column, value] = 'templateId' in by ? ['template_id', by.templateId] : ['id', by.id];
    const [row] = await tx.query<SavedTemplateRecord>(
      `DELETE FROM saved_templates s WHERE s.user_id = $1 AND s.${column} = $2
       RETURNING ${COLUMNS}`,
      [userId, value],
    );
    if (row?.templateId) {
      await tx.query(`UPDATE templates SET saves = greatest(saves - 1, 0) WHERE id = $1`, [
        row.templateId,
      ]);
    }
    return row;
  },

  /** One page of the saves still in the catalogue, with the total that match. */
  async page(
    db: Db,
    { userId, page, limit, sort, search }: SavedListQuery,
  ): Promise<{ items: SavedTemplateRecord[]; totalItems: number }> {
    const pattern = search ? [likePattern(search)] : [];
    const matching = (param: number) =>
      search
        ? `AND (t.name ILIKE $${param} OR t.description ILIKE $${param}
                OR t.category ILIKE $${param})`
        : '';
    const rows = await db.query<SavedTemplateRecord & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total
         FROM saved_templates s JOIN templates t ON t.id = s.template_id
        WHERE s.user_id = $1 ${matching(4)}
        ORDER BY ${ORDER[sort]}
        LIMIT $2 OFFSET $3`,
      [userId, limit, (page - 1) * limit, ...pattern],
    );
    if (rows.length === 0 && page > 1) {
      // Past the end: the window function had no row to report the total on.
      const [row] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total
           FROM saved_templates s JOIN templates t ON t.id = s.template_id
          WHERE s.user_id = $1 ${matching(2)}`,
        [userId, ...pattern],
      );
      return { items: [], totalItems: row?.total ?? 0 };
    }
    return {
      items: rows.map(({ total: _total, ...record }) => record),
      totalItems: rows[0]?.total ?? 0,
    };
  },

  /** Saves whose template left the catalogue, newest first (at most `limit`). */
  removedFromCatalogue(db: Db, userId: string, limit: number): Promise<SavedTemplateRecord[]> {
    return db.query<SavedTemplateRecord>(
      `SELECT ${COLUMNS} FROM saved_templates s
        WHERE s.user_id = $1 AND s.template_id IS NULL
        ORDER BY s.created_at DESC, s.id DESC LIMIT $2`,
      [userId, limit],
    );
  },
};
