import { createTestApp, type TestApp } from '../../../../test/app';
import type { Template } from '../template.entity';
import { CATALOGUE, names, seedCatalogue, type CatalogueKey } from './catalogue.fixtures';

describe('GET /api/templates', () => {
  let app: TestApp;
  let rows: Record<CatalogueKey, Template>;
  const all = Object.values(CATALOGUE);

  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'https://vault.example.com' } });
    rows = await seedCatalogue(app);
  });
  afterAll(() => app.close());

  it('lists the newest templates first with the pagination block, 20 per page by default', async () => {
    const res = await app.get('/api/templates');
    expect(res.status).toBe(200);
    const byAge = [...all].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(names(res.body.templates)).toEqual(names(byAge));
    expect(res.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalItems: all.length,
      itemsPerPage: 20,
    });
  });

  it('sends list items with every template field but without the workflow', async () => {
    const res = await app.get('/api/templates?search=weather');
    const item = res.body.templates[0];
    const weather = rows.weather;
    expect(item).toEqual({
      id: weather.id,
      name: CATALOGUE.weather.name,
      author: 'n8n community',
      category: 'Communication',
      description: CATALOGUE.weather.description,
      nodeCount: 3,
      triggerType: 'Scheduled',
      complexity: 'Simple',
      tags: ['gotify', 'openweathermap'],
      integrations: ['Gotify', 'OpenWeatherMap'],
      createdAt: weather.createdAt.toISOString(),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      downloadUrl: `https://vault.example.com/api/templates/${weather.id}/download`,
      detailedDescription: null,
      difficulty: null,
      estimatedSetupTime: null,
      prerequisites: [],
      useCases: [],
      features: [],
      requiredNodes: ['cron', 'openWeatherMap', 'gotify'],
      howToUse: [],
      aiDocumentation: null,
      n8nCompatibility: null,
      n8nObstacles: [],
      views: 5,
      downloads: 5,
      saves: 0,
    });
    expect(item).not.toHaveProperty('workflow');
  });

  it('pages through the list without overlap', async () => {
    const first = await app.get('/api/templates?limit=3&page=1');
    const second = await app.get('/api/templates?limit=3&page=2');
    const third = await app.get('/api/templates?limit=3&page=3');
    expect(first.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalItems: 7,
      itemsPerPage: 3,
    });
    const seen = [...first.body.templates, ...second.body.templates, ...third.body.templates];
    expect(new Set(seen.map((t: { id: string }) => t.id)).size).toBe(7);
    expect(third.body.templates).toHaveLength(1);
  });

  it('answers a page past the end with an empty list and the real totals', async () => {
    const res = await app.get('/api/templates?page=50');
    expect(res.status).toBe(200);
    expect(res.body.templates).toEqual([]);
    expect(res.body.pagination.totalItems).toBe(7);
  });

  it.each([
    ['category=AI', (t: (typeof all)[number]) => t.category === 'AI'],
    ['category=sales%20%26%20crm', (t: (typeof all)[number]) => t.category === 'Sales & CRM'],
    ['complexity=Complex', (t: (typeof all)[number]) => t.nodeTypes.length > 15],
    ['complexity=simple', (t: (typeof all)[number]) => t.nodeTypes.length <= 5],
    ['triggerType=Scheduled', (t: (typeof all)[number]) => t.triggerType === 'Scheduled'],
    ['integration=OpenAI', (t: (typeof all)[number]) => t.integrations.includes('OpenAI')],
    [
      'category=AI&triggerType=Scheduled',
      (t: (typeof all)[number]) => t.category === 'AI' && t.triggerType === 'Scheduled',
    ],
  ])('filters by %s', async (query, keep) => {
    const res = await app.get(`/api/templates?${query}`);
    expect(res.status).toBe(200);
    const expected = all.filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    expect(names(res.body.templates).sort()).toEqual(names(expected).sort());
    expect(res.body.pagination.totalItems).toBe(expected.length);
  });

  it('filters down to nothing when no template matches every filter', async () => {
    const res = await app.get('/api/templates?category=HR');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      templates: [],
      pagination: { currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 20 },
    });
    // Nothing to show: the largest categories and most used services instead.
    expect(res.body.suggestions.categories[0]).toEqual({ name: 'AI', count: 2 });
    expect(res.body.suggestions.services.length).toBeGreaterThan(0);
  });

  it('sorts by popularity: most downloads first, then most views', async () => {
    const res = await app.get('/api/templates?sort=popular');
    const expected = [...all].sort((a, b) => b.downloads - a.downloads || b.views - a.views);
    expect(names(res.body.templates)).toEqual(names(expected));
  });

  it('sorts by name', async () => {
    const res = await app.get('/api/templates?sort=name');
    expect(names(res.body.templates)).toEqual(names(all).sort());
  });

  it('falls back to newest when relevance is asked for without a search', async () => {
    const relevance = await app.get('/api/templates?sort=relevance');
    const newest = await app.get('/api/templates?sort=newest');
    expect(names(relevance.body.templates)).toEqual(names(newest.body.templates));
  });

  it('treats empty and whitespace-only parameters as absent', async () => {
    const res = await app.get('/api/templates?search=%20%20&category=&page=&limit=');
    expect(res.status).toBe(200);
    expect(res.body.pagination.totalItems).toBe(7);
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1e9', 'page'],
    ['page=999999999', 'page'],
    ['page=1.5', 'page'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['complexity=Hard', 'complexity'],
    ['triggerType=Cron', 'triggerType'],
    ['sort=x', 'sort'],
    ['category=Gardening', 'category'],
    ['category=AI&category=HR', 'category'],
    ['search=a&search=b', 'search'],
  ])('refuses ?%s with 400 validation_error naming %s', async (query, field) => {
    const res = await app.get(`/api/templates?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'validation_error',
      message: 'Invalid query',
      fields: { [field]: expect.any(String) },
    });
  });

  it('refuses a search longer than 200 characters', async () => {
    const res = await app.get(`/api/templates?search=${'telegram '.repeat(30)}`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ search: 'must be at most 200 characters' });
  });

  it('names every bad parameter at once', async () => {
    const res = await app.get('/api/templates?page=0&limit=500&sort=oldest');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['limit', 'page', 'sort']);
  });

  it('ignores parameters it does not know', async () => {
    const res = await app.get('/api/templates?utm_source=mail&_=123');
    expect(res.status).toBe(200);
    expect(res.body.templates).toHaveLength(7);
  });

  it('tags a page with an ETag: the same page answers 304 to it, another page does not', async () => {
    const first = await app.get('/api/templates?sort=popular');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    // As a browser revalidates (fetch would otherwise add `Cache-Control: no-cache`).
    const revalidate = { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' };
    const again = await app.get('/api/templates?sort=popular', revalidate);
    expect(again.status).toBe(304);
    const other = await app.get('/api/templates?sort=name', revalidate);
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });
});
