import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { EVALUATION_QUERIES, type EvaluationQuery } from './search-evaluation/queries';
import {
  CAPABILITIES,
  evaluateSearch,
  isRelevant,
  JUDGED_RESULTS,
  meetsNeed,
  type SearchFn,
} from './search-evaluation/judge';
import { serviceKey } from '../src/n8n-nodes';
import { CORPUS_PATH } from './corpus';

/** The distinct node types of each corpus workflow. */
const corpusTypes: string[][] = gunzipSync(readFileSync(CORPUS_PATH))
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const nodes = (JSON.parse(line) as { workflow: { nodes?: Array<{ type?: unknown }> } }).workflow
      .nodes;
    const types = (nodes ?? []).map((node) => node?.type).filter((t) => typeof t === 'string');
    return [...new Set(types as string[])];
  });

const SLACK = 'n8n-nodes-base.slack';
const WEBHOOK = 'n8n-nodes-base.webhook';
const GMAIL = 'n8n-nodes-base.gmail';
const AGENT = '@n8n/n8n-nodes-langchain.agent';

describe('the search evaluation set', () => {
  it('holds at least 60 distinct queries, each needing known services or capabilities', () => {
    expect(EVALUATION_QUERIES.length).toBeGreaterThanOrEqual(60);
    const texts = EVALUATION_QUERIES.map((query) => query.text);
    expect(new Set(texts).size).toBe(texts.length);
    const services = new Set(corpusTypes.flat().map(serviceKey));
    for (const query of EVALUATION_QUERIES) {
      expect(query.needs.length).toBeGreaterThan(0);
      for (const need of query.needs) {
        expect([query.text, need, need in CAPABILITIES || services.has(need)]).toEqual([
          query.text,
          need,
          true,
        ]);
      }
    }
  });

  it('gives every query something to find in the corpus', () => {
    const unmet = EVALUATION_QUERIES.filter(
      (query) => !corpusTypes.some((types) => isRelevant(query, types)),
    ).map((query) => query.text);
    expect(unmet).toEqual([]);
  });
});

describe('judging a result by its node types', () => {
  it('meets a service by any of its nodes, triggers and tools included', () => {
    expect(meetsNeed('slack', ['n8n-nodes-base.slackTrigger'])).toBe(true);
    expect(meetsNeed('slack', ['n8n-nodes-base.mattermost'])).toBe(false);
    expect(meetsNeed('googlesheets', ['n8n-nodes-base.googleSheetsTool'])).toBe(true);
  });

  it('meets a capability by the node types that give it', () => {
    expect(meetsNeed('ai', [AGENT])).toBe(true);
    expect(meetsNeed('ai', ['n8n-nodes-base.openAi'])).toBe(true);
    expect(meetsNeed('ai', [SLACK])).toBe(false);
    expect(meetsNeed('email', [GMAIL])).toBe(true);
    expect(meetsNeed('email', ['n8n-nodes-base.emailSend'])).toBe(true);
    expect(meetsNeed('form', ['n8n-nodes-base.formTrigger'])).toBe(true);
    expect(meetsNeed('form', ['n8n-nodes-base.typeformTrigger'])).toBe(true);
    expect(meetsNeed('schedule', ['n8n-nodes-base.scheduleTrigger'])).toBe(true);
    expect(meetsNeed('schedule', ['n8n-nodes-base.cron'])).toBe(true);
    expect(meetsNeed('webhook', [WEBHOOK])).toBe(true);
    expect(meetsNeed('webhook', ['n8n-nodes-base.respondToWebhook'])).toBe(false);
    expect(meetsNeed('http', ['n8n-nodes-base.httpRequest'])).toBe(true);
  });

  it('counts a template relevant only when it meets every need', () => {
    const query: EvaluationQuery = {
      text: 'post to slack from a webhook',
      needs: ['slack', 'webhook'],
    };
    expect(isRelevant(query, [WEBHOOK, SLACK])).toBe(true);
    expect(isRelevant(query, [SLACK])).toBe(false);
    expect(isRelevant(query, [WEBHOOK, GMAIL])).toBe(false);
  });
});

describe('evaluateSearch', () => {
  /** Twelve templates: a-l; the first three use Slack and a webhook, the rest Gmail. */
  const nodeTypes = new Map<string, string[]>(
    'abcdefghijkl'
      .split('')
      .map((id, at) => [id, at < 3 ? [WEBHOOK, SLACK] : [GMAIL, AGENT]] as [string, string[]]),
  );
  const queries: EvaluationQuery[] = [
    { text: 'slack from a webhook', needs: ['slack', 'webhook'] },
    { text: 'summarize my gmail', needs: ['gmail', 'ai'] },
  ];

  it('judges the first results against what the catalogue allows, and counts empty answers', async () => {
    const limits: number[] = [];
    const search: SearchFn = async (text, limit) => {
      limits.push(limit);
      // Two of the three Slack templates first; nothing for the Gmail query.
      return text.startsWith('slack')
        ? { ids: ['a', 'd', 'b', 'e'], total: 4 }
        : { ids: [], total: 0 };
    };
    const quality = await evaluateSearch(queries, search, nodeTypes);
    expect(limits).toEqual([JUDGED_RESULTS, JUDGED_RESULTS]);
    expect(quality.queries).toEqual([
      { text: 'slack from a webhook', found: 4, relevant: 3, relevantFirst: 2, precision: 2 / 3 },
      { text: 'summarize my gmail', found: 0, relevant: 9, relevantFirst: 0, precision: 0 },
    ]);
    expect(quality.noResult).toBe(1);
    expect(quality.meanPrecision).toBeCloseTo(1 / 3);
  });

  it('gives full precision when the first ten are all relevant, and judges only ten', async () => {
    const gmail = [...nodeTypes.keys()].slice(3);
    const search: SearchFn = async () => ({ ids: [...gmail, 'a'], total: 10 });
    const quality = await evaluateSearch([queries[1]], search, nodeTypes);
    expect(quality.queries[0]).toMatchObject({ relevant: 9, relevantFirst: 9, precision: 1 });
  });

  it('refuses a query no template of the catalogue meets', async () => {
    const search: SearchFn = async () => ({ ids: [], total: 0 });
    await expect(
      evaluateSearch([{ text: 'trello', needs: ['trello'] }], search, nodeTypes),
    ).rejects.toThrow('no template meets "trello"');
  });
});
