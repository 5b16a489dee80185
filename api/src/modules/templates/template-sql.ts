import { Template } from './template.entity';
import type { TemplateListQuery, TemplateSort } from './template-list-query';
import { RANK_WEIGHTS, exactTsquerySql, searchWords, tsquerySql } from './template-search';

/**
 * Every column a list item carries, aliased to the entity's property names so that a raw row
 * maps onto `Template` without a hand-written mapper. `workflow` is left out: it is the one large
 * column, and lists never send it.
 */
export const LIST_COLUMNS = `
  t.id, t.numeric_id AS "numericId", t.name, t.author, t.category, t.description,
  t.node_count AS "nodeCount", t.trigger_type AS "triggerType", t.complexity, t.tags,
  t.integrations, t.node_types AS "nodeTypes", t.detailed_description AS "detailedDescription",
  t.difficulty, t.estimated_setup_time AS "estimatedSetupTime", t.prerequisites,
  t.use_cases AS "useCases", t.features, t.required_nodes AS "requiredNodes",
  t.how_to_use AS "howToUse", t.ai_documentation AS "aiDocumentation", t.views, t.downloads,
  t.saves, t.created_at AS "createdAt", t.updated_at AS "updatedAt"`;

/** List columns plus the workflow: a template's detail. */
export const DETAIL_COLUMNS = `${LIST_COLUMNS}, t.workflow`;

export function toTemplate(row: Record<string, unknown>): Template {
  return Object.assign(new Template(), row);
}

/** A WHERE clause and its parameters, numbered from `$1`. */
export interface FilterSql {
  /**
   * The table the clause filters, aliased `t`: the narrow `template_search` projection when
   * searching (it holds the full-text index and every column a filter, rank or order reads), else
   * `templates` with its ordered indexes.
   */
  from: string;
  /** Common table expressions the clause reads (`search AS ...` when searching). */
  ctes: string[];
  where: string;
  params: unknown[];
  /** The relevance expression when searching, else undefined. */
  rank?: string;
}

/**
 * The filters of a list query as SQL. Every value is a bound parameter; the search words are
 * turned into tsqueries once, in a materialised CTE that both the filter and the rank read. The
 * rank doubles for templates that match the words exactly, ahead of prefix and typo matches.
 */
export function filterSql(query: TemplateListQuery): FilterSql {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  if (typeof query.category === 'string') conditions.push(`t.category = ${bind(query.category)}`);
  else if (query.category) conditions.push(`t.category = ANY(${bind(query.category)}::text[])`);
  if (query.complexity) conditions.push(`t.complexity = ${bind(query.complexity)}`);
  if (query.triggerType) conditions.push(`t.trigger_type = ${bind(query.triggerType)}`);
  if (query.integration) {
    conditions.push(`t.integrations @> ARRAY[${bind(query.integration)}::text]`);
  }
  const ctes: string[] = [];
  let rank: string | undefined;
  if (query.search !== undefined) {
    const words = bind(searchWords(query.search));
    ctes.push(`search AS MATERIALIZED (
      SELECT ${tsquerySql(words)} AS query, ${exactTsquerySql(words)} AS exact)`);
    conditions.push(`t.search_vector @@ (SELECT query FROM search)`);
    rank = `ts_rank_cd('${RANK_WEIGHTS}', t.search_vector, (SELECT query FROM search))
      * CASE WHEN t.search_vector @@ (SELECT exact FROM search) THEN 2 ELSE 1 END`;
  }
  return {
    from: query.search !== undefined ? 'template_search t' : 'templates t',
    ctes,
    where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '',
    params,
    rank,
  };
}

/**
 * ORDER BY for a sort; every order ends on the id so pages never overlap or skip. `rank` is the
 * relevance expression (or a column holding it); without one, relevance falls back to newest.
 */
export function orderSql(sort: TemplateSort, rank: string | undefined): string {
  switch (sort) {
    case 'relevance':
      if (!rank) return 't.created_at DESC, t.id DESC';
      return `${rank} DESC, t.downloads DESC, t.created_at DESC, t.id DESC`;
    case 'popular':
      return 't.downloads DESC, t.views DESC, t.id DESC';
    case 'name':
      return 't.name ASC, t.id ASC';
    case 'newest':
      return 't.created_at DESC, t.id DESC';
  }
}
