import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { startN8nStandIn, type N8nStandIn } from '../../../../test/n8n-stand-in';
import { node, workflow } from '../../ingest/__tests__/workflow-factory';
import {
  EMAIL_UNVERIFIED,
  MAX_SUBMITTED_NODES,
  NO_SOURCE,
  ONE_SOURCE,
} from '../template-submission.service';

const API_KEY = 'n8n_api_preview-0123456789-secret';
const OPENAI_KEY = `sk-proj-${'Zq7'.repeat(12)}`;

/** A workflow carrying a literal API key, an OpenAI key, a credential id and pinned data. */
function leakyWorkflow(prefix: string) {
  return workflow(
    [
      node('webhook', { name: `${prefix} hook`, parameters: { path: 'orders' } }),
      node('httpRequest', {
        name: 'HTTP Request',
        parameters: {
          url: 'https://api.example.com/orders',
          queryParameters: { parameters: [{ name: 'api_key', value: 'Lit3ral-Key-5531' }] },
        },
        credentials: { httpHeaderAuth: { id: '12', name: 'Orders key' } },
      }),
      node('code', { name: 'Code', parameters: { jsCode: `const key = "${OPENAI_KEY}";` } }),
      node('slack', { name: 'Slack', parameters: { text: 'New order' } }),
    ],
    { pinData: { 'HTTP Request': [{ json: { email: 'jane@example.org' } }] } },
  );
}

