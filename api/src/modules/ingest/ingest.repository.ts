import type { Db, Tx } from '../../core/db';
import type { TemplateDocumentation } from './documentation/documentation-provider';
import type { PreparedTemplate } from './ingest-record';

/** A prepared template and, when the run documents, its documentation block. */
export interface TemplateWrite {
  template: PreparedTemplate;
  documentation?: TemplateDocumentation;
}

/** What the database did with each written content hash; hashes left out were unchanged. */
export type WriteOutcome = Map<string, 'inserted' | 'updated'>;

/** Whether each template of the signature groups a write touched is a copy of another. */
export type CopyState = Map<string, boolean>;

export interface WriteResult {
  outcome: WriteOutcome;
  copies: CopyState;
}

const LISTING_COLUMNS = `
  name text, author text, category text, description text, node_count integer,
  trigger_type text, complexity text, tags text[], integrations text[], node_types text[],
  workflow jsonb, content_hash text, signature text, source jsonb, redacted_values integer,
  search_keywords text, n8n_obstacles text[], created_at timestamptz`;

const DOCUMENTATION_COLUMNS = `,
  detailed_description text, difficulty text, estimated_setup_time text, prerequisites text[],
  use_cases text[], features text[], required_nodes text[], how_to_use text[],
  ai_documentation jsonb`;

const LISTING = [
  'name',
  'author',
  'category',
  'description',
  'node_count',
  'trigger_type',
  'complexity',
  'tags',
  'integrations',
  'node_types',
  'workflow',
  'signature',
  'source',
  'redacted_values',
  'search_keywords',
  'n8n_obstacles',
];

const DOCUMENTATION = [
  'detailed_description',
  'difficulty',
  'estimated_setup_time',
  'prerequisites',
  'use_cases',
  'features',
  'required_nodes',
  'how_to_use',
  'ai_documentation',
];

/**
 * One multi-row upsert keyed by content_hash. A conflicting row is updated only when a stored
 * value differs (documentation compared without its generatedAt), so a repeated run writes
 * nothing; `xmax = 0` tells an inserted row from an updated one. created_at and the counters
 * are never overwritten. Without documentation the documentation columns are left alone.
 */
function upsertSql(withDocumentation: boolean): string {
  const columns = withDocumentation ? [...LISTING, ...DOCUMENTATION] : LISTING;
  const compared = (table: string) =>
    columns
      .map((column) =>
        column === 'ai_documentation'
          ? `${table}.ai_documentation - 'generatedAt'`
          : `${table}.${column}`,
      )
      .join(', ');
  return `
    INSERT INTO templates (${columns.join(', ')}, content_hash, created_at)
    SELECT ${columns.map((column) => `r.${column}`).join(', ')}, r.content_hash,
           COALESCE(r.created_at, now())
    FROM jsonb_to_recordset($1::jsonb) AS r(${LISTING_COLUMNS}${withDocumentation ? DOCUMENTATION_COLUMNS : ''})
    ON CONFLICT (content_hash) DO UPDATE SET
      ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}, updated_at = now()
    WHERE (${compared('templates')}) IS DISTINCT FROM (${compared('EXCLUDED')})
    RETURNING content_hash, (xmax = 0) AS inserted`;
}

/**
 * Which template of a signature group is listed: the richer one. A documentation block first,
 * then the longer description, then more tags and integrations, then the older (lower
 * numeric_id), which also makes the choice total, so a re-run chooses the same.
 */
const RICHEST_FIRST = `t.ai_documentation IS NULL, length(t.description) DESC,
  cardinality(t.tags) + cardinality(t.integrations) DESC, t.numeric_id`;

/**
 * Regroups the templates of the given signatures: the richest of each group is its original
 * (copy_of NULL), the others point at it. Only rows whose link changes are written; answers each
 * member's content hash and whether it is now a copy.
 */
const REGROUP = `
  WITH members AS (
    SELECT t.id, t.content_hash, t.copy_of,
           first_value(t.id) OVER (PARTITION BY t.signature ORDER BY ${RICHEST_FIRST}) AS original
    FROM templates t
    WHERE t.signature = ANY($1::text[])
  ), relinked AS (
    UPDATE templates t SET copy_of = NULLIF(m.original, m.id)
    FROM members m
    WHERE t.id = m.id AND t.copy_of IS DISTINCT FROM NULLIF(m.original, m.id)
  )
  SELECT content_hash, original <> id AS copy FROM members`;

const UPSERT = upsertSql(false);
const UPSERT_DOCUMENTED = upsertSql(true);

/** One row of the recordset as JSON; the workflow is spliced in already serialised. */
function rowJson({ template, documentation }: TemplateWrite): string {
  const row: Record<string, unknown> = {
    name: template.name,
    author: template.author,
    category: template.category,
    description: template.description,
    node_count: template.nodeCount,
    trigger_type: template.triggerType,
    complexity: template.complexity,
    tags: template.tags,
    integrations: template.integrations,
    node_types: template.nodeTypes,
    content_hash: template.contentHash,
    signature: template.signature,
    source: template.origin,
    redacted_values: template.redactedValues,
    search_keywords: template.searchKeywords,
    n8n_obstacles: template.n8nObstacles,
    created_at: template.createdAt,
  };
  if (documentation) {
    Object.assign(row, {
      detailed_description: documentation.detailedDescription,
      difficulty: documentation.difficulty,
      estimated_setup_time: documentation.estimatedSetupTime,
      prerequisites: documentation.prerequisites,
      use_cases: documentation.useCases,
      features: documentation.features,
      required_nodes: documentation.requiredNodes,
      how_to_use: documentation.howToUse,
      ai_documentation: documentation.aiDocumentation,
    });
  }
  return `${JSON.stringify(row).slice(0, -1)},"workflow":${template.workflowJson}}`;
}

/**
 * The SQL of the ingest: batch upserts and the regrouping of near-copies. The search projection,
 * the typo lexicon and the catalogue version follow from the triggers on `templates`.
 */
export class IngestRepository {
  constructor(private readonly db: Db) {}

  /**
   * Upserts the rows in one statement and regroups their signatures, in one transaction: the
   * rows and the links between copies are all written or none. Rows must have distinct content
   * hashes, and all or none carry documentation.
   */
  async write(rows: readonly TemplateWrite[]): Promise<WriteResult> {
    if (!rows.length) return { outcome: new Map(), copies: new Map() };
    return this.db.transaction(async (tx) => ({
      outcome: await this.upsert(tx, rows),
      copies: await this.regroup(
        tx,
        rows.map((row) => row.template.signature),
      ),
    }));
  }

  private async upsert(tx: Tx, rows: readonly TemplateWrite[]): Promise<WriteOutcome> {
    const sql = rows[0].documentation ? UPSERT_DOCUMENTED : UPSERT;
    const result = await tx.query<{ content_hash: string; inserted: boolean }>(sql, [
      `[${rows.map(rowJson).join(',')}]`,
    ]);
    return new Map(result.map((row) => [row.content_hash, row.inserted ? 'inserted' : 'updated']));
  }

  private async regroup(tx: Tx, signatures: readonly string[]): Promise<CopyState> {
    const members = await tx.query<{ content_hash: string; copy: boolean }>(REGROUP, [
      [...new Set(signatures)],
    ]);
    return new Map(members.map((row) => [row.content_hash, row.copy]));
  }
}
