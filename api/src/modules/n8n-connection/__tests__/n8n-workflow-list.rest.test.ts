import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { startN8nStandIn, type N8nStandIn } from '../../../../test/n8n-stand-in';
import { stubNetwork } from '../../../../test/stub-network';
import { NOT_CONNECTED, N8N_WORKFLOWS_PER_PAGE } from '../n8n-connection.service';

const API_KEY = 'n8n_api_list-workflows-0123456789-secret';

/** A workflow as the stand-in stores one created through n8n's public API. */
function workflow(name: string, nodes: number) {
  return {
    name,
    nodes: Array.from({ length: nodes }, (_, i) => ({
      name: `Node ${i}`,
      type: 'n8n-nodes-base.noOp',
      typeVersion: 1,
      position: [i * 200, 0],
      parameters: {},
    })),
    connections: {},
    settings: {},
  };
}

/** The user's own n8n workflows, listed through the saved connection (docs/product). */
describe("listing the workflows of the user's own n8n", () => {
  let app: TestApp;
  let n8n: N8nStandIn;
  let user: TestAccount;

  const connect = (account: TestAccount, url = n8n.url, key = API_KEY) =>
    app.post('/api/user-settings', { n8nInstanceUrl: url, n8nApiKey: key }, account.headers);
  const list = (account: TestAccount, cursor?: string) =>
    app.get(
      `/api/n8n/workflows${cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`}`,
      account.headers,
    );

  beforeAll(async () => {
    n8n = await startN8nStandIn({ apiKey: API_KEY });
    app = await createTestApp();
    user = await createAccount(app.services);
    await connect(user);
    // Through the stand-in's own API, as n8n's editor or public API would create them.
    for (let i = 0; i < N8N_WORKFLOWS_PER_PAGE + 3; i++) {
      const created = await fetch(`${n8n.url}/api/v1/workflows`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-n8n-api-key': API_KEY },
        body: JSON.stringify(workflow(`Own workflow ${i}`, (i % 4) + 1)),
      });
      expect(created.status).toBe(200);
    }
  });
  afterAll(async () => {
    await app.close();
    await n8n.close();
  });

  it('lists a page of summaries with the cursor of the next, then the last page', async () => {
    const first = await list(user);
    expect(first.status).toBe(200);
    expect(first.body.workflows).toHaveLength(N8N_WORKFLOWS_PER_PAGE);
    expect(first.body.workflows[1]).toEqual({
      id: expect.stringMatching(/^\w{16}$/),
      name: 'Own workflow 1',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      nodeCount: 2,
      active: false,
    });
    expect(typeof first.body.nextCursor).toBe('string');
    // Only summaries leave FlowVault: no nodes, parameters or credentials.
    expect(JSON.stringify(first.body)).not.toContain('n8n-nodes-base');

    const last = await list(user, first.body.nextCursor);
    expect(last.status).toBe(200);
    expect(last.body.workflows.map((w: { name: string }) => w.name)).toEqual([
      `Own workflow ${N8N_WORKFLOWS_PER_PAGE}`,
      `Own workflow ${N8N_WORKFLOWS_PER_PAGE + 1}`,
      `Own workflow ${N8N_WORKFLOWS_PER_PAGE + 2}`,
    ]);
    expect(last.body.nextCursor).toBeNull();
    expect(n8n.requests.filter((request) => request.startsWith('GET /api/v1/workflows?'))).toEqual(
      expect.arrayContaining([`GET /api/v1/workflows?limit=${N8N_WORKFLOWS_PER_PAGE}`]),
    );
  });

  it('lists over GraphQL too', async () => {
    const res = await app.graphql(
      '{ myN8nWorkflows { workflows { id name nodeCount active } nextCursor } }',
      {},
      user.headers,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.myN8nWorkflows.workflows).toHaveLength(N8N_WORKFLOWS_PER_PAGE);
  });

  it("answers n8n's refusal of a cursor or a key as a 502 in n8n's words", async () => {
    const badCursor = await list(user, 'not-a-cursor');
    expect(badCursor.status).toBe(502);
    expect(badCursor.body).toMatchObject({
      error: 'upstream_error',
      message: 'An invalid cursor was provided',
    });
    const other = await createAccount(app.services);
    await connect(other, n8n.url, 'a-wrong-key');
    const refused = await list(other);
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ error: 'upstream_error', message: 'unauthorized' });
  });

  it('asks to connect first, and a visitor to sign in', async () => {
    const stranger = await createAccount(app.services);
    const res = await list(stranger);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_error', message: NOT_CONNECTED });
    expect((await app.get('/api/n8n/workflows')).status).toBe(401);
  });

  it('never contacts an address the policy refuses', async () => {
    const network = stubNetwork({ 'metadata.n8n.test': ['169.254.169.254'] });
    try {
      const other = await createAccount(app.services);
      await connect(other, 'http://metadata.n8n.test');
      const res = await list(other);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'validation_error',
        fields: { n8nInstanceUrl: 'is an address FlowVault does not connect to' },
      });
      expect(network.attempts).toEqual([]);
    } finally {
      network.restore();
    }
  });

  it('refuses a cursor that cannot be one, sending nothing', async () => {
    const before = n8n.requests.length;
    const res = await list(user, 'x'.repeat(501));
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('cursor');
    expect(n8n.requests.length).toBe(before);
  });
});
