import { Db } from '../../../core/db';
import 'reflect-metadata';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../db/data-source';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import {
  RULE_BASED_MODEL,
  RuleBasedDocumentationProvider,
} from '../documentation/rule-based-documentation.provider';
import type { IngestRecord } from '../ingest-record';
import { MAX_FILE_BYTES, readIngestSources } from '../ingest-sources';
import { IngestService } from '../ingest.service';
import { node, workflow } from './workflow-factory';

describe('IngestService', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let service: IngestService;
  let dir: string;

  const rows = (): Promise<Array<Record<string, unknown>>> =>
    dataSource.query('SELECT * FROM templates ORDER BY numeric_id');
  const record = (name: string, extra: Partial<IngestRecord> = {}): IngestRecord => ({
    source: `${name}.json`,
    name,
    // Fixed node names: the same name always gives the same workflow (content hash).
    workflow: workflow([
      node('scheduleTrigger', { name: 'Every morning' }),
      node('slack', { name: `Post ${name}` }),
    ]),
    ...extra,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createDataSource({ url: database.url, poolSize: 2 });
    await dataSource.initialize();
    service = new IngestService(new Db(dataSource.manager), new RuleBasedDocumentationProvider());
  });
  beforeEach(async () => {
    // CASCADE: hire requests refer to templates too.
    await dataSource.query('TRUNCATE templates, saved_templates, search_terms CASCADE');
    dir = mkdtempSync(path.join(os.tmpdir(), 'ingest-service-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('skips invalid JSON, a file without nodes, a 50 MB file and a 10,000-character name, writing no row for them', async () => {
    writeFileSync(path.join(dir, 'a-invalid.json'), '{"name": "x", "nodes": [');
    writeFileSync(
      path.join(dir, 'b-no-nodes.json'),
      JSON.stringify({ name: 'No nodes', connections: {} }),
    );
    writeFileSync(path.join(dir, 'c-huge.json'), '');
    truncateSync(path.join(dir, 'c-huge.json'), MAX_FILE_BYTES + 1);
    writeFileSync(
      path.join(dir, 'd-long-name.json'),
      JSON.stringify(workflow([node('manualTrigger')], { name: 'n'.repeat(10_000) })),
    );
    writeFileSync(path.join(dir, 'e-good.json'), JSON.stringify(workflow([node('manualTrigger')])));

    const summary = await service.importRecords(readIngestSources(dir));

    expect(summary.imported).toBe(1);
    expect(summary.skipped.map(({ source, reason }) => [path.basename(source), reason])).toEqual([
      ['a-invalid.json', expect.stringMatching(/^invalid JSON/)],
      ['b-no-nodes.json', 'workflow has no nodes'],
      ['c-huge.json', 'file is larger than 50 MB (50 MB)'],
      ['d-long-name.json', 'name is longer than 200 characters (10000)'],
    ]);
    expect((await rows()).map((row) => row.name)).toEqual(['Test workflow']);
  });

  it('writes the derived fields, the source and the author', async () => {
    await service.importRecords([
      record('Given author', { author: 'Ada' }),
      record('From repo', {
        sourceRepo: 'Zie619/n8n-workflows',
        sourcePath: 'a.json',
        license: 'MIT',
      }),
      record('Nobody'),
    ]);
    const stored = await rows();
    expect(stored.map((row) => row.author)).toEqual(['Ada', 'Zie619', 'n8n community']);
    expect(stored[1]).toMatchObject({
      category: 'Communication',
      trigger_type: 'Scheduled',
      complexity: 'Simple',
      node_count: 2,
      integrations: ['Slack'],
      tags: ['scheduled', 'slack'],
      description: 'Runs on a schedule and connects Slack.',
      source: { repo: 'Zie619/n8n-workflows', path: 'a.json', license: 'MIT' },
      node_types: ['n8n-nodes-base.scheduleTrigger', 'n8n-nodes-base.slack'],
      redacted_values: 0,
      ai_documentation: null,
    });
  });

  it('never stores a secret the workflow carried', async () => {
    const leaky = workflow([
      node('manualTrigger'),
      node('httpRequest', {
        parameters: {
          url: 'https://api.x.io',
          headers: 'Bearer sk-abcdefghijklmnopqrstuvwxyz012345',
        },
        credentials: { httpHeaderAuth: { id: '17', name: 'X header' } },
      }),
    ]);
    await service.importRecords([{ source: 'leaky.json', name: 'Leaky', workflow: leaky }]);
    const [stored] = await rows();
    expect(JSON.stringify(stored.workflow)).not.toMatch(/sk-abc|"id":"17"/);
    expect(stored.redacted_values).toBe(1);
  });

  it('updates a known workflow whose record changed, keeping its id and creation date', async () => {
    const original = record('Old name');
    await service.importRecords([original]);
    const [before] = await rows();
    const summary = await service.importRecords([{ ...original, name: 'New name' }]);
    expect(summary).toEqual({ imported: 0, updated: 1, unchanged: 0, collapsed: 0, skipped: [] });
    const [after] = await rows();
    expect(after).toMatchObject({ id: before.id, name: 'New name', created_at: before.created_at });
  });

  it('reports a second copy of a workflow in the same run as the same workflow', async () => {
    const summary = await service.importRecords([
      record('Twin', { source: 'one.json' }),
      record('Twin', { source: 'two.json' }),
    ]);
    expect(summary).toEqual({
      imported: 1,
      updated: 0,
      unchanged: 0,
      collapsed: 0,
      skipped: [{ source: 'two.json', reason: 'same workflow as one.json' }],
    });
  });

  it('skips a row the database refuses and still writes the rest of its batch', async () => {
    const refused = record('Refused', {
      workflow: workflow([
        node('manualTrigger'),
        node('set', { parameters: { text: 'nul \u0000 here' } }),
      ]),
    });
    const summary = await service.importRecords([record('First'), refused, record('Last')], {
      batchSize: 10,
    });
    expect(summary.imported).toBe(2);
    expect(summary.skipped).toEqual([
      { source: 'Refused.json', reason: expect.stringMatching(/^database refused it: /) },
    ]);
    expect((await rows()).map((row) => row.name)).toEqual(['First', 'Last']);
  });

  it('skips a workflow nested deeper than any input may be, and goes on', async () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 20_000; i++) deep = { a: deep };
    const nested = record('Nested', {
      workflow: workflow([node('manualTrigger'), node('set', { parameters: { deep } })]),
    });
    const summary = await service.importRecords([record('Before'), nested, record('After')]);
    expect(summary.imported).toBe(2);
    expect(summary.skipped).toEqual([
      {
        source: 'Nested.json',
        reason: expect.stringMatching(/^workflow.* must not be nested more than 64 levels deep$/),
      },
    ]);
  });

  it('fills the documentation block when asked, and a repeat run still writes nothing', async () => {
    const progress: number[] = [];
    const documented = record('Documented');
    const first = await service.importRecords([documented], {
      document: true,
      onProgress: (p) => progress.push(p.processed),
    });
    expect(first.imported).toBe(1);
    expect(progress.at(-1)).toBe(1);
    const [stored] = await rows();
    expect(stored).toMatchObject({
      difficulty: 'beginner',
      estimated_setup_time: '5-15 minutes',
      required_nodes: ['Schedule Trigger', 'Slack'],
      ai_documentation: { generated: true, model: RULE_BASED_MODEL, estimatedCost: 0 },
    });
    expect((stored.how_to_use as string[]).length).toBeGreaterThan(3);

    const second = await service.importRecords([documented], { document: true });
    expect(second).toEqual({ imported: 0, updated: 0, unchanged: 1, collapsed: 0, skipped: [] });
    // A bulk run without documentation leaves the block in place.
    await service.importRecords([documented]);
    expect((await rows())[0].difficulty).toBe('beginner');
  });

  it('writes a batch and the links between its near-copies together, or neither', async () => {
    // Same steps, other node names: near-copies, so the batch's regroup links one to the other.
    const twin = (name: string): IngestRecord => ({
      source: `${name}.json`,
      name,
      workflow: workflow([
        node('scheduleTrigger', { name: `${name} start` }),
        node('slack', { name: `${name} post` }),
      ]),
    });
    const twins = [twin('Twin A'), twin('Twin B')];
    await dataSource.query(`
      CREATE FUNCTION refuse_copy_links() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'no links today'; END $$;
      CREATE TRIGGER refuse_copy_links BEFORE UPDATE OF copy_of ON templates
      FOR EACH ROW EXECUTE FUNCTION refuse_copy_links()`);
    try {
      // The batch fails, then its rows are written one by one: Twin A alone links nothing and
      // is written; Twin B fails with its link, so it is not there without one either.
      await expect(service.importRecords(twins)).rejects.toThrow('no links today');
      expect((await rows()).map((row) => [row.name, row.copy_of])).toEqual([['Twin A', null]]);
    } finally {
      await dataSource.query(`
        DROP TRIGGER refuse_copy_links ON templates;
        DROP FUNCTION refuse_copy_links()`);
    }
    const summary = await service.importRecords(twins);
    expect(summary).toMatchObject({ imported: 1, unchanged: 1, collapsed: 1 });
    const [a, b] = await rows();
    expect([a.copy_of, b.copy_of]).toEqual([null, a.id]);
  });

  it('documents the records that ask for it in a run that does not document all', async () => {
    const summary = await service.importRecords([
      record('Asks', { document: true }),
      record('Plain'),
      record('Declines', { document: false }),
    ]);
    // The three differ only in a node's name: near-copies, the documented one listed.
    expect(summary).toEqual({ imported: 3, updated: 0, unchanged: 0, collapsed: 2, skipped: [] });
    expect((await rows()).map((row) => [row.name, row.difficulty])).toEqual([
      ['Asks', 'beginner'],
      ['Plain', null],
      ['Declines', null],
    ]);
  });

  it('dates a record `daysAgo` days before the run, and skips a negative age', async () => {
    const now = new Date('2025-03-10T12:00:00Z');
    const summary = await service.importRecords(
      [
        record('Today', { daysAgo: 0 }),
        record('Last week', { daysAgo: 7 }),
        record('Dated', { daysAgo: 7, createdAt: '2024-01-01T00:00:00Z' }),
        record('Future', { daysAgo: -1 }),
      ],
      { now },
    );
    expect(summary.skipped).toEqual([
      { source: 'Future.json', reason: 'daysAgo is not a number of days' },
    ]);
    expect((await rows()).map((row) => [row.name, (row.created_at as Date).toISOString()])).toEqual(
      [
        ['Today', '2025-03-10T12:00:00.000Z'],
        ['Last week', '2025-03-03T12:00:00.000Z'],
        ['Dated', '2024-01-01T00:00:00.000Z'],
      ],
    );
  });

  it('adds the words of new templates to the typo lexicon', async () => {
    await service.importRecords([
      record('Telegram digest', {
        workflow: workflow([
          node('telegramTrigger', { name: 'On message' }),
          node('notion', { name: 'Save' }),
        ]),
      }),
    ]);
    const terms: Array<{ term: string }> = await dataSource.query(
      'SELECT term FROM search_terms ORDER BY term',
    );
    expect(terms.map((row) => row.term)).toEqual(
      expect.arrayContaining(['digest', 'notion', 'telegram']),
    );
  });
});
