import { Db } from '../../../core/db';
import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../db/data-source';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { RuleBasedDocumentationProvider } from '../documentation/rule-based-documentation.provider';
import { readIngestSources } from '../ingest-sources';
import { IngestService, type IngestSummary } from '../ingest.service';
import { CORPUS_PATH } from '../../../../test/corpus';

const CORPUS = CORPUS_PATH;
const CORPUS_SIZE = 2047;

describe('ingesting the whole n8n corpus', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let service: IngestService;
  let first: IngestSummary;

  const count = async (sql: string): Promise<number> =>
    Number((await dataSource.query(sql))[0].count);

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createDataSource({ url: database.url, poolSize: 2 });
    await dataSource.initialize();
    service = new IngestService(new Db(dataSource.manager), new RuleBasedDocumentationProvider());
    first = await service.importRecords(readIngestSources(CORPUS));
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('imports or skips, with a reason, every line', async () => {
    expect(first.imported + first.skipped.length).toBe(CORPUS_SIZE);
    expect(first.skipped).toEqual([]);
    expect(await count('SELECT count(*) FROM templates')).toBe(first.imported);
  });

  it('stores no credential id and no pinData', async () => {
    expect(await count(`SELECT count(*) FROM templates WHERE workflow ? 'pinData'`)).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM templates WHERE jsonb_path_exists(workflow, '$.nodes[*].credentials.*.id')`,
      ),
    ).toBe(0);
  });

  it('spreads the catalogue over the categories without one swallowing it', async () => {
    const rows: Array<{ category: string; count: string }> = await dataSource.query(
      'SELECT category, count(*) FROM templates GROUP BY category',
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const largest = Math.max(...rows.map((row) => Number(row.count)));
    expect(largest / first.imported).toBeLessThan(0.35);
  });

  it('fills the typo lexicon with the words of names and integrations', async () => {
    const terms: Array<{ term: string }> = await dataSource.query(
      `SELECT term FROM search_terms WHERE term IN ('telegram', 'slack', 'gmail', 'openai')`,
    );
    expect(terms.map((row) => row.term).sort()).toEqual(['gmail', 'openai', 'slack', 'telegram']);
    expect(await count(`SELECT count(*) FROM search_terms WHERE term !~ '^[[:alpha:]]{3,}$'`)).toBe(
      0,
    );
  });

  it('collapses the 184 near-copies: workflows whose steps, parameters and connections another one has', async () => {
    // Measured: 184 with parameters compared apart from their texts' spacing, 12 with the
    // texts as written; 222 share node types and connections alone (DECISIONS, "One template,
    // shown once").
    expect(first.collapsed).toBe(184);
    expect(await count('SELECT count(*) FROM templates WHERE copy_of IS NOT NULL')).toBe(184);
    expect(
      await count(
        `SELECT count(*) FROM templates c JOIN templates o ON o.id = c.copy_of
         WHERE o.copy_of IS NOT NULL OR o.signature IS DISTINCT FROM c.signature`,
      ),
    ).toBe(0);
  });

  it('checks every workflow against n8n 1.x: 1,982 import cleanly, 65 name what stops them', async () => {
    const having = (pattern: string) =>
      count(`SELECT count(*) FROM templates
             WHERE EXISTS (SELECT 1 FROM unnest(n8n_obstacles) o WHERE o LIKE '${pattern}')`);
    expect(await count(`SELECT count(*) FROM templates WHERE n8n_obstacles IS NULL`)).toBe(0);
    expect(await count(`SELECT count(*) FROM templates WHERE n8n_obstacles = '{}'`)).toBe(1982);
    expect(await having('Uses a community node: %')).toBe(46);
    expect(await having('Uses % version %; n8n 1.123.81 has up to %')).toBe(19);
    // The import path's reduction leaves n8n's public API nothing to refuse, and every
    // n8n-nodes-base type the corpus names exists in n8n 1.123 (its *Tool types included).
    expect(await having('The public API of n8n%')).toBe(0);
    expect(await having('Uses a node type n8n 1.x does not have: %')).toBe(0);
  });

  it('recognises every workflow on a second run and writes nothing', async () => {
    const before = await dataSource.query('SELECT max(updated_at) AS at, count(*) FROM templates');
    const second = await service.importRecords(readIngestSources(CORPUS));
    expect(second).toEqual({
      imported: 0,
      updated: 0,
      unchanged: first.imported,
      collapsed: first.collapsed,
      skipped: [],
    });
    expect(await dataSource.query('SELECT max(updated_at) AS at, count(*) FROM templates')).toEqual(
      before,
    );
  });
});
