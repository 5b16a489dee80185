import { createTestApp, type TestApp } from '../../../../test/app';
import { categoryId } from '../../templates/categories';
import type { Template } from '../../templates/template.entity';
import { COLLECTION_SIZE } from '../n8n-collection.service';
import { insertTemplate, wfNode } from './n8n-template.factory';

const base = 'n8n-nodes-base.';
const AI = categoryId('AI')!;
const COMMUNICATION = categoryId('Communication')!;
const MARKETING = categoryId('Marketing')!;

describe('the n8n template library: collections', () => {
  let app: TestApp;
  const aiTemplates: Template[] = [];
  const communication: Template[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    const ds = app.services.dataSource;
    for (let i = 0; i < 10; i++) {
      aiTemplates.push(
        await insertTemplate(ds, {
          name: `AI helper ${i}`,
          category: 'AI',
          downloads: (i * 7) % 10,
          daysAgo: i,
          nodes: [
            wfNode('Chat', '@n8n/n8n-nodes-langchain.chatTrigger'),
            wfNode('Agent', '@n8n/n8n-nodes-langchain.agent'),
          ],
        }),
      );
    }
    communication.push(
      await insertTemplate(ds, {
        name: 'Slack alerts',
        category: 'Communication',
        downloads: 5,
        nodes: [wfNode('Webhook', `${base}webhook`), wfNode('Slack', `${base}slack`)],
      }),
      await insertTemplate(ds, {
        name: 'Gmail digest',
        category: 'Communication',
        downloads: 1,
        daysAgo: 4,
        nodes: [wfNode('Daily', `${base}scheduleTrigger`), wfNode('Gmail', `${base}gmail`)],
      }),
    );
  });
  afterAll(() => app.close());

  /** The most downloaded AI templates, as a collection must list them. */
  function topAi(): Template[] {
    return [...aiTemplates].sort((a, b) => b.downloads - a.downloads).slice(0, COLLECTION_SIZE);
  }

  it('derives one collection per category that holds templates', async () => {
    const res = await app.get('/n8n/templates/collections');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['collections']);
    expect(res.body.collections).toHaveLength(2);
    const [aiCollection, communicationCollection] = res.body.collections;
    for (const collection of res.body.collections) {
      expect(Object.keys(collection).sort()).toEqual(['id', 'name', 'nodes', 'workflows']);
      for (const node of collection.nodes) {
        expect(node).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
      }
    }
    expect(aiCollection).toMatchObject({ id: AI, name: 'AI workflows' });
    expect(aiCollection.workflows).toEqual(topAi().map((t) => ({ id: t.numericId })));
    expect(aiCollection.nodes.map((n: { name: string }) => n.name)).toEqual([
      '@n8n/n8n-nodes-langchain.chatTrigger',
      '@n8n/n8n-nodes-langchain.agent',
    ]);
    expect(communicationCollection).toMatchObject({
      id: COMMUNICATION,
      name: 'Communication workflows',
      workflows: communication.map((t) => ({ id: t.numericId })),
    });
  });

  it("filters collections by category id as n8n's client sends it (category[]=)", async () => {
    const res = await app.get(`/n8n/templates/collections?category[]=${COMMUNICATION}&search=`);
    expect(res.body.collections.map((c: { id: number }) => c.id)).toEqual([COMMUNICATION]);
  });

  it('filters collections by name text', async () => {
    const res = await app.get('/n8n/templates/collections?search=communication');
    expect(res.body.collections.map((c: { id: number }) => c.id)).toEqual([COMMUNICATION]);
    const none = await app.get('/n8n/templates/collections?search=gardening');
    expect(none.body).toEqual({ collections: [] });
  });

  it('lists no collection for a category without templates', async () => {
    const res = await app.get(`/n8n/templates/collections?category[]=${MARKETING}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ collections: [] });
  });

  it('refuses an unknown category with a 400', async () => {
    const res = await app.get('/n8n/templates/collections?category[]=77');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'validation_error',
      fields: { category: expect.any(String) },
    });
  });

  it('answers a collection page with every field n8n reads', async () => {
    const res = await app.get(`/n8n/templates/collections/${AI}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['collection']);
    const collection = res.body.collection;
    expect(Object.keys(collection).sort()).toEqual([
      'categories',
      'createdAt',
      'description',
      'id',
      'image',
      'name',
      'nodes',
      'workflows',
    ]);
    expect(collection).toMatchObject({
      id: AI,
      name: 'AI workflows',
      description: expect.stringContaining('AI'),
      image: [],
      categories: [{ id: AI, name: 'AI' }],
    });
    const top = topAi();
    expect(collection.workflows.map((w: { id: number }) => w.id)).toEqual(
      top.map((t) => t.numericId),
    );
    for (const workflow of collection.workflows) {
      expect(Object.keys(workflow).sort()).toEqual([
        'createdAt',
        'id',
        'name',
        'nodes',
        'totalViews',
        'user',
      ]);
      expect(typeof workflow.totalViews).toBe('number');
      expect(workflow.user).toEqual({ username: expect.any(String) });
    }
    const oldest = Math.min(...top.map((t) => new Date(t.createdAt).getTime()));
    expect(collection.createdAt).toBe(new Date(oldest).toISOString());
  });

  it.each([`${MARKETING}`, '99', 'abc', '0'])(
    'answers collection %s with a JSON 404',
    async (id) => {
      const res = await app.get(`/n8n/templates/collections/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found', message: 'Collection not found' });
    },
  );
});
