import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';
import { runOverSocket } from '../../../../test/graphql-ws-client';
import { createAccount } from '../../../../test/accounts';
import type { Template } from '../template.entity';

/**
 * Views and downloads count once per visitor and template an hour, over REST, GraphQL and
 * graphql-ws, in one process or several, and without a write per request. The app trusts the
 * loopback proxy, so `X-Forwarded-For` names the visitor.
 */
describe('views and downloads count once per visitor', () => {
  let app: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    second = await createTestApp({
      env: { TRUST_PROXY: 'loopback' },
      databaseUrl: app.databaseUrl,
    });
  });
  afterAll(async () => {
    await second.close();
    await app.close();
  });

  const page = (name: string, counts: { views?: number; downloads?: number } = {}) =>
    buildTemplate(app.services.dataSource, { name, views: 0, downloads: 0, ...counts });
  const stored = async (id: string): Promise<{ views: number; downloads: number }> =>
    (
      await app.services.dataSource.query(`SELECT views, downloads FROM templates WHERE id = $1`, [
        id,
      ])
    )[0];
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const flush = async () => {
    await app.services.templates.flushVisits();
    await second.services.templates.flushVisits();
  };

  it('a detail request only reads, and still reports its own view', async () => {
    const hot = await page('Hot page', { views: 10 });
    app.resetQueries();
    const res = await app.get(`/api/templates/${hot.id}`, from('198.51.100.1'));
    expect(res.status).toBe(200);
    expect(res.body.template.views).toBe(11);
    expect(app.queries.filter((sql) => /^\s*(UPDATE|INSERT|WITH)/i.test(sql))).toEqual([]);
    expect(await stored(hot.id)).toEqual({ views: 10, downloads: 0 });
  });

  it("counts a visitor's repeated views and downloads once, and each visitor once", async () => {
    const template = await page('Reloaded page');
    for (let i = 0; i < 5; i++) {
      await app.get(`/api/templates/${template.id}`, from('198.51.100.2'));
      await app.get(`/api/templates/${template.id}/download`, from('198.51.100.2'));
    }
    const last = await app.get(`/api/templates/${template.id}`, from('198.51.100.2'));
    expect(last.body.template).toMatchObject({ views: 1, downloads: 1 });
    await app.get(`/api/templates/${template.id}`, from('198.51.100.3'));
    await flush();
    expect(await stored(template.id)).toEqual({ views: 2, downloads: 1 });
  });

  it('counts aliased template(id) reads of one GraphQL request as one view', async () => {
    const template = await page('Aliased page');
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: template(id: $id) { views }`);
    const res = await app.graphql(
      `query($id: ID!) { ${aliases.join(' ')} }`,
      { id: template.id },
      from('198.51.100.4'),
    );
    expect(res.body.errors).toBeUndefined();
    expect(new Set(Object.values(res.body.data).map((t) => (t as Template).views))).toEqual(
      new Set([1]),
    );
    await flush();
    expect((await stored(template.id)).views).toBe(1);
  });

  it('counts aliased recordTemplateDownload mutations of one request as one download', async () => {
    const template = await page('Aliased download', { downloads: 7 });
    const aliases = Array.from(
      { length: 20 },
      (_, i) => `d${i}: recordTemplateDownload(input: { id: $id }) { template { downloads } }`,
    );
    const res = await app.graphql(
      `mutation($id: ID!) { ${aliases.join(' ')} }`,
      { id: template.id },
      from('198.51.100.5'),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.d0.template.downloads).toBe(8);
    expect(res.body.data.d19.template.downloads).toBe(8);
    await flush();
    expect((await stored(template.id)).downloads).toBe(8);
  });

  it('counts REST, GraphQL and graphql-ws views of one visitor as one', async () => {
    const template = await page('Every surface');
    await app.get(`/api/templates/${template.id}`);
    await app.graphql(`{ template(id: "${template.id}") { id } }`);
    await expect(
      runOverSocket(app.baseUrl, `{ template(id: "${template.id}") { views } }`),
    ).resolves.toEqual({ data: { template: { views: 1 } } });
    await flush();
    expect((await stored(template.id)).views).toBe(1);
  });

  it('counts a signed-in visitor by their account, from any address', async () => {
    const template = await page('Signed-in reader');
    const reader = await createAccount(app.services);
    for (const address of ['198.51.100.6', '198.51.100.7', '2001:db8::6']) {
      await app.get(`/api/templates/${template.id}`, { ...reader.headers, ...from(address) });
    }
    await app.get(`/api/templates/${template.id}`, (await createAccount(app.services)).headers);
    await flush();
    expect((await stored(template.id)).views).toBe(2);
  });

  it('counts the addresses of one IPv6 /64 as one visitor', async () => {
    const template = await page('IPv6 reader');
    for (const address of ['2001:db8:1:2::a', '2001:db8:1:2:ffff::1', '2001:db8:1:3::a']) {
      await app.get(`/api/templates/${template.id}`, from(address));
    }
    await flush();
    expect((await stored(template.id)).views).toBe(2);
  });

  it('counts a visitor once across two API processes over one database', async () => {
    const template = await page('Shared page');
    await app.get(`/api/templates/${template.id}`, from('198.51.100.8'));
    await second.get(`/api/templates/${template.id}`, from('198.51.100.8'));
    await second.get(`/api/templates/${template.id}/download`, from('198.51.100.8'));
    await app.get(`/api/templates/${template.id}/download`, from('198.51.100.8'));
    await second.get(`/api/templates/${template.id}`, from('198.51.100.9'));
    await flush();
    expect(await stored(template.id)).toEqual({ views: 2, downloads: 1 });
  });

  it('writes pending views and downloads in one statement, adding to what is stored', async () => {
    const template = await page('Batched page', { views: 3 });
    await flush();
    await app.get(`/api/templates/${template.id}`, from('198.51.100.10'));
    await app.get(`/api/templates/${template.id}/download`, from('198.51.100.11'));
    // Another process counted meanwhile: deltas add up, nothing is overwritten.
    await app.services.dataSource.query(`UPDATE templates SET views = views + 5 WHERE id = $1`, [
      template.id,
    ]);
    app.resetQueries();
    await app.services.templates.flushVisits();
    expect(app.queries.filter((sql) => /UPDATE templates/.test(sql))).toHaveLength(1);
    expect(await stored(template.id)).toEqual({ views: 3 + 1 + 5, downloads: 1 });
  });

  it('does not count a view or download of an unknown template', async () => {
    await flush();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await app.get(`/api/templates/${unknown}`)).status).toBe(404);
    expect((await app.get(`/api/templates/${unknown}/download`)).status).toBe(404);
    app.resetQueries();
    await app.services.templates.flushVisits();
    expect(app.queries.filter((sql) => /UPDATE templates/.test(sql))).toHaveLength(0);
  });
});
