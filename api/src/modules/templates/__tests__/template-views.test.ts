import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';
import type { Template } from '../template.entity';

describe('views are counted in batches', () => {
  let app: TestApp;
  let hot: Template;
  let quiet: Template;

  beforeAll(async () => {
    app = await createTestApp();
    hot = await buildTemplate(app.services.dataSource, { name: 'Hot page', views: 10 });
    quiet = await buildTemplate(app.services.dataSource, { name: 'Quiet page', views: 0 });
  });
  afterAll(() => app.close());

  const stored = async (id: string) =>
    (await app.services.dataSource.query(`SELECT views FROM templates WHERE id = $1`, [id]))[0]
      .views;

  it('a detail request only reads, and still reports its own view', async () => {
    app.resetQueries();
    const res = await app.get(`/api/templates/${hot.id}`);
    expect(res.status).toBe(200);
    expect(res.body.template.views).toBe(11);
    expect(app.queries.filter((sql) => /^\s*(UPDATE|INSERT)/i.test(sql))).toEqual([]);
    expect(await stored(hot.id)).toBe(10);
  });

  it('writes every pending view in one statement, adding to what is stored', async () => {
    await app.get(`/api/templates/${hot.id}`);
    await app.get(`/api/templates/${quiet.id}`);
    // Another process counted views meanwhile: deltas add up, nothing is overwritten.
    await app.services.dataSource.query(`UPDATE templates SET views = views + 5 WHERE id = $1`, [
      hot.id,
    ]);
    app.resetQueries();
    await app.services.templates.flushViews();
    expect(app.queries.filter((sql) => /UPDATE templates/.test(sql))).toHaveLength(1);
    expect(await stored(hot.id)).toBe(10 + 2 + 5);
    expect(await stored(quiet.id)).toBe(1);
    expect((await app.get(`/api/templates/${quiet.id}`)).body.template.views).toBe(2);
  });

  it('a view of an unknown template is not counted', async () => {
    await app.services.templates.flushViews();
    const res = await app.get('/api/templates/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    app.resetQueries();
    await app.services.templates.flushViews();
    expect(app.queries.filter((sql) => /UPDATE templates/.test(sql))).toHaveLength(0);
  });
});
