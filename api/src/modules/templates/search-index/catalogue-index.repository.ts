import { INTENT_NODE_TYPES } from '../../../n8n-nodes/search-intents';
import { WORD_QUERIES_SQL } from '../template-search';
import type { Counters, IndexedTemplate } from './catalogue-index';
import type { ParsedWord } from './search-parser';

/** What the index needs of a database handle: one statement, its rows. */
export interface Queryable {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(sql: string, parameters?: unknown[]): Promise<any[]>;
  prepared<T extends object>(name: string, sql: string, parameters?: unknown[]): Promise<T[]>;
}

type CounterValues = { downloads: number; views: number; saves: number };

/** `version:counters` of `catalogue_version`, as the triggers announce it. */
const VERSION = `v.version::text || ':' || v.counters::text`;

/** The SQL the in-process catalogue index reads. */
export class CatalogueIndexRepository {
  constructor(private readonly db: Queryable) {}

  async version(): Promise<string> {
    const [row] = await this.db.query(`SELECT ${VERSION} AS version FROM catalogue_version v`);
    return row.version;
  }

  /**
   * Every listed template as the index needs it, and the version it was read at: one statement,
   * so one snapshot. Copies (`copy_of` set) are left out: their original stands for them in
   * lists, search, counts and the n8n library. The newest and name orders are PostgreSQL's (the
   * name by its ICU collation), so the index sorts exactly as SQL would. Of the node types, only
   * those searches name are read.
   */
  async snapshot(): Promise<{ version: string; rows: IndexedTemplate[] }> {
    const rows: Array<IndexedTemplate & { version: string }> = await this.db.query(
      `WITH ordered AS (
         SELECT id,
                row_number() OVER (ORDER BY created_at DESC, id DESC)::int AS newest,
                row_number() OVER (ORDER BY name COLLATE "und-x-icu", id)::int AS name
         FROM template_search
         WHERE id NOT IN (SELECT c.id FROM templates c WHERE c.copy_of IS NOT NULL))
       SELECT ${VERSION} AS version, s.id, s.category, s.complexity,
              s.trigger_type AS "triggerType", s.integrations, s.search_vector::text AS vector,
              CASE WHEN s.n8n_obstacles IS NULL THEN NULL
                   WHEN cardinality(s.n8n_obstacles) = 0 THEN 'Clean' ELSE 'Blocked'
              END AS "n8nCompatibility",
              o.newest, o.name, s.downloads, s.views, t.saves, t.xmin::text::float8 AS stamp,
              ARRAY(SELECT type FROM unnest(t.node_types) type WHERE type = ANY($1::text[]))
                AS "nodeTypes"
       FROM catalogue_version v, template_search s
       JOIN ordered o ON o.id = s.id
       JOIN templates t ON t.id = s.id`,
      [INTENT_NODE_TYPES],
    );
    const version = rows[0]?.version ?? (await this.version());
    return { version, rows };
  }

  /** The visitor counters of every template, and the version they were read at. */
  async counters(): Promise<{ version: string; counters: Counters }> {
    const rows: Array<{ version: string; id: string } & CounterValues> = await this.db.query(
      `SELECT ${VERSION} AS version, t.id, t.downloads, t.views, t.saves
       FROM catalogue_version v, templates t
       WHERE t.copy_of IS NULL`,
    );
    const version = rows[0]?.version ?? (await this.version());
    return { version, counters: new Map(rows.map((row) => [row.id, row])) };
  }

  /**
   * One word of a search as tsqueries in text form: as typed (prefixes), widened with typo
   * corrections, and stemmed (template-search.ts). A prepared statement: planning it costs more
   * than running it.
   */
  async parseWord(word: string): Promise<ParsedWord> {
    const [row] = await this.db.prepared<ParsedWord>('catalogue_word_queries', WORD_QUERIES_SQL, [
      word,
    ]);
    return row;
  }
}
