import type { DataSource } from 'typeorm';
import type { Services } from '../api/src/services';
import { EVALUATION_QUERIES } from '../api/test/search-evaluation/queries';
import {
  evaluateSearch,
  JUDGED_RESULTS,
  type SearchFn,
  type SearchQuality,
} from '../api/test/search-evaluation/judge';
import { textTable } from './load';

/** The node types of every template of the catalogue, by id: what the evaluation judges by. */
export async function templateNodeTypes(dataSource: DataSource): Promise<Map<string, string[]>> {
  const rows: Array<{ id: string; nodeTypes: string[] }> = await dataSource.query(
    `SELECT id, node_types AS "nodeTypes" FROM templates`,
  );
  return new Map(rows.map((row) => [row.id, row.nodeTypes]));
}

/**
 * The search evaluation set (api/test/search-evaluation/) through `search`, each query's first
 * page judged by the node types of each template's workflow.
 */
export function evaluateWith(
  search: SearchFn,
  nodeTypes: ReadonlyMap<string, readonly string[]>,
): Promise<SearchQuality> {
  return evaluateSearch(EVALUATION_QUERIES, search, nodeTypes);
}

/** The evaluation set through the catalogue's search as it is, on the catalogue as ingested. */
export async function measureSearchQuality(
  dataSource: DataSource,
  services: Services,
  log: (m: string) => void,
): Promise<SearchQuality> {
  const nodeTypes = await templateNodeTypes(dataSource);
  log(`search quality: ${EVALUATION_QUERIES.length} queries on ${nodeTypes.size} templates`);
  return evaluateWith(async (text, limit) => {
    const page = await services.templates.list({ search: text, limit });
    return { ids: page.items.map((item) => item.id), total: page.totalItems };
  }, nodeTypes);
}

/** Each query's figures, then the two targets. */
export function reportSearchQuality(quality: SearchQuality): void {
  console.log(
    `\nSearch quality: ${quality.queries.length} natural-language queries, each judged by the services its intent needs (a template is relevant when its workflow's node types include every one); precision of the first ${JUDGED_RESULTS} against what the catalogue allows (min(${JUDGED_RESULTS}, relevant templates))\n`,
  );
  console.log(
    textTable(
      ['query', 'found', 'relevant', `relevant in first ${JUDGED_RESULTS}`, 'precision'],
      quality.queries.map((query) => [
        query.text,
        String(query.found),
        String(query.relevant),
        String(query.relevantFirst),
        query.precision.toFixed(2),
      ]),
    ),
  );
  console.log('');
  for (const line of searchQualityTargets(quality)) console.log(line);
}

/** The evaluation's two targets: no query without a result, mean precision >= 0.8. */
export function searchQualityTargets(quality: SearchQuality): string[] {
  const noResult = quality.noResult;
  return [
    `queries with no result: ${noResult} of ${quality.queries.length} (target: none): ${noResult === 0 ? 'met' : 'missed'}`,
    `mean precision of the first ${JUDGED_RESULTS}: ${quality.meanPrecision.toFixed(2)} (target >= 0.8): ${quality.meanPrecision >= 0.8 ? 'met' : 'missed'}`,
  ];
}
