import { createAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { CORPUS_PATH } from '../../../../test/corpus';
import { prepareRecord, type IngestRecord } from '../ingest-record';
import { readIngestSources } from '../ingest-sources';
import type { IngestSummary } from '../ingest.service';
import { node, workflow } from './workflow-factory';

/** The corpus records whose structural signature another record shares, by signature. */
async function corpusGroups(): Promise<IngestRecord[][]> {
  const bySignature = new Map<string, IngestRecord[]>();
  for await (const record of readIngestSources(CORPUS_PATH)) {
    const prepared = prepareRecord(record);
    if (!('template' in prepared)) continue;
    const { signature } = prepared.template;
    bySignature.set(signature, [...(bySignature.get(signature) ?? []), record]);
  }
  return [...bySignature.values()].filter((group) => group.length > 1);
}

/** Near-copies in the corpus (one template from two aggregators), ingested through the API. */
describe('one template, shown once', () => {
  let app: TestApp;
  let groups: IngestRecord[][];
  let summary: IngestSummary;
  /** Template ids of each group, in corpus order. */
  let ids: string[][];
  let numericIds: Map<string, number>;

  const listedIds = async (query = ''): Promise<string[]> => {
    const res = await app.get(`/api/templates?limit=100${query}`);
    expect(res.status).toBe(200);
    return res.body.templates.map((template: { id: string }) => template.id);
  };
  const listedOnce = (listed: readonly string[], group: readonly string[]) =>
    group.filter((id) => listed.includes(id)).length;

  beforeAll(async () => {
    app = await createTestApp();
    // A dozen groups: enough pairs to show every path, few enough to list on one page.
    groups = (await corpusGroups()).slice(0, 12);
    summary = await app.services.ingest.importRecords(groups.flat());
    const rows: Array<{ id: string; numeric_id: number; source: { path: string } }> =
      await app.services.dataSource.query('SELECT id, numeric_id, source FROM templates');
    const byPath = new Map(rows.map((row) => [row.source.path, row.id]));
    ids = groups.map((group) => group.map((record) => byPath.get(record.sourcePath!)!));
    numericIds = new Map(rows.map((row) => [row.id, row.numeric_id]));
  });
  afterAll(() => app.close());

  it('counts the copies of the run in the ingest summary', () => {
    expect(groups.length).toBeGreaterThanOrEqual(10);
    expect(summary).toMatchObject({
      imported: groups.flat().length,
      collapsed: groups.flat().length - groups.length,
      skipped: [],
    });
  });

  it('lists and counts one template of each group', async () => {
    const listed = await listedIds();
    expect(listed).toHaveLength(groups.length);
    for (const group of ids) expect(listedOnce(listed, group)).toBe(1);
    const categories = (await app.get('/api/categories')).body.categories as Array<{
      count: number;
    }>;
    expect(categories.reduce((sum, { count }) => sum + count, 0)).toBe(groups.length);
  });

  it("searching any template's name finds the listed one of its group, never a copy", async () => {
    const listed = await listedIds();
    for (const [i, group] of groups.entries()) {
      for (const record of group) {
        const found = await listedIds(`&search=${encodeURIComponent(record.name!.slice(0, 120))}`);
        const copies = ids[i].filter((id) => !listed.includes(id));
        expect(found.filter((id) => copies.includes(id))).toEqual([]);
      }
      const original = ids[i].find((id) => listed.includes(id))!;
      const { name } = (await app.get(`/api/templates/${original}`)).body.template;
      const found = await listedIds(`&search=${encodeURIComponent(name.slice(0, 120))}`);
      expect(found).toContain(original);
    }
  });

  it("shows n8n's template browser one template of each group, in search and collections", async () => {
    const search = await app.get('/n8n/templates/search?rows=100');
    expect(search.body.totalWorkflows).toBe(groups.length);
    const shown = search.body.workflows.map((workflow: { id: number }) => workflow.id);
    for (const group of ids) {
      expect(group.filter((id) => shown.includes(numericIds.get(id))).length).toBe(1);
    }
    const collections = (await app.get('/n8n/templates/collections')).body.collections as Array<{
      workflows: Array<{ id: number }>;
    }>;
    expect(collections.length).toBeGreaterThan(0);
    const collected = collections.flatMap((c) => c.workflows.map((workflow) => workflow.id));
    expect(collected.filter((id) => shown.includes(id))).toEqual(collected);
  });

  it('names the other source on the detail of each template of a group, REST and GraphQL', async () => {
    for (const [i, [first, second]] of ids.entries()) {
      const [a, b] = groups[i];
      const rest = await app.get(`/api/templates/${first}`);
      expect(rest.body.template.otherSources).toEqual([
        {
          id: second,
          name: b.name,
          author: expect.any(String),
          repo: b.sourceRepo,
          path: b.sourcePath,
        },
      ]);
      const graphql = await app.graphql(
        'query ($id: ID!) { template(id: $id) { otherSources { id name repo path } } }',
        { id: second },
      );
      expect(graphql.body.data.template.otherSources).toEqual([
        { id: first, name: a.name, repo: a.sourceRepo, path: a.sourcePath },
      ]);
    }
  });

  it('lets a copy be saved and downloaded like any template', async () => {
    const listed = await listedIds();
    const copy = ids.flat().find((id) => !listed.includes(id))!;
    const user = await createAccount(app.services);
    const saved = await app.post('/api/saved-templates', { templateId: copy }, user.headers);
    expect(saved.status).toBe(200);
    const mine = await app.get('/api/saved-templates', user.headers);
    expect(JSON.stringify(mine.body)).toContain(copy);
    const download = await app.get(`/api/templates/${copy}/download`);
    expect(download.status).toBe(200);
    expect(download.body.nodes.length).toBeGreaterThan(0);
  });

  it('finds the same input unchanged on a second run, and the same copies', async () => {
    const again = await app.services.ingest.importRecords(groups.flat());
    expect(again).toEqual({
      imported: 0,
      updated: 0,
      unchanged: groups.flat().length,
      collapsed: summary.collapsed,
      skipped: [],
    });
  });

  it('lists a richer near-copy ingested later instead of the one listed before', async () => {
    const plain = (name: string, description?: string): IngestRecord => ({
      source: `${name}.json`,
      name,
      description,
      workflow: workflow([
        node('scheduleTrigger', { name: `${name} trigger`, parameters: { rule: 'daily' } }),
        node('telegram', { name: `${name} post`, parameters: { text: 'Good morning' } }),
      ]),
    });
    const first = await app.services.ingest.importRecords([plain('Zebracorn morning A')]);
    expect(first).toMatchObject({ imported: 1, collapsed: 0 });
    const [before] = await listedIds('&search=zebracorn');
    const richer = await app.services.ingest.importRecords([
      plain('Zebracorn morning B', 'Posts a good-morning message to a Telegram chat every day.'),
    ]);
    // The run's template is the listed one now; the copy it made is of an earlier run.
    expect(richer).toMatchObject({ imported: 1, collapsed: 0 });
    const after = await listedIds('&search=zebracorn');
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before);
    const detail = await app.get(`/api/templates/${after[0]}`);
    expect(detail.body.template).toMatchObject({
      name: 'Zebracorn morning B',
      otherSources: [{ id: before, name: 'Zebracorn morning A' }],
    });
  });
});
