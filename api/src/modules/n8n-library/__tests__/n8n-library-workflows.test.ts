import { createTestApp, type TestApp } from '../../../../test/app';
import { categoryId } from '../../templates/categories';
import type { Template } from '../../templates/template.entity';
import { chain, insertTemplate, wfNode } from './n8n-template.factory';

const base = 'n8n-nodes-base.';
const ai = '@n8n/n8n-nodes-langchain.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Node = Record<string, unknown> & { name: string };

function byName(nodes: Node[]): Record<string, Node> {
  return Object.fromEntries(nodes.map((node) => [node.name, node]));
}

describe('the n8n template library: template pages and importable workflows', () => {
  let app: TestApp;
  let template: Template;

  beforeAll(async () => {
    app = await createTestApp();
    template = await insertTemplate(app.services.dataSource, {
      name: 'Telegram AI assistant',
      category: 'AI',
      author: 'ada',
      views: 42,
      description: 'Answers Telegram messages with an AI agent. <script>alert(1)</script>',
      nodes: [
        wfNode('Telegram Trigger', `${base}telegramTrigger`, {
          typeVersion: 1.1,
          webhookId: 'stored-webhook-id',
          credentials: { telegramApi: { id: 'cred-123', name: 'Telegram account' } },
        }),
        wfNode('AI Agent', `${ai}agent`, { typeVersion: 1.7, position: [220, 0] }),
        wfNode('OpenAI Chat Model', `${ai}lmChatOpenAi`, {
          credentials: { openAiApi: { id: 'cred-456', name: 'OpenAI account' } },
        }),
        wfNode('Reply', `${base}telegram`, {
          id: 'shared-id',
          typeVersion: 1.2,
          credentials: { telegramApi: 'Telegram account' },
          onError: 'continueRegularOutput',
          retryOnFail: true,
          parameters: { text: '={{ $json.output }}' },
        }),
        wfNode('Webhook', `${base}webhook`, { typeVersion: 2 }),
        wfNode('Call API', `${base}httpRequest`, {
          id: 'shared-id',
          typeVersion: 4.2,
          credentials: { httpBasicAuth: { user: 'admin', password: 'hunter2' } },
        }),
        wfNode('Note', `${base}stickyNote`, { parameters: { content: '## How it works' } }),
      ],
      workflow: {
        connections: {
          ...chain('Telegram Trigger', 'AI Agent', 'Reply'),
          'OpenAI Chat Model': {
            ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]],
          },
          Webhook: { main: [[{ node: 'Ghost', type: 'main', index: 0 }]] },
          Ghost: { main: [[{ node: 'Reply', type: 'main', index: 0 }]] },
        },
        settings: { executionOrder: 'v1', errorWorkflow: '17', callerPolicy: 'any' },
        pinData: { 'Telegram Trigger': [{ json: { email: 'someone@example.com' } }] },
      },
      extra: {
        detailedDescription: 'Every message goes to an agent.',
        useCases: ['Customer support'],
        howToUse: ['Connect Telegram', 'Add an OpenAI key'],
        difficulty: 'beginner',
        estimatedSetupTime: '15 minutes',
      },
    });
  });
  afterAll(() => app.close());

  it('answers the template page with every field n8n reads', async () => {
    const res = await app.get(`/n8n/templates/workflows/${template.numericId}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['workflow']);
    const page = res.body.workflow;
    expect(Object.keys(page).sort()).toEqual([
      'categories',
      'createdAt',
      'description',
      'id',
      'image',
      'name',
      'nodes',
      'totalViews',
      'user',
      'workflow',
      'workflowInfo',
    ]);
    expect(page.id).toBe(template.numericId);
    expect(page.name).toBe('Telegram AI assistant');
    expect(page.createdAt).toBe(new Date(template.createdAt).toISOString());
    expect(page.totalViews).toBe(42);
    expect(page.user).toEqual({ username: 'ada' });
    expect(page.image).toEqual([]);
    expect(page.categories).toEqual([{ id: categoryId('AI'), name: 'AI' }]);
    expect(page.workflowInfo).toEqual({
      nodeCount: 6,
      nodeTypes: {
        [`${base}telegramTrigger`]: { count: 1 },
        [`${ai}agent`]: { count: 1 },
        [`${ai}lmChatOpenAi`]: { count: 1 },
        [`${base}telegram`]: { count: 1 },
        [`${base}webhook`]: { count: 1 },
        [`${base}httpRequest`]: { count: 1 },
      },
    });
    const nodes = byName(page.nodes.map((n: Node & { name: string }) => n));
    expect(Object.keys(nodes)).not.toContain(`${base}stickyNote`);
    expect(nodes[`${base}telegramTrigger`]).toMatchObject({
      id: expect.any(Number),
      displayName: 'Telegram Trigger',
      typeVersion: 1.1,
    });
    expect(nodes[`${base}httpRequest`]).toMatchObject({
      displayName: 'HTTP Request',
      typeVersion: 4.2,
    });
    expect(page.workflow.nodes).toHaveLength(7);
  });

  it('renders the description as markdown with author HTML shown as text', async () => {
    const res = await app.get(`/n8n/templates/workflows/${template.numericId}`);
    const description: string = res.body.workflow.description;
    expect(description).toContain('Answers Telegram messages with an AI agent.');
    expect(description).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(description).not.toContain('<script>');
    expect(description).toContain('Every message goes to an agent.');
    expect(description).toContain('### Use cases\n\n- Customer support');
    expect(description).toContain('### How to use\n\n1. Connect Telegram\n2. Add an OpenAI key');
    expect(description).toContain('**Difficulty:** beginner · **Setup time:** 15 minutes');
  });

  it('serves the bare workflow in the shape n8n imports', async () => {
    const res = await app.get(`/n8n/workflows/templates/${template.numericId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(res.body).sort()).toEqual(['id', 'name', 'workflow']);
    expect(res.body.id).toBe(template.numericId);
    expect(res.body.name).toBe('Telegram AI assistant');
    expect(Object.keys(res.body.workflow).sort()).toEqual(['connections', 'nodes', 'settings']);
    expect(res.body.workflow.settings).toEqual({ executionOrder: 'v1' });
    for (const node of res.body.workflow.nodes) {
      expect(node).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        type: expect.any(String),
        typeVersion: expect.any(Number),
        position: [expect.any(Number), expect.any(Number)],
        parameters: expect.any(Object),
      });
    }
    const nodes = byName(res.body.workflow.nodes);
    expect(nodes.Reply).toMatchObject({
      typeVersion: 1.2,
      onError: 'continueRegularOutput',
      retryOnFail: true,
      parameters: { text: '={{ $json.output }}' },
    });
    expect(nodes.Note.parameters).toEqual({ content: '## How it works' });
  });

  it('keeps only credential names, never ids or secrets', async () => {
    const res = await app.get(`/n8n/workflows/templates/${template.numericId}`);
    const nodes = byName(res.body.workflow.nodes);
    expect(nodes['Telegram Trigger'].credentials).toEqual({ telegramApi: 'Telegram account' });
    expect(nodes['OpenAI Chat Model'].credentials).toEqual({ openAiApi: 'OpenAI account' });
    expect(nodes.Reply.credentials).toEqual({ telegramApi: 'Telegram account' });
    expect(nodes['Call API'].credentials).toEqual({ httpBasicAuth: '' });
    expect(nodes['AI Agent']).not.toHaveProperty('credentials');
    for (const secret of ['cred-123', 'cred-456', 'hunter2', 'someone@example.com']) {
      expect(res.text).not.toContain(secret);
    }
  });

  it('gives every webhook node a fresh webhookId on each request', async () => {
    const first = byName(
      (await app.get(`/n8n/workflows/templates/${template.numericId}`)).body.workflow.nodes,
    );
    const second = byName(
      (await app.get(`/n8n/workflows/templates/${template.numericId}`)).body.workflow.nodes,
    );
    for (const name of ['Telegram Trigger', 'Webhook']) {
      expect(first[name].webhookId).toMatch(UUID);
      expect(second[name].webhookId).toMatch(UUID);
      expect(first[name].webhookId).not.toBe(second[name].webhookId);
    }
    expect(first['Telegram Trigger'].webhookId).not.toBe('stored-webhook-id');
    expect(first['AI Agent']).not.toHaveProperty('webhookId');
  });

  it('makes node ids unique and drops links to nodes that do not exist', async () => {
    const res = await app.get(`/n8n/workflows/templates/${template.numericId}`);
    const { nodes, connections } = res.body.workflow;
    const ids = nodes.map((n: { id: string }) => n.id);
    expect(new Set(ids).size).toBe(nodes.length);
    expect(byName(nodes).Reply.id).toBe('shared-id');
    expect(connections).toEqual({
      'Telegram Trigger': { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
      'AI Agent': { main: [[{ node: 'Reply', type: 'main', index: 0 }]] },
      'OpenAI Chat Model': {
        ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]],
      },
      Webhook: { main: [[]] },
    });
  });

  it.each([
    '/n8n/templates/workflows/999999',
    '/n8n/templates/workflows/abc',
    '/n8n/templates/workflows/0',
    '/n8n/templates/workflows/-1',
    '/n8n/templates/workflows/1.5',
    '/n8n/templates/workflows/99999999999',
    '/n8n/workflows/templates/999999',
    '/n8n/workflows/templates/abc',
  ])('answers %s with a JSON 404', async (path) => {
    const res = await app.get(path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not_found', message: 'Template not found' });
  });
});
