import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';

/**
 * List items are kept per content version: a page whose templates were all shown before reads
 * only their counters, which stay live, and a content change shows at once (docs/DECISIONS.md,
 * "What a list costs").
 */
describe('list items kept per content version', () => {
  let app: TestApp;
  let ids: string[];

  beforeAll(async () => {
    app = await createTestApp();
    ids = [];
    for (let i = 0; i < 3; i++) {
      const template = await buildTemplate(app.services.dataSource, {
        name: `Larkspur relay ${i}`,
        downloads: i,
      });
      ids.push(template.id);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const list = async () => {
    const res = await app.get('/api/templates?search=larkspur&sort=name');
    expect(res.status).toBe(200);
    return res.body.templates as Array<{ id: string; name: string; downloads: number }>;
  };
  const sql = (text: string, parameters: unknown[]) =>
    app.services.dataSource.query(text, parameters);

  it('reads a page whose items were all shown before as their counters alone', async () => {
    const first = await list();
    expect(first.map((item) => item.name)).toEqual([
      'Larkspur relay 0',
      'Larkspur relay 1',
      'Larkspur relay 2',
    ]);
    app.resetQueries();
    const again = await list();
    expect(again).toEqual(first);
    const pageReads = app.queries.filter((text) =>
      /JOIN templates t ON t\.id = page\.id/.test(text),
    );
    expect(pageReads).toEqual([]);
    expect(
      app.queries.some((text) => /SELECT id, views, downloads, saves FROM templates/.test(text)),
    ).toBe(true);
  });

  it('shows counters as they are now', async () => {
    await list();
    await sql(`UPDATE templates SET downloads = 40, saves = 2 WHERE id = $1`, [ids[1]]);
    const item = (await list()).find((entry) => entry.id === ids[1]);
    expect(item).toMatchObject({ downloads: 40, saves: 2 });
  });

  it('shows a content change on the next page', async () => {
    await list();
    await sql(`UPDATE templates SET description = $2 WHERE id = $1`, [ids[2], 'Rewritten text']);
    const item = (await list()).find((entry) => entry.id === ids[2]);
    expect(item).toMatchObject({ description: 'Rewritten text' });
  });
});
