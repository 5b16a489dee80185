import {
  isApiCall,
  isLangchainType,
  isScheduleTrigger,
  listensOnWebhook,
  serviceKey,
  shortType,
} from '../../src/n8n-nodes';
import type { EvaluationQuery, Need } from './queries';

/** How many results of each query are judged: a first page as a visitor sees it. */
export const JUDGED_RESULTS = 10;

/** Vendors whose nodes are a language model, besides every LangChain node. */
const AI_SERVICES = new Set([
  'openai',
  'anthropic',
  'googlegemini',
  'mistralcloud',
  'groq',
  'ollama',
  'openrouter',
  'deepseek',
  'perplexity',
]);
/** Services that send or read mail. */
const EMAIL_SERVICES = new Set([
  'gmail',
  'emailsend',
  'emailreadimap',
  'microsoftoutlook',
  'sendgrid',
  'mailgun',
  'mailjet',
  'awsses',
]);
/** Form services; n8n's own form trigger is a helper without a service. */
const FORM_SERVICES = new Set(['typeform', 'jotform', 'googleforms', 'formstack']);
const N8N_FORM_TYPES = new Set(['formTrigger', 'form']);

/**
 * Needs that name a capability rather than one service, each as the node types that give it.
 * Any other need is a service key (`serviceKey`).
 */
export const CAPABILITIES: Readonly<Record<string, (type: string) => boolean>> = {
  ai: (type) => isLangchainType(type) || AI_SERVICES.has(serviceKey(type) ?? ''),
  email: (type) => EMAIL_SERVICES.has(serviceKey(type) ?? ''),
  form: (type) => N8N_FORM_TYPES.has(shortType(type)) || FORM_SERVICES.has(serviceKey(type) ?? ''),
  http: isApiCall,
  rss: (type) => serviceKey(type) === 'rssfeedread',
  s3: (type) => ['s3', 'awss3'].includes(serviceKey(type) ?? ''),
  schedule: isScheduleTrigger,
  webhook: listensOnWebhook,
};

/** Whether one of a workflow's node types gives `need`. */
export function meetsNeed(need: Need, nodeTypes: readonly string[]): boolean {
  const gives = CAPABILITIES[need] ?? ((type: string) => serviceKey(type) === need);
  return nodeTypes.some(gives);
}

/** A template is relevant to a query when its workflow meets every one of the query's needs. */
export function isRelevant(query: EvaluationQuery, nodeTypes: readonly string[]): boolean {
  return query.needs.every((need) => meetsNeed(need, nodeTypes));
}

/** What one query found, judged. */
export interface QueryQuality {
  text: string;
  /** Templates the search matched in all. */
  found: number;
  /** Templates of the catalogue relevant to the query. */
  relevant: number;
  /** Relevant templates among the first JUDGED_RESULTS results. */
  relevantFirst: number;
  /** relevantFirst against what the catalogue allows: min(JUDGED_RESULTS, relevant). */
  precision: number;
}

/** An evaluation of a search over a whole query set. */
export interface SearchQuality {
  queries: QueryQuality[];
  /** Queries the search found nothing for (target: none). */
  noResult: number;
  /** Mean precision of the first results against what the catalogue allows (target >= 0.8). */
  meanPrecision: number;
}

/** One search as the evaluation calls it: the first results' ids, and how many matched. */
export type SearchFn = (text: string, limit: number) => Promise<{ ids: string[]; total: number }>;

/**
 * Runs every query through `search` and judges its first JUDGED_RESULTS results by the node types
 * of each template (`nodeTypes`, every template of the catalogue by id). A query whose intent no
 * template of the catalogue meets is an error of the set, not of the search.
 */
export async function evaluateSearch(
  queries: readonly EvaluationQuery[],
  search: SearchFn,
  nodeTypes: ReadonlyMap<string, readonly string[]>,
): Promise<SearchQuality> {
  const judged: QueryQuality[] = [];
  for (const query of queries) {
    let relevant = 0;
    for (const types of nodeTypes.values()) if (isRelevant(query, types)) relevant += 1;
    if (relevant === 0) throw new Error(`no template meets "${query.text}": ${query.needs}`);
    const { ids, total } = await search(query.text, JUDGED_RESULTS);
    const first = ids.slice(0, JUDGED_RESULTS);
    const relevantFirst = first.filter((id) => isRelevant(query, nodeTypes.get(id) ?? [])).length;
    judged.push({
      text: query.text,
      found: total,
      relevant,
      relevantFirst,
      precision: relevantFirst / Math.min(JUDGED_RESULTS, relevant),
    });
  }
  return {
    queries: judged,
    noResult: judged.filter((query) => query.found === 0).length,
    meanPrecision: judged.reduce((sum, query) => sum + query.precision, 0) / judged.length,
  };
}
