import { buildTemplate } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/app';
import { node, workflow } from '../../ingest/__tests__/workflow-factory';
import { names } from './catalogue.fixtures';

const LIST = `query($filter: TemplateFilterInput) {
  templates(filter: $filter) {
    templates { name n8nCompatibility n8nObstacles }
    pagination { totalItems }
  }
}`;

/** Templates ingested through the real ingest, so their compatibility is the ingest's own. */
const INGESTED = {
  clean: workflow([node('manualTrigger'), node('slack', { typeVersion: 2.3 })], {
    name: 'Post to Slack by hand',
  }),
  exported: workflow([node('scheduleTrigger'), node('gmail', { typeVersion: 2.1 })], {
    name: 'Mail on a timer, exported with everything',
    id: '12',
    active: true,
    tags: [{ name: 'mail' }],
    pinData: {},
  }),
  community: workflow([node('manualTrigger'), node('n8n-nodes-mcp.mcpClient')], {
    name: 'Ask an MCP server',
  }),
  unknown: workflow([node('manualTrigger'), node('slackTooling')], {
    name: 'A Slack node n8n never had',
  }),
};

describe('the n8n compatibility badge through REST, GraphQL and the n8n library', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await app.services.ingest.importRecords(
      Object.entries(INGESTED).map(([key, wf]) => ({ source: `${key}.json`, workflow: wf })),
    );
    // Written before the check existed: never checked.
    await buildTemplate(app.services.dataSource, { name: 'Listed before the check' });
  });
  afterAll(() => app.close());

  it('lists only the templates that import cleanly with n8nCompatibility=Clean', async () => {
    const res = await app.get('/api/templates?n8nCompatibility=Clean&sort=name');
    expect(res.status).toBe(200);
    expect(names(res.body.templates)).toEqual([
      'Mail on a timer, exported with everything',
      'Post to Slack by hand',
    ]);
    expect(res.body.pagination.totalItems).toBe(2);
    expect(res.body.templates[0]).toMatchObject({ n8nCompatibility: 'Clean', n8nObstacles: [] });
  });

  it('lists the blocked ones with what stands in their way, and combines with other filters', async () => {
    const res = await app.get('/api/templates?n8nCompatibility=blocked&sort=name');
    expect(res.body.templates.map((t: { name: string; n8nObstacles: string[] }) => t)).toEqual([
      expect.objectContaining({
        name: 'A Slack node n8n never had',
        n8nCompatibility: 'Blocked',
        n8nObstacles: ['Uses a node type n8n 1.x does not have: n8n-nodes-base.slackTooling'],
      }),
      expect.objectContaining({
        name: 'Ask an MCP server',
        n8nCompatibility: 'Blocked',
        n8nObstacles: ['Uses a community node: n8n-nodes-mcp.mcpClient'],
      }),
    ]);
    const searched = await app.get('/api/templates?n8nCompatibility=Blocked&search=mcp');
    expect(names(searched.body.templates)).toEqual(['Ask an MCP server']);
    const combined = await app.get('/api/templates?n8nCompatibility=Clean&triggerType=Scheduled');
    expect(names(combined.body.templates)).toEqual(['Mail on a timer, exported with everything']);
  });

  it('shows a template never checked without a badge, and matches it by neither value', async () => {
    const everything = await app.get('/api/templates');
    expect(everything.body.pagination.totalItems).toBe(5);
    expect(
      everything.body.templates.find((t: { name: string }) => t.name === 'Listed before the check'),
    ).toMatchObject({ n8nCompatibility: null, n8nObstacles: [] });
  });

  it('gives the badge fields on the detail', async () => {
    const [row] = await app.services.db.query<{ id: string }>(
      `SELECT id FROM templates WHERE name = 'Ask an MCP server'`,
    );
    const res = await app.get(`/api/templates/${row.id}`);
    expect(res.body.template).toMatchObject({
      n8nCompatibility: 'Blocked',
      n8nObstacles: ['Uses a community node: n8n-nodes-mcp.mcpClient'],
    });
  });

  it('refuses an unknown value with the 400 body of the other filters', async () => {
    const res = await app.get('/api/templates?n8nCompatibility=maybe');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'validation_error',
      message: expect.any(String),
      fields: { n8nCompatibility: expect.stringContaining('Clean') },
    });
  });

  it('filters and answers the same over GraphQL', async () => {
    const clean = await app.graphql(LIST, { filter: { n8nCompatibility: 'Clean' } });
    expect(clean.body.errors).toBeUndefined();
    expect(clean.body.data.templates.pagination.totalItems).toBe(2);
    const blocked = await app.graphql(LIST, { filter: { n8nCompatibility: 'Blocked' } });
    expect(blocked.body.data.templates.templates).toContainEqual({
      name: 'Ask an MCP server',
      n8nCompatibility: 'Blocked',
      n8nObstacles: ['Uses a community node: n8n-nodes-mcp.mcpClient'],
    });
    const wrong = await app.graphql(LIST, { filter: { n8nCompatibility: 'Maybe' } });
    expect(wrong.body.errors?.[0].message).toMatch(/N8nCompatibility/);
  });

  it('leaves the n8n template library as it was: every template, none of the new fields', async () => {
    const res = await app.get('/n8n/templates/search?page=1&rows=20&n8nCompatibility=Clean');
    expect(res.status).toBe(200);
    expect(res.body.totalWorkflows).toBe(5);
    const [first] = res.body.workflows;
    expect(first).not.toHaveProperty('n8nCompatibility');
    const detail = await app.get(`/n8n/templates/workflows/${first.id}`);
    expect(JSON.stringify(detail.body)).not.toContain('n8nObstacles');
  });
});
