import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { createTestApp, testEnv, type TestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { RuleBasedDocumentationProvider } from '../documentation/rule-based-documentation.provider';
import { runIngestCli } from '../ingest-cli';
import type { IngestRecord } from '../ingest-record';
import { IngestService } from '../ingest.service';
import { CATEGORIES } from '../../templates/categories';
import { COMPLEXITIES, Template, TRIGGER_TYPES } from '../../templates/template.entity';
import {
  DEMO_SOURCE_PREFIX,
  DEMO_TEMPLATES_DIR,
  readDemoRecords,
  seedDemoTemplates,
} from '../demo-templates.seed';
import { seedDatabase } from '../../../db/seeds/seed';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a visitor sees of each template, by content hash; dates as whole days before now. */
const CATALOGUE_SQL = `
  SELECT content_hash, name, author, description, category, trigger_type, complexity, tags,
         integrations, node_count, source, workflow, detailed_description, how_to_use,
         ai_documentation - 'generatedAt' AS ai_documentation,
         round(extract(epoch FROM now() - created_at) / 86400)::int AS days_ago
  FROM templates ORDER BY content_hash`;

/** Each value of `values` with how many demo templates carry it. */
function tally<T extends string>(
  values: readonly T[],
  rows: Template[],
  pick: (t: Template) => string,
) {
  return Object.fromEntries(values.map((v) => [v, rows.filter((row) => pick(row) === v).length]));
}

describe('the demo template files', () => {
  let records: IngestRecord[];
  beforeAll(async () => {
    records = await readDemoRecords();
  });

  it('hold one complete record per file, named after its slug', () => {
    const files = readdirSync(DEMO_TEMPLATES_DIR).sort();
    expect(records).toHaveLength(files.length);
    for (const [index, record] of records.entries()) {
      const slug = path.basename(files[index], '.json');
      expect({ file: files[index], record }).toEqual({
        file: `${slug}.json`,
        record: {
          source: path.join(DEMO_TEMPLATES_DIR, files[index]),
          name: expect.any(String),
          author: expect.any(String),
          description: expect.any(String),
          daysAgo: expect.any(Number),
          document: expect.any(Boolean),
          sourcePath: `${DEMO_SOURCE_PREFIX}${slug}`,
          workflow: expect.objectContaining({ name: record.name }),
        },
      });
    }
  });
});

describe('the demo seed', () => {
  let app: TestApp;
  let records: IngestRecord[];
  const stored = () =>
    app.services.dataSource
      .getRepository(Template)
      .find({ order: { createdAt: 'DESC', id: 'ASC' } });

  let storedWithoutDemo: number;
  const seedWithDemo = () => seedDatabase({ ...app.services, env: testEnv({ SEED_DEMO: 'true' }) });

  beforeAll(async () => {
    records = await readDemoRecords();
    // The test app boots as `npm start` does, with SEED_DEMO off: no template then.
    app = await createTestApp();
    storedWithoutDemo = (await stored()).length;
    await seedWithDemo();
  });
  afterAll(() => app.close());

  it('adds no template when SEED_DEMO is off', () => {
    expect(storedWithoutDemo).toBe(0);
  });

  it('imports at least 40 self-authored templates when SEED_DEMO is on', async () => {
    const rows = await stored();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows).toHaveLength(records.length);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
    expect(rows.every((row) => row.source?.path?.startsWith(DEMO_SOURCE_PREFIX))).toBe(true);
  });

  it('covers every category, trigger type and complexity by the ingest rules', async () => {
    const rows = await stored();
    const categories = tally(CATEGORIES, rows, (t) => t.category);
    const triggers = tally(TRIGGER_TYPES, rows, (t) => t.triggerType);
    const complexities = tally(COMPLEXITIES, rows, (t) => t.complexity);
    for (const count of Object.values(categories)) expect(count).toBeGreaterThanOrEqual(2);
    for (const count of Object.values(triggers)) expect(count).toBeGreaterThanOrEqual(5);
    for (const count of Object.values(complexities)) expect(count).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      const expected = row.nodeCount <= 5 ? 'Simple' : row.nodeCount <= 15 ? 'Medium' : 'Complex';
      expect(row.complexity).toBe(expected);
    }
  });

  it('serves the demo catalogue through the REST API with every category counted', async () => {
    const list = await app.get('/api/templates?limit=100');
    expect(list.status).toBe(200);
    expect(list.body.pagination.totalItems).toBe(records.length);
    expect(list.body.templates.length).toBeGreaterThanOrEqual(40);
    const categories = await app.get('/api/categories');
    expect(categories.status).toBe(200);
    const names = categories.body.categories.map((c: { name: string }) => c.name);
    expect([...names].sort()).toEqual([...CATEGORIES].sort());
  });

  it('documents about a third of the templates and leaves the others undocumented', async () => {
    const rows = await stored();
    const documented = rows.filter((row) => row.aiDocumentation?.generated);
    const expected = records.filter((record) => record.document).length;
    expect(documented).toHaveLength(expected);
    expect(documented.length / rows.length).toBeGreaterThan(0.25);
    expect(documented.length / rows.length).toBeLessThan(0.45);
    for (const row of documented) {
      expect(row.detailedDescription).toEqual(expect.any(String));
      expect(row.howToUse.length).toBeGreaterThan(0);
    }
    const plain = rows.filter((row) => !row.aiDocumentation);
    expect(plain).toHaveLength(rows.length - expected);
  });

  it('keeps authors and listing descriptions, and spreads creation dates over ten months', async () => {
    const rows = await stored();
    const byName = new Map(records.map((record) => [record.name, record]));
    for (const row of rows) {
      expect(row.author).toBe(byName.get(row.name)?.author);
      expect(row.description).toBe(byName.get(row.name)?.description);
    }
    expect(new Set(rows.map((row) => row.author)).size).toBeGreaterThanOrEqual(5);
    const ages = rows.map((row) => (Date.now() - row.createdAt.getTime()) / DAY_MS);
    expect(Math.max(...ages)).toBeGreaterThan(240);
    expect(Math.max(...ages)).toBeLessThan(320);
    const today = new Date().toDateString();
    expect(
      rows.filter((row) => row.createdAt.toDateString() === today).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('stores well-formed n8n workflows: unique names, ids, typed nodes, valid connections', async () => {
    for (const row of await stored()) {
      const { nodes, connections } = row.workflow;
      const names = nodes.map((node) => node.name);
      expect({
        workflow: row.name,
        duplicates: names.filter((n, i) => names.indexOf(n) !== i),
      }).toEqual({
        workflow: row.name,
        duplicates: [],
      });
      expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length);
      for (const node of nodes) {
        expect(node.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        expect(node.type).toMatch(/^(n8n-nodes-base|@n8n\/n8n-nodes-langchain)\.[a-zA-Z0-9]+$/);
        expect(node.typeVersion).toEqual(expect.any(Number));
        expect(node.position).toEqual([expect.any(Number), expect.any(Number)]);
        for (const credential of Object.values(node.credentials ?? {})) {
          expect(Object.keys(credential as object)).toEqual(['name']);
        }
      }
      const known = new Set(names);
      for (const [source, ports] of Object.entries(connections)) {
        expect({ workflow: row.name, source, known: known.has(source) }).toMatchObject({
          known: true,
        });
        for (const [port, outputs] of Object.entries(ports as Record<string, unknown[][]>)) {
          expect(port === 'main' || port.startsWith('ai_')).toBe(true);
          for (const target of outputs.flat() as Array<{ node: string; type: string }>) {
            expect({
              workflow: row.name,
              target: target.node,
              known: known.has(target.node),
            }).toMatchObject({ known: true });
            expect(target.type).toBe(port);
          }
        }
      }
    }
  });

  it('publishes no secrets: nothing needed blanking', async () => {
    const rows = await stored();
    expect(rows.filter((row) => row.redactedValues > 0).map((row) => row.name)).toEqual([]);
  });

  it('adds and changes nothing when it runs again', async () => {
    const before = await stored();
    await seedWithDemo();
    const after = await stored();
    const snapshot = (rows: Template[]) =>
      rows.map((row) => ({
        id: row.id,
        updatedAt: row.updatedAt.toISOString(),
        hash: row.contentHash,
      }));
    expect(snapshot(after)).toEqual(snapshot(before));
  });

  it('asks the documentation provider again only for a documented template that went missing', async () => {
    const provider = new RuleBasedDocumentationProvider();
    const describeCalls = jest.spyOn(provider, 'describe');
    const services = {
      ...app.services,
      ingest: new IngestService(app.services.db, provider),
    };
    expect(await seedDemoTemplates(services)).toEqual({
      imported: 0,
      updated: 0,
      unchanged: records.length,
      collapsed: 0,
      skipped: [],
    });
    expect(describeCalls).not.toHaveBeenCalled();

    const documented = (await stored()).find((row) => row.aiDocumentation);
    await app.services.dataSource.getRepository(Template).delete({ id: documented!.id });
    expect(await seedDemoTemplates(services)).toMatchObject({
      imported: 1,
      unchanged: records.length - 1,
    });
    expect(describeCalls.mock.calls.map(([input]) => input.name)).toEqual([documented!.name]);
  });

  it('is the same catalogue `npm run ingest` makes of the demo files', async () => {
    const database = await createTestDatabase();
    const env = { ...process.env };
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      Object.assign(process.env, {
        DATABASE_URL: database.url,
        JWT_SECRET: 'seed-test-secret-seed-test-secret-0123456789',
        SECRETS_KEY: '2'.repeat(64),
        LOG_LEVEL: 'silent',
      });
      expect(await runIngestCli([DEMO_TEMPLATES_DIR])).toBe(0);
      const client = new Client({ connectionString: database.url });
      await client.connect();
      const ingested = await client.query(CATALOGUE_SQL).finally(() => client.end());
      const seeded = await app.services.dataSource.query(CATALOGUE_SQL);
      expect(seeded).toHaveLength(records.length);
      expect(ingested.rows).toEqual(seeded);
    } finally {
      process.env = env;
      jest.restoreAllMocks();
      await database.drop();
    }
  });

  it('re-adds a missing demo template without touching the others', async () => {
    const repository = app.services.dataSource.getRepository(Template);
    const before = await stored();
    const removed = before[before.length - 1];
    await repository.delete({ id: removed.id });
    await seedWithDemo();
    const after = await stored();
    expect(after).toHaveLength(before.length);
    const back = after.find((row) => row.contentHash === removed.contentHash);
    expect(back?.id).not.toBe(removed.id);
    const untouched = (rows: Template[]) =>
      rows
        .filter((row) => row.contentHash !== removed.contentHash)
        .map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
    expect(untouched(after)).toEqual(untouched(before));
  });
});
