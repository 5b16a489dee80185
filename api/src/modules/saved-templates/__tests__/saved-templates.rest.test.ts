import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';
import type { Template } from '../../templates/template.entity';

/** Saved templates over REST. */
describe('saved templates over REST', () => {
  let app: TestApp;
  let templates: Template[];

  const save = (account: TestAccount, templateId: string, extra: object = {}) =>
    app.post('/api/saved-templates', { templateId, ...extra }, account.headers);
  const count = async (account: TestAccount) =>
    (await app.get('/api/auth/me', account.headers)).body.user.subscription.templateSavesUsed;
  const savesOf = async (id: string) =>
    (await app.get(`/api/templates/${id}`)).body.template.saves as number;

  beforeAll(async () => {
    app = await createTestApp();
    templates = [];
    for (let i = 0; i < 8; i++) {
      templates.push(
        await buildTemplate(app.services.dataSource, {
          name: `Saved fixture ${String.fromCharCode(72 - i)} ${i}`,
          category: i % 2 ? 'Marketing' : 'Utility',
        }),
      );
    }
  });
  afterAll(() => app.close());

  it('asks a visitor to sign in on every call', async () => {
    for (const response of [
      await app.get('/api/saved-templates'),
      await app.post('/api/saved-templates', { templateId: templates[0].id }),
      await app.delete(`/api/saved-templates?templateId=${templates[0].id}`),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body.error).toBe('unauthorized');
    }
  });

  it('saves, checks, lists and removes a template, counting it in `me` and `saves`', async () => {
    const user = await createAccount(app.services);
    const [template] = templates;
    const before = await savesOf(template.id);
    const saved = await save(user, template.id, { templateData: { name: 'ignored', x: [1, 2] } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      alreadySaved: false,
      savedTemplate: { templateId: template.id },
      subscription: { plan: 'Free', templateSaves: 5, templateSavesUsed: 1 },
    });
    const check = await app.get(
      `/api/saved-templates?templateId=${template.id}&checkOnly=true`,
      user.headers,
    );
    expect(check.body).toEqual({ isSaved: true });
    expect(await count(user)).toBe(1);
    expect(await savesOf(template.id)).toBe(before + 1);

    const list = await app.get('/api/saved-templates', user.headers);
    expect(list.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalItems: 1,
      itemsPerPage: 12,
    });
    expect(list.body.templates[0]).toMatchObject({
      _id: saved.body.savedTemplate._id,
      templateId: template.id,
      templateData: { id: template.id, name: template.name, category: template.category },
    });
    expect(list.body.templates[0].templateData.workflow.nodes.length).toBeGreaterThan(0);
    expect(list.body.removed).toEqual([]);

    const removed = await app.delete(
      `/api/saved-templates?templateId=${template.id}`,
      user.headers,
    );
    expect(removed.body).toEqual({ success: true, removed: true });
    const again = await app.delete(`/api/saved-templates?templateId=${template.id}`, user.headers);
    expect(again.body).toEqual({ success: true, removed: false });
    expect(await count(user)).toBe(0);
    expect(await savesOf(template.id)).toBe(before);
    expect(
      (await app.get(`/api/saved-templates?templateId=${template.id}&checkOnly=1`, user.headers))
        .body,
    ).toEqual({ isSaved: false });
  });

  it('saves an already saved template again without using a slot', async () => {
    const user = await createAccount(app.services);
    await save(user, templates[1].id);
    const again = await save(user, templates[1].id);
    expect(again.status).toBe(200);
    expect(again.body.alreadySaved).toBe(true);
    expect(await count(user)).toBe(1);
  });

  it('refuses the sixth save of a Free account with the upgrade body', async () => {
    const user = await createAccount(app.services);
    for (const template of templates.slice(0, 5))
      expect((await save(user, template.id)).status).toBe(200);
    const sixth = await save(user, templates[5].id);
    expect(sixth.status).toBe(403);
    expect(sixth.body).toEqual({
      error: 'subscription_limit_reached',
      message: 'Your Free plan lets you keep 5 saved templates. Upgrade your plan to save more.',
      currentUsage: 5,
      limit: 5,
      upgradeRequired: true,
      subscriptionName: 'Free',
      limitationType: 'template_saves',
      featureName: 'Saved templates',
    });
    // A template already saved is still fine at the limit: it uses no slot.
    expect((await save(user, templates[0].id)).body.alreadySaved).toBe(true);
    // Removing one makes room again.
    await app.delete(`/api/saved-templates?templateId=${templates[0].id}`, user.headers);
    expect((await save(user, templates[5].id)).status).toBe(200);
  });

  it('holds the limit under concurrency: 30 parallel saves against 5 leave exactly 5', async () => {
    const many: Template[] = [];
    for (let i = 0; i < 30; i++) {
      many.push(await buildTemplate(app.services.dataSource, { name: `Race fixture ${i}` }));
    }
    const user = await createAccount(app.services);
    const results = await Promise.all(many.map((template) => save(user, template.id)));
    const statuses = results.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 403)).toHaveLength(25);
    expect(await count(user)).toBe(5);
    const [row] = await app.services.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM saved_templates WHERE user_id = $1',
      [user.id],
    );
    expect(row.count).toBe(5);
    // The same template saved 10 times at once is one row.
    const other = await createAccount(app.services);
    await Promise.all(Array.from({ length: 10 }, () => save(other, many[0].id)));
    expect(await count(other)).toBe(1);
  });

  it('lets a Pro account save past 5 and a Business account without limit', async () => {
    const pro = await createAccount(app.services, { plan: 'pro' });
    for (const template of templates.slice(0, 7))
      expect((await save(pro, template.id)).status).toBe(200);
    const business = await createAccount(app.services, { plan: 'business' });
    for (const template of templates.slice(0, 8))
      expect((await save(business, template.id)).status).toBe(200);
    const me = (await app.get('/api/auth/me', business.headers)).body.user.subscription;
    expect(me).toMatchObject({ plan: 'Business', templateSaves: -1, templateSavesUsed: 8 });
  });

  it('keeps the saves of a lapsed plan but counts new ones against Free', async () => {
    const user = await createAccount(app.services, { plan: 'pro' });
    for (const template of templates.slice(0, 7)) await save(user, template.id);
    await app.services.db.query(
      `UPDATE user_subscriptions SET current_period_start = now() - interval '40 days',
         current_period_end = now() - interval '1 day' WHERE user_id = $1`,
      [user.id],
    );
    const me = (await app.get('/api/auth/me', user.headers)).body.user.subscription;
    expect(me).toMatchObject({ plan: 'Free', templateSaves: 5, templateSavesUsed: 7 });
    expect((await app.get('/api/saved-templates', user.headers)).body.pagination.totalItems).toBe(
      7,
    );
    const refused = await save(user, templates[7].id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ currentUsage: 7, limit: 5, subscriptionName: 'Free' });
  });

  it('searches, sorts and pages the list', async () => {
    const user = await createAccount(app.services, { plan: 'pro' });
    for (const template of templates) await save(user, template.id);
    const page = (query: string) => app.get(`/api/saved-templates?${query}`, user.headers);
    const names = (response: { body: { templates: Array<{ templateData: { name: string } }> } }) =>
      response.body.templates.map((item) => item.templateData.name);

    const newest = await page('limit=3');
    expect(names(newest)).toEqual(
      templates
        .slice(5)
        .reverse()
        .map((t) => t.name),
    );
    expect(newest.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalItems: 8,
      itemsPerPage: 3,
    });
    expect(names(await page('sortBy=oldest&limit=2'))).toEqual(
      templates.slice(0, 2).map((t) => t.name),
    );
    expect(names(await page('sortBy=name&limit=8'))).toEqual(
      templates.map((t) => t.name).sort((a, b) => a.localeCompare(b)),
    );
    const marketing = await page('search=marketing');
    expect(marketing.body.pagination.totalItems).toBe(4);
    expect(names(await page(`search=${encodeURIComponent(templates[2].name)}`))).toEqual([
      templates[2].name,
    ]);
    // LIKE's wildcards are plain characters here.
    expect((await page('search=%25')).body.pagination.totalItems).toBe(0);
    expect((await page('search=_')).body.pagination.totalItems).toBe(0);
    const past = await page('page=9&limit=3');
    expect(past.body.templates).toEqual([]);
    expect(past.body.pagination.totalItems).toBe(8);
  });

  it('refuses bad queries and bodies with 400s and unknown templates with 404', async () => {
    const user = await createAccount(app.services);
    for (const query of ['limit=0', 'limit=101', 'page=0', 'sortBy=random', 'checkOnly=maybe']) {
      const response = await app.get(`/api/saved-templates?${query}`, user.headers);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('validation_error');
    }
    const checkWithoutId = await app.get('/api/saved-templates?checkOnly=true', user.headers);
    expect(checkWithoutId.status).toBe(400);
    expect(checkWithoutId.body.fields).toEqual({ templateId: 'is required' });
    expect((await app.post('/api/saved-templates', {}, user.headers)).body.fields).toEqual({
      templateId: 'is required',
    });
    for (const templateId of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const response = await save(user, templateId);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'not_found', message: 'Template not found' });
    }
    expect((await app.delete('/api/saved-templates', user.headers)).status).toBe(400);
    expect(await count(user)).toBe(0);
  });

  it('shows each user only their own saves', async () => {
    const owner = await createAccount(app.services);
    const other = await createAccount(app.services);
    const saved = await save(owner, templates[3].id);
    expect((await app.get('/api/saved-templates', other.headers)).body.templates).toEqual([]);
    const foreign = await app.delete(
      `/api/saved-templates?id=${saved.body.savedTemplate._id}`,
      other.headers,
    );
    expect(foreign.body.removed).toBe(false);
    expect(await count(owner)).toBe(1);
  });

  it('survives a re-ingest of the same content and reports a template removed from the catalogue', async () => {
    const user = await createAccount(app.services);
    const workflow = {
      name: 'Re-ingested workflow',
      nodes: [
        {
          id: 'a',
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
      ],
      connections: {},
    };
    const ingest = () =>
      app.services.ingest.importRecords([{ source: 'again.json', name: workflow.name, workflow }]);
    await ingest();
    const [row] = await app.services.db.query<{ id: string }>(
      `SELECT id FROM templates WHERE name = $1`,
      [workflow.name],
    );
    await save(user, row.id);
    expect((await ingest()).imported).toBe(0);
    const after = await app.get('/api/saved-templates', user.headers);
    expect(after.body.templates.map((item: { templateId: string }) => item.templateId)).toEqual([
      row.id,
    ]);

    await app.services.db.query('DELETE FROM templates WHERE id = $1', [row.id]);
    const gone = await app.get('/api/saved-templates', user.headers);
    expect(gone.body.templates).toEqual([]);
    expect(gone.body.removed).toEqual([
      expect.objectContaining({
        name: workflow.name,
        reason: 'This template was removed from the catalogue.',
      }),
    ]);
    expect(await count(user)).toBe(0);
    const dismissed = await app.delete(
      `/api/saved-templates?id=${gone.body.removed[0]._id}`,
      user.headers,
    );
    expect(dismissed.body.removed).toBe(true);
    expect((await app.get('/api/saved-templates', user.headers)).body.removed).toEqual([]);
  });
});
