import type { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';
import { createAccount } from '../../../../test/accounts';

/**
 * Search reads the narrow `template_search` projection, which triggers on `templates` keep in
 * step: every write to a template shows in search results at once, with no refresh step.
 */
describe('search projection', () => {
  let app: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.services.dataSource;
  });
  afterAll(() => app.close());

  const search = async (text: string, extra = '') => {
    const res = await app.get(`/api/templates?search=${encodeURIComponent(text)}${extra}`);
    expect(res.status).toBe(200);
    return res.body as {
      templates: { id: string; name: string; downloads: number }[];
      pagination: { totalItems: number };
    };
  };
  const projected = async (id: string) =>
    (await db.query(`SELECT * FROM template_search WHERE id = $1`, [id]))[0];

  it('finds an inserted template at once, with every projected column copied', async () => {
    const template = await buildTemplate(db, {
      name: 'Archive Zephyrine invoices',
      category: 'Finance',
      complexity: 'Medium',
      triggerType: 'Scheduled',
      integrations: ['Dropbox'],
      downloads: 7,
      views: 11,
      n8nObstacles: ['Uses a community node: n8n-nodes-zephyr.invoice'],
    });
    const body = await search('zephyrine');
    expect(body.templates.map((t) => t.id)).toEqual([template.id]);
    expect(body.pagination.totalItems).toBe(1);
    const row = await projected(template.id);
    const [source] = await db.query(
      `SELECT search_vector::text AS vector, created_at FROM templates WHERE id = $1`,
      [template.id],
    );
    expect({ ...row, search_vector: String(row.search_vector) }).toEqual({
      id: template.id,
      name: 'Archive Zephyrine invoices',
      category: 'Finance',
      complexity: 'Medium',
      trigger_type: 'Scheduled',
      integrations: ['Dropbox'],
      downloads: 7,
      views: 11,
      n8n_obstacles: ['Uses a community node: n8n-nodes-zephyr.invoice'],
      created_at: source.created_at,
      search_vector: source.vector,
    });
  });

  it('follows a rename: the old name no longer matches, the new one does', async () => {
    const template = await buildTemplate(db, { name: 'Sync Quillomatic contacts' });
    expect((await search('quillomatic')).pagination.totalItems).toBe(1);
    await db.query(`UPDATE templates SET name = 'Sync Brontivex contacts' WHERE id = $1`, [
      template.id,
    ]);
    expect((await search('quillomatic')).pagination.totalItems).toBe(0);
    expect((await search('brontivex')).templates.map((t) => t.name)).toEqual([
      'Sync Brontivex contacts',
    ]);
  });

  it('follows a description change', async () => {
    const template = await buildTemplate(db, { name: 'Description fixture' });
    expect((await search('marzipanic')).pagination.totalItems).toBe(0);
    await db.query(
      `UPDATE templates SET description = 'Sends a marzipanic digest.' WHERE id = $1`,
      [template.id],
    );
    expect((await search('marzipanic')).templates.map((t) => t.id)).toEqual([template.id]);
  });

  it('follows filter columns: a search filtered by category sees a re-categorised template', async () => {
    const template = await buildTemplate(db, { name: 'Plinthwork report', category: 'Utility' });
    expect((await search('plinthwork', '&category=Marketing')).pagination.totalItems).toBe(0);
    await db.query(`UPDATE templates SET category = 'Marketing' WHERE id = $1`, [template.id]);
    expect((await search('plinthwork', '&category=Marketing')).pagination.totalItems).toBe(1);
    expect((await search('plinthwork', '&category=Utility')).pagination.totalItems).toBe(0);
  });

  it('follows downloads: a download reorders a popular-sorted search', async () => {
    const low = await buildTemplate(db, { name: 'Gravelmint low', downloads: 1 });
    const high = await buildTemplate(db, { name: 'Gravelmint high', downloads: 2 });
    const order = async () =>
      (await search('gravelmint', '&sort=popular')).templates.map((t) => t.id);
    expect(await order()).toEqual([high.id, low.id]);
    for (let i = 0; i < 2; i++) {
      const reader = await createAccount(app.services);
      const res = await app.get(`/api/templates/${low.id}/download`, reader.headers);
      expect(res.status).toBe(200);
    }
    await app.services.templates.flushVisits();
    expect(await order()).toEqual([low.id, high.id]);
    expect((await projected(low.id)).downloads).toBe(3);
  });

  it('forgets a deleted template, and keeps exactly one row per template', async () => {
    const template = await buildTemplate(db, { name: 'Obsidrake cleanup' });
    expect((await search('obsidrake')).pagination.totalItems).toBe(1);
    await db.query(`DELETE FROM templates WHERE id = $1`, [template.id]);
    expect((await search('obsidrake')).pagination.totalItems).toBe(0);
    expect(await projected(template.id)).toBeUndefined();
    const [counts] = await db.query(
      `SELECT (SELECT count(*) FROM templates)::int AS templates,
              (SELECT count(*) FROM template_search)::int AS projected,
              (SELECT count(*) FROM templates t JOIN template_search s USING (id))::int AS joined`,
    );
    expect(counts.projected).toBe(counts.templates);
    expect(counts.joined).toBe(counts.templates);
  });

  it('is emptied with the catalogue by TRUNCATE', async () => {
    await buildTemplate(db, { name: 'Truncate fixture' });
    // Hire requests refer to templates too: CASCADE empties them with the catalogue.
    await db.query(`TRUNCATE templates, saved_templates CASCADE`);
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM template_search`);
    expect(count).toBe(0);
  });
});
