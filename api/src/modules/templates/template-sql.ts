import { Template } from './template.entity';

/**
 * Every column a list item carries, aliased to the entity's property names so that a raw row
 * maps onto `Template` without a hand-written mapper. `workflow` is left out: it is the one large
 * column, and lists never send it. The text arrays travel as JSON: the driver then reads them
 * with the native `JSON.parse` instead of its character-by-character array parser, which was
 * about a third of the Node time of reading a page.
 */
export const LIST_COLUMNS = `
  t.id, t.numeric_id AS "numericId", t.name, t.author, t.category, t.description,
  t.node_count AS "nodeCount", t.trigger_type AS "triggerType", t.complexity,
  to_json(t.tags) AS tags, to_json(t.integrations) AS integrations,
  to_json(t.node_types) AS "nodeTypes", t.detailed_description AS "detailedDescription",
  t.difficulty, t.estimated_setup_time AS "estimatedSetupTime",
  to_json(t.prerequisites) AS prerequisites, to_json(t.use_cases) AS "useCases",
  to_json(t.features) AS features, to_json(t.required_nodes) AS "requiredNodes",
  to_json(t.how_to_use) AS "howToUse", t.ai_documentation AS "aiDocumentation",
  to_json(t.n8n_obstacles) AS "n8nObstacles", t.views,
  t.downloads, t.saves, t.created_at AS "createdAt", t.updated_at AS "updatedAt"`;

/**
 * The other templates of a template's signature group (near-copies published elsewhere), the
 * listed one first, then the oldest: a JSON array of `OtherSource`, empty without a group.
 */
export const OTHER_SOURCES = `COALESCE((
    SELECT json_agg(json_build_object('id', o.id, 'name', o.name, 'author', o.author,
                                      'repo', o.source->>'repo', 'path', o.source->>'path')
                    ORDER BY o.copy_of IS NOT NULL, o.numeric_id)
    FROM templates o WHERE o.signature = t.signature AND o.id <> t.id), '[]'::json)`;

/** List columns plus the workflow and the other sources: a template's detail. */
export const DETAIL_COLUMNS = `${LIST_COLUMNS}, t.workflow, ${OTHER_SOURCES} AS "otherSources"`;

export function toTemplate(row: Record<string, unknown>): Template {
  return Object.assign(new Template(), row);
}
