import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';
import type { Template } from '../template.entity';
import { CATALOGUE, seedCatalogue, type CatalogueKey } from './catalogue.fixtures';

describe('template detail, download, categories and integrations over REST', () => {
  let app: TestApp;
  let rows: Record<CatalogueKey, Template>;
  const missing = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'https://vault.example.com' } });
    rows = await seedCatalogue(app);
  });
  afterAll(() => app.close());

  const viewsOf = async (id: string) => (await app.services.templates.getById(id)).views;

  it('GET /api/templates/{id} gives the template with its workflow and counts a view', async () => {
    const before = await viewsOf(rows.telegramBot.id);
    const res = await app.get(`/api/templates/${rows.telegramBot.id}`);
    expect(res.status).toBe(200);
    const { template } = res.body;
    expect(template.id).toBe(rows.telegramBot.id);
    expect(template.name).toBe(CATALOGUE.telegramBot.name);
    expect(template.workflow.nodes.map((n: { type: string }) => n.type)).toEqual(
      CATALOGUE.telegramBot.nodeTypes,
    );
    expect(template.workflow.connections).toEqual(rows.telegramBot.workflow.connections);
    expect(template.downloadUrl).toBe(
      `https://vault.example.com/api/templates/${rows.telegramBot.id}/download`,
    );
    expect(template.views).toBe(before + 1);
    expect(await viewsOf(rows.telegramBot.id)).toBe(before + 1);
  });

  it('presents the documentation block with an ISO generation date', async () => {
    const documented = await buildTemplate(app.services.dataSource, {
      name: 'Documented workflow',
      detailedDescription: 'Explains <b>every</b> step.',
      difficulty: 'intermediate',
      estimatedSetupTime: '15-30 minutes',
      prerequisites: ['A Telegram bot token'],
      useCases: ['Support'],
      features: ['Memory'],
      howToUse: ['Import it', 'Add credentials'],
      aiDocumentation: {
        generated: true,
        model: 'flowvault-rules-v1 (rule-based, no AI)',
        generatedAt: '2025-11-20T10:00:00.000Z',
        estimatedCost: 0,
      },
    });
    const res = await app.get(`/api/templates/${documented.id}`);
    expect(res.body.template).toMatchObject({
      detailedDescription: 'Explains <b>every</b> step.',
      difficulty: 'intermediate',
      estimatedSetupTime: '15-30 minutes',
      prerequisites: ['A Telegram bot token'],
      howToUse: ['Import it', 'Add credentials'],
      aiDocumentation: {
        generated: true,
        model: 'flowvault-rules-v1 (rule-based, no AI)',
        generatedAt: '2025-11-20T10:00:00.000Z',
        estimatedCost: 0,
      },
    });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it.each([
    ['an unknown UUID', missing],
    ['a malformed id', 'abc'],
    ['an injection attempt', encodeURIComponent("'; drop table templates; --")],
    ['a numeric id', '1'],
    ['a very long id', 'a'.repeat(5000)],
    ['an id that is not valid percent-encoding', '%E0%A4%A'],
  ])('answers %s with 404 Template not found', async (_label, id) => {
    const res = await app.get(`/api/templates/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not_found', message: 'Template not found' });
  });

  it('still has its templates after the injection attempt', async () => {
    const res = await app.get('/api/templates');
    expect(res.body.pagination.totalItems).toBeGreaterThanOrEqual(7);
  });

  it('downloads the workflow JSON as a named attachment and counts the download', async () => {
    const before = (await app.services.templates.getById(rows.weather.id)).downloads;
    const res = await app.get(`/api/templates/${rows.weather.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="send_daily_weather_updates_via_gotify.json"',
    );
    expect(res.body).toEqual(rows.weather.workflow);
    expect((await app.services.templates.getById(rows.weather.id)).downloads).toBe(before + 1);
  });

  it('names the download after the template with every non-alphanumeric as an underscore', async () => {
    const odd = await buildTemplate(app.services.dataSource, { name: '✨ Déjà-vu: "Top" 10/10' });
    const res = await app.get(`/api/templates/${odd.id}/download`);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="__d_j__vu___top__10_10.json"',
    );
  });

  it('answers a download of an unknown or malformed id with 404', async () => {
    for (const id of [missing, 'not-a-uuid']) {
      const res = await app.get(`/api/templates/${id}/download`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found', message: 'Template not found' });
    }
  });

  it('GET /api/categories gives the categories with templates, count descending then name', async () => {
    const res = await app.get('/api/categories');
    expect(res.status).toBe(200);
    const counts = new Map<string, number>();
    const stored = await app.services.dataSource.query('SELECT category FROM templates');
    for (const { category } of stored) counts.set(category, (counts.get(category) ?? 0) + 1);
    const expected = [...counts]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    expect(res.body).toEqual({ categories: expected });
  });

  it('GET /api/integrations gives the most used integrations first, limited', async () => {
    const res = await app.get('/api/integrations?limit=3');
    expect(res.status).toBe(200);
    expect(res.body.integrations).toEqual([
      { name: 'OpenAI', count: 2 },
      { name: 'Telegram', count: 2 },
      { name: 'Airtable', count: 1 },
    ]);
    const all = await app.get('/api/integrations');
    expect(all.body.integrations).toHaveLength(11);
  });

  it.each(['0', '101', 'ten', '2.5'])(
    'refuses /api/integrations?limit=%s with 400',
    async (limit) => {
      const res = await app.get(`/api/integrations?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'validation_error',
        fields: { limit: expect.any(String) },
      });
    },
  );
});
