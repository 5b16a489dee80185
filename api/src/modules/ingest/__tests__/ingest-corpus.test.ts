import { Db } from '../../../common/db';
import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../db/data-source';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { RuleBasedDocumentationProvider } from '../../documentation/rule-based-documentation.provider';
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

  it('collapses the 12 near-copies: workflows whose steps, parameters and connections another one has', async () => {
    // Measured: 12 pairs share a signature with parameters; 210 groups (432 workflows) share
    // node types and connections alone (DECISIONS, "One template, shown once").
    expect(first.collapsed).toBe(12);
    expect(await count('SELECT count(*) FROM templates WHERE copy_of IS NOT NULL')).toBe(12);
    expect(
      await count(
        `SELECT count(*) FROM templates c JOIN templates o ON o.id = c.copy_of
         WHERE o.copy_of IS NOT NULL OR o.signature IS DISTINCT FROM c.signature`,
      ),
    ).toBe(0);
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