describe('previewing a submission', () => {
  let app: TestApp;
  let n8n: N8nStandIn;
  let author: TestAccount;

  const preview = (account: TestAccount, body: object) =>
    app.post('/api/template-submissions/preview', body, account.headers);
  const verified = async (account: TestAccount) => {
    await app.services.db.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [
      account.id,
    ]);
    return account;
  };

  beforeAll(async () => {
    n8n = await startN8nStandIn({ apiKey: API_KEY });
    app = await createTestApp();
    author = await verified(await createAccount(app.services));
  });
  afterAll(async () => {
    await app.close();
    await n8n.close();
  });

  it('asks an account whose address is not verified to verify it first', async () => {
    const unverified = await createAccount(app.services);
    const res = await preview(unverified, { workflow: leakyWorkflow('Unverified') });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'email_unverified', message: EMAIL_UNVERIFIED });
    expect((await app.post('/api/template-submissions/preview', {})).status).toBe(401);
  });

  it('shows what the catalogue would list, what was removed and where, and stores nothing', async () => {
    const [{ count: before }] = await app.services.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM templates`,
    );
    const res = await preview(author, { workflow: leakyWorkflow('Orders') });
    expect(res.status).toBe(200);
    const { preview: shown } = res.body;
    expect(shown).toMatchObject({
      nodeCount: 4,
      triggerType: 'Webhook',
      complexity: 'Simple',
      integrations: expect.arrayContaining(['Slack']),
      n8nCompatibility: expect.stringMatching(/^(Clean|Blocked)$/),
      nearCopyOf: null,
    });
    expect(shown.removed).toEqual([
      { node: 'HTTP Request', path: 'Query Parameters › api_key', kind: 'secret' },
      { node: 'HTTP Request', path: 'Credentials › httpHeaderAuth', kind: 'credential_id' },
      { node: 'Code', path: 'Js Code', kind: 'token' },
      { node: null, path: 'Pinned data', kind: 'pinned_data' },
    ]);
    const text = JSON.stringify(res.body);
    for (const secret of ['Lit3ral-Key-5531', OPENAI_KEY, 'jane@example.org', '"12"']) {
      expect(text).not.toContain(secret);
    }
    // The credential keeps its name.
    expect(shown.workflow.nodes[1].credentials).toEqual({ httpHeaderAuth: { name: 'Orders key' } });
    const [{ count: after }] = await app.services.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM templates`,
    );
    expect(after).toBe(before);
  });

  it('names the listed template a workflow of the same structure would copy', async () => {
    const original = leakyWorkflow('Listed');
    await app.services.ingest.importRecords([
      { source: 'listed.json', name: 'Orders to Slack', author: 'Ada', workflow: original },
    ]);
    const renamed = { ...original, name: 'My own copy' };
    const res = await preview(author, { workflow: renamed });
    expect(res.body.preview.nearCopyOf).toEqual({
      id: expect.any(String),
      name: 'Orders to Slack',
      author: 'Ada',
    });
  });

  it('says what is wrong with something that is not a workflow, and with no source or two', async () => {
    const refused = async (body: object, wrong: RegExp) => {
      const res = await preview(author, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation_error');
      expect(res.body.message).toMatch(wrong);
    };
    await refused({ workflow: { nodes: [] } }, /no nodes/);
    await refused({ workflow: { nodes: [{ name: 'A' }] } }, /node 1 has no type/);
    const broken = workflow([node('manualTrigger', { name: 'Start' })]);
    broken.connections = { Start: { main: [[{ node: 'Gone', type: 'main', index: 0 }]] } };
    await refused({ workflow: broken }, /"Start" connects to "Gone", which is not a node/);
    const huge = workflow(
      Array.from({ length: MAX_SUBMITTED_NODES + 1 }, (_, i) => node('noOp', { name: `N${i}` })),
    );
    await refused({ workflow: huge }, new RegExp(`${MAX_SUBMITTED_NODES + 1} nodes`));
    const notAnObject = await preview(author, { workflow: 'not json' });
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.fields).toEqual({ workflow: 'must be a workflow object' });
    await refused({}, new RegExp(NO_SOURCE));
    await refused({ workflow: broken, n8nWorkflowId: 'x' }, new RegExp(ONE_SOURCE));
  });

  it("previews a workflow of the author's own n8n by its id", async () => {
    await app.post(
      '/api/user-settings',
      { n8nInstanceUrl: n8n.url, n8nApiKey: API_KEY },
      author.headers,
    );
    const created = await fetch(`${n8n.url}/api/v1/workflows`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-n8n-api-key': API_KEY },
      body: JSON.stringify({
        name: 'From my n8n',
        nodes: [
          {
            name: 'Every day',
            type: 'n8n-nodes-base.scheduleTrigger',
            typeVersion: 1,
            position: [0, 0],
            parameters: {},
          },
          {
            name: 'Post',
            type: 'n8n-nodes-base.telegram',
            typeVersion: 1,
            position: [200, 0],
            parameters: { text: 'Morning' },
            credentials: { telegramApi: { id: '3', name: 'Bot' } },
          },
        ],
        connections: { 'Every day': { main: [[{ node: 'Post', type: 'main', index: 0 }]] } },
        settings: {},
      }),
    });
    const { id } = (await created.json()) as { id: string };
    const res = await preview(author, { n8nWorkflowId: id });
    expect(res.status).toBe(200);
    expect(res.body.preview).toMatchObject({
      nodeCount: 2,
      triggerType: 'Scheduled',
      integrations: ['Telegram'],
      removed: [{ node: 'Post', path: 'Credentials › telegramApi', kind: 'credential_id' }],
    });
    // An n8n at the user's address is anyone's server: what it answers is held to the input rules.
    let deep: unknown = 'bottom';
    for (let i = 0; i < 200; i++) deep = { a: deep };
    n8n.workflows.set('deep', {
      ...n8n.workflows.get(id)!,
      id: 'deep',
      nodes: [{ ...n8n.workflows.get(id)!.nodes[0], parameters: { deep } }],
    } as never);
    const refused = await preview(author, { n8nWorkflowId: 'deep' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(
      /^The workflow in your n8n cannot be published: workflow.* must not be nested more than 64 levels deep$/,
    );
    const unknown = await preview(author, { n8nWorkflowId: 'nope' });
    expect(unknown.status).toBe(502);
    expect(unknown.body).toMatchObject({
      error: 'upstream_error',
      message: 'This workflow is not in your n8n',
    });
  });

  it('previews over GraphQL too', async () => {
    const res = await app.graphql(
      `mutation ($input: SubmittedWorkflowInput!) {
        previewTemplateSubmission(input: $input) {
          nodeCount triggerType removed { node path kind } nearCopyOf { name }
        }
      }`,
      { input: { workflow: leakyWorkflow('Graph') } },
      author.headers,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.previewTemplateSubmission).toMatchObject({
      nodeCount: 4,
      triggerType: 'Webhook',
      removed: expect.arrayContaining([{ node: null, path: 'Pinned data', kind: 'pinned_data' }]),
    });
  });
});
