import { createTestApp, type TestApp } from '../../../../test/app';
import { categoryId } from '../../templates/categories';
import type { Template } from '../../templates/template.entity';
import { insertTemplate, wfNode } from './n8n-template.factory';

const base = 'n8n-nodes-base.';
const ai = '@n8n/n8n-nodes-langchain.';

/** Asserts every field n8n's `ITemplatesNode` declares, with its type. */
function expectTemplateNode(node: Record<string, unknown>) {
  expect(Object.keys(node).sort()).toEqual(
    expect.arrayContaining([
      'categories',
      'defaults',
      'displayName',
      'icon',
      'iconData',
      'id',
      'name',
    ]),
  );
  expect(Number.isInteger(node.id)).toBe(true);
  expect(node.id).toBeGreaterThan(0);
  expect(typeof node.name).toBe('string');
  expect(typeof node.displayName).toBe('string');
  expect(node.icon).toMatch(/^file:.+\.svg$/);
  expect(node.defaults).toEqual({
    name: node.displayName,
    color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  expect(node.iconData).toEqual({
    type: 'file',
    fileBuffer: expect.stringMatching(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/),
  });
  for (const category of node.categories as Array<Record<string, unknown>>) {
    expect(category).toEqual({ id: expect.any(Number), name: expect.any(String) });
  }
}

describe('the n8n template library: health, categories and search', () => {
  let app: TestApp;
  let telegram: Template;
  let slack: Template;
  let gmail: Template;
  const utilities: Template[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    const ds = app.services.dataSource;
    telegram = await insertTemplate(ds, {
      name: 'Telegram AI assistant',
      category: 'AI',
      author: 'ada',
      views: 50,
      daysAgo: 3,
      integrations: ['Telegram', 'OpenAI'],
      tags: ['telegram', 'chatbot'],
      nodes: [
        wfNode('Telegram Trigger', `${base}telegramTrigger`),
        wfNode('AI Agent', `${ai}agent`),
        wfNode('OpenAI Chat Model', `${ai}lmChatOpenAi`),
        wfNode('Reply', `${base}telegram`),
        wfNode('Note', `${base}stickyNote`),
      ],
    });
    slack = await insertTemplate(ds, {
      name: 'Send Slack alerts from a webhook',
      category: 'Communication',
      views: 10,
      daysAgo: 2,
      integrations: ['Slack'],
      nodes: [wfNode('Webhook', `${base}webhook`), wfNode('Slack', `${base}slack`)],
    });
    gmail = await insertTemplate(ds, {
      name: 'Daily Gmail digest',
      category: 'Communication',
      author: '  ',
      views: 30,
      daysAgo: 1,
      integrations: ['Gmail'],
      nodes: [wfNode('Every day', `${base}scheduleTrigger`), wfNode('Gmail', `${base}gmail`)],
    });
    for (let i = 1; i <= 23; i++) {
      utilities.push(
        await insertTemplate(ds, {
          name: `Utility helper ${String(i).padStart(2, '0')}`,
          category: 'Utility',
          daysAgo: 10 + i,
          nodes: [wfNode('Start', `${base}manualTrigger`), wfNode('Set', `${base}set`)],
        }),
      );
    }
  });
  afterAll(() => app.close());

  it('answers the health check n8n runs before browsing', async () => {
    const res = await app.get('/n8n/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({ status: 'OK' });
  });

  it("lets n8n's editor on any origin preflight and read the API with credentials", async () => {
    const origin = 'http://localhost:5678';
    const preflight = await fetch(`${app.baseUrl}/n8n/templates/search`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'browser-id,n8n-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('vary')).toMatch(/\bOrigin\b/);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('n8n-version,browser-id');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');

    const res = await app.get('/n8n/templates/categories', { origin, 'n8n-version': '1.123.81' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('lists the categories that hold templates with their integer ids', async () => {
    const res = await app.get('/n8n/templates/categories');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      categories: [
        { id: categoryId('AI'), name: 'AI' },
        { id: categoryId('Communication'), name: 'Communication' },
        { id: categoryId('Utility'), name: 'Utility' },
      ],
    });
    for (const category of res.body.categories) expect(typeof category.id).toBe('number');
  });

  it('answers a search with every field n8n reads, typed as n8n types them', async () => {
    const res = await app.get('/n8n/templates/search?page=1&limit=20&search=telegram');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['filters', 'totalWorkflows', 'workflows']);
    expect(res.body.totalWorkflows).toBe(1);
    const [workflow] = res.body.workflows;
    expect(Object.keys(workflow).sort()).toEqual([
      'createdAt',
      'id',
      'name',
      'nodes',
      'totalViews',
      'user',
    ]);
    expect(workflow.id).toBe(telegram.numericId);
    expect(typeof workflow.id).toBe('number');
    expect(workflow.name).toBe('Telegram AI assistant');
    expect(workflow.totalViews).toBe(50);
    expect(workflow.user).toEqual({ username: 'ada' });
    expect(workflow.createdAt).toBe(new Date(telegram.createdAt).toISOString());
    expect(workflow.nodes.map((n: { name: string }) => n.name)).toEqual([
      `${base}telegramTrigger`,
      `${ai}agent`,
      `${ai}lmChatOpenAi`,
      `${base}telegram`,
    ]);
    workflow.nodes.forEach(expectTemplateNode);
    const byType = Object.fromEntries(workflow.nodes.map((n: { name: string }) => [n.name, n]));
    expect(byType[`${ai}lmChatOpenAi`].displayName).toBe('OpenAI Chat Model');
    expect(byType[`${base}telegramTrigger`].displayName).toBe('Telegram Trigger');
    expect(byType[`${ai}agent`].categories).toEqual([{ id: categoryId('AI'), name: 'AI' }]);
  });

  it('gives a node type the same numeric id in every template, and marks core nodes', async () => {
    const res = await app.get('/n8n/templates/search?categories[]=Utility&rows=3');
    const setNodes = res.body.workflows.map((w: { nodes: Array<{ name: string }> }) =>
      w.nodes.find((n) => n.name === `${base}set`),
    );
    expect(setNodes).toHaveLength(3);
    expect(new Set(setNodes.map((n: { id: number }) => n.id)).size).toBe(1);
    expect(setNodes[0].displayName).toBe('Edit Fields (Set)');
    expect(setNodes[0].categories).toEqual([{ id: 100, name: 'Core Nodes' }]);
  });

  it('falls back to a readable author when a template has none', async () => {
    const res = await app.get('/n8n/templates/search?search=gmail');
    const found = res.body.workflows.find((w: { id: number }) => w.id === gmail.numericId);
    expect(found.user).toEqual({ username: 'FlowVault' });
  });

  it('pages with page and rows the way n8n loads more', async () => {
    const first = await app.get('/n8n/templates/search?page=1&rows=20');
    const second = await app.get('/n8n/templates/search?page=2&rows=20');
    expect(first.body.totalWorkflows).toBe(26);
    expect(second.body.totalWorkflows).toBe(26);
    expect(first.body.workflows).toHaveLength(20);
    expect(second.body.workflows).toHaveLength(6);
    const ids = [...first.body.workflows, ...second.body.workflows].map(
      (w: { id: number }) => w.id,
    );
    expect(new Set(ids).size).toBe(26);
    expect(first.body.workflows[0].id).toBe(gmail.numericId);
    expect(second.body.workflows.at(-1).id).toBe(utilities[22].numericId);
  });

  it('accepts limit as the page size too', async () => {
    const first = await app.get('/n8n/templates/search?page=1&limit=5');
    const second = await app.get('/n8n/templates/search?page=2&limit=5');
    expect(first.body.workflows).toHaveLength(5);
    expect(second.body.workflows).toHaveLength(5);
    expect(second.body.workflows[0].id).toBe(utilities[2].numericId);
  });

  it("filters by category name as n8n's client sends it (categories[]=)", async () => {
    const res = await app.get('/n8n/templates/search?categories[]=Communication');
    expect(res.body.totalWorkflows).toBe(2);
    expect(res.body.workflows.map((w: { id: number }) => w.id)).toEqual([
      gmail.numericId,
      slack.numericId,
    ]);
  });

  it('filters by several categories, repeated or as a comma list, by name or by id', async () => {
    const queries = [
      'categories[]=AI&categories[]=Communication',
      'category=AI,Communication',
      `category=${categoryId('AI')}&category=${categoryId('Communication')}`,
      `categories=${categoryId('AI')},communication`,
    ];
    for (const query of queries) {
      const res = await app.get(`/n8n/templates/search?${query}`);
      expect({ query, total: res.body.totalWorkflows }).toEqual({ query, total: 3 });
    }
    const byId = await app.get(`/n8n/templates/search?category=${categoryId('AI')}`);
    expect(byId.body.workflows.map((w: { id: number }) => w.id)).toEqual([telegram.numericId]);
  });

  it('combines a category filter with search text', async () => {
    const res = await app.get('/n8n/templates/search?categories[]=AI&search=slack');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalWorkflows: 0, workflows: [] });
  });

  it('a typo search still finds Telegram templates', async () => {
    const res = await app.get('/n8n/templates/search?search=telegarm');
    expect(res.body.workflows.map((w: { id: number }) => w.id)).toContain(telegram.numericId);
  });

  it('sorts by popularity when asked', async () => {
    const res = await app.get('/n8n/templates/search?sort=popular&rows=3');
    expect(res.body.workflows.map((w: { id: number }) => w.id)).toEqual([
      telegram.numericId,
      gmail.numericId,
      slack.numericId,
    ]);
  });

  it('reports exact category facets when not searching', async () => {
    const res = await app.get('/n8n/templates/search?categories[]=AI&categories[]=Utility');
    expect(res.body.filters).toEqual([
      {
        field_name: 'categories',
        sampled: false,
        stats: { total_values: 2 },
        counts: [
          { count: 23, highlighted: 'Utility', value: 'Utility' },
          { count: 1, highlighted: 'AI', value: 'AI' },
        ],
      },
    ]);
  });

  it('marks facets of a text search as sampled from the page', async () => {
    const res = await app.get('/n8n/templates/search?search=helper&rows=4');
    expect(res.body.filters[0]).toMatchObject({
      sampled: true,
      counts: [{ count: 4, highlighted: 'Utility', value: 'Utility' }],
    });
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['rows=101', 'rows'],
    ['limit=0', 'limit'],
    ['category=Gardening', 'category'],
    ['categories[]=99', 'category'],
    ['sort=sideways', 'sort'],
    ['page=1&page=2', 'page'],
    ['search=<201 characters>', 'search'],
    ['app=Slack,Gmail', 'app'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const longSearch = `search=${'x'.repeat(201)}`;
    const res = await app.get(`/n8n/templates/search?${query.replace(/^search=.*/, longSearch)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'validation_error',
      message: expect.any(String),
      fields: { [field]: expect.any(String) },
    });
  });

  it('answers an unknown path under /n8n with a JSON 404, not the web app', async () => {
    const res = await app.get('/n8n/templates/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not_found', message: expect.any(String) });
  });
});
