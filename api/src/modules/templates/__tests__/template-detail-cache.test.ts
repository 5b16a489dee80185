import { createTestApp, type TestApp } from '../../../../test/app';
import { eventually } from '../../../../test/eventually';
import { buildTemplate } from '../../../../test/factories';

/**
 * A detail is kept serialized per catalogue content version, as deployed: asked again, it reads
 * only its counters; a content change shows as soon as its notification arrives; the counters
 * stay live (docs/DECISIONS.md, "What a detail costs").
 */
describe('a template detail kept serialized', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { NODE_ENV: 'production', TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await app.close();
  });

  const detail = async (id: string, address = '198.51.100.20') => {
    const res = await app.get(`/api/templates/${id}`, { 'x-forwarded-for': address });
    return { status: res.status, template: res.body?.template };
  };
  const sql = (text: string, parameters: unknown[]) =>
    app.services.dataSource.query(text, parameters);

  it('answers a repeated detail from what it kept, reading only the counters', async () => {
    const template = await buildTemplate(app.services.dataSource, {
      name: 'Kept detail',
      views: 4,
    });
    const first = await detail(template.id);
    expect(first.status).toBe(200);
    expect(first.template).toMatchObject({ name: 'Kept detail', views: 5, downloads: 0, saves: 0 });
    expect(first.template.workflow.nodes.length).toBeGreaterThan(0);

    app.resetQueries();
    const again = await detail(template.id, '198.51.100.21');
    expect(app.queries).toHaveLength(1);
    expect(app.queries[0]).toMatch(/SELECT views, downloads, saves FROM templates/);
    expect(again.template).toEqual({ ...first.template, views: 6 });
  });

  it('counts a visitor once however the id is cased', async () => {
    const template = await buildTemplate(app.services.dataSource, { name: 'Cased detail' });
    await detail(template.id, '198.51.100.30');
    const second = await detail(template.id, '198.51.100.31');
    expect(second.template.views).toBe(2);
    const upper = await detail(template.id.toUpperCase(), '198.51.100.30');
    expect(upper).toEqual({ status: 200, template: second.template });
  });

  it('shows a content change as soon as it is announced', async () => {
    const template = await buildTemplate(app.services.dataSource, { name: 'Before the change' });
    expect((await detail(template.id)).template.name).toBe('Before the change');
    await sql(`UPDATE templates SET name = $2 WHERE id = $1`, [template.id, 'After the change']);
    await eventually(async () => {
      expect((await detail(template.id)).template.name).toBe('After the change');
    });
  });

  it('keeps the counters live without a content change', async () => {
    const template = await buildTemplate(app.services.dataSource, { name: 'Counted detail' });
    await detail(template.id);
    await sql(`UPDATE templates SET downloads = 7, saves = 3 WHERE id = $1`, [template.id]);
    expect((await detail(template.id)).template).toMatchObject({ downloads: 7, saves: 3 });
  });

  it('answers 404 for a template removed after it was kept', async () => {
    const template = await buildTemplate(app.services.dataSource, { name: 'Removed detail' });
    expect((await detail(template.id)).status).toBe(200);
    await sql(`DELETE FROM templates WHERE id = $1`, [template.id]);
    expect(await detail(template.id)).toEqual({ status: 404, template: undefined });
  });
});
