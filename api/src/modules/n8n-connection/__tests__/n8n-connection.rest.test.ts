import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';
import { startN8nStandIn } from '../../../../test/n8n-stand-in';
import { stubNetwork } from '../../../../test/stub-network';

const API_KEY = 'n8n_api_0123456789abcdef-very-secret-key';
const SECRETS_KEY = randomBytes(32).toString('hex');

const WEBHOOK_WORKFLOW = {
  name: 'Webhook to Slack',
  active: true,
  id: '42',
  versionId: 'abc',
  tags: [{ name: 'x' }],
  pinData: {},
  meta: { instanceId: 'i' },
  nodes: [
    {
      id: 'w',
      name: 'Webhook',
      type: 'n8n-nodes-base.webhook',
      typeVersion: 2,
      position: [0, 0],
      webhookId: 'original-webhook-id',
      parameters: { path: 'hook' },
    },
    {
      id: 's',
      name: 'Slack',
      type: 'n8n-nodes-base.slack',
      typeVersion: 2,
      position: [200, 0],
      parameters: {},
      credentials: { slackApi: { id: '17', name: 'Team Slack' } },
    },
  ],
  connections: { Webhook: { main: [[{ node: 'Slack', type: 'main', index: 0 }]] } },
  settings: { executionOrder: 'v1', callerPolicy: 'any' },
};

/** The n8n connection and imports over REST, against a local n8n stand-in. */
describe('n8n connection and import over REST', () => {
  let app: TestApp;
  let n8n: Awaited<ReturnType<typeof startN8nStandIn>>;
  const logs: string[] = [];

  const connect = (user: TestAccount, url = n8n.url, key = API_KEY) =>
    app.post('/api/user-settings', { n8nInstanceUrl: url, n8nApiKey: key }, user.headers);
  const importWorkflow = (user: TestAccount, body: object) =>
    app.post('/api/import-workflow', body, user.headers);

  beforeAll(async () => {
    n8n = await startN8nStandIn({ apiKey: API_KEY });
    app = await createTestApp({ env: { SECRETS_KEY }, logs });
  });
  afterAll(async () => {
    await app.close();
    await n8n.close();
  });

  it('saves, reads and clears the connection without ever returning the key', async () => {
    const user = await createAccount(app.services);
    expect((await app.get('/api/user-settings', user.headers)).body).toEqual({
      settings: { n8nInstanceUrl: null, hasApiKey: false, lastTest: null },
    });
    const saved = await connect(user, `${n8n.url}/api/v1/`);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      settings: { n8nInstanceUrl: n8n.url, hasApiKey: true, lastTest: null },
    });
    const read = await app.get('/api/user-settings', user.headers);
    expect(read.body).toEqual({
      settings: { n8nInstanceUrl: n8n.url, hasApiKey: true, lastTest: null },
    });
    expect(read.text).not.toContain(API_KEY);

    expect((await app.delete('/api/user-settings', user.headers)).body).toEqual({
      success: true,
      cleared: true,
    });
    expect((await app.delete('/api/user-settings', user.headers)).body.cleared).toBe(false);
    expect((await app.get('/api/user-settings', user.headers)).body.settings.hasApiKey).toBe(false);
  });

  it('refuses a connection without both parts or with a URL that is not http(s)', async () => {
    const user = await createAccount(app.services);
    for (const body of [
      {},
      { n8nInstanceUrl: n8n.url },
      { n8nApiKey: API_KEY },
      { n8nInstanceUrl: '  ', n8nApiKey: API_KEY },
    ]) {
      const response = await app.post('/api/user-settings', body, user.headers);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Both n8n Instance URL and API Key are required');
    }
    for (const url of ['not a url', 'ftp://n8n.example.com', 'javascript:alert(1)']) {
      const response = await connect(user, url);
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({
        n8nInstanceUrl: 'must be an http:// or https:// URL',
      });
    }
    const withPassword = await connect(user, 'https://me:pw@n8n.example.com');
    expect(withPassword.status).toBe(400);
    expect((await app.get('/api/user-settings', user.headers)).body.settings.hasApiKey).toBe(false);
  });

  it('keeps the key encrypted at rest and out of every log line', async () => {
    const user = await createAccount(app.services);
    await connect(user);
    await importWorkflow(user, { workflow: WEBHOOK_WORKFLOW });
    await importWorkflow(user, {
      workflow: WEBHOOK_WORKFLOW,
      n8nSettings: { n8nInstanceUrl: n8n.url, n8nApiKey: API_KEY },
    });
    const tables = await app.services.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    for (const { name } of tables) {
      const [found] = await app.services.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM "${name}" row WHERE row::text LIKE $1`,
        [`%${API_KEY.slice(8, 30)}%`],
      );
      expect({ table: name, rows: found.count }).toEqual({ table: name, rows: 0 });
    }
    const [stored] = await app.services.db.query<{ sealed: string }>(
      'SELECT n8n_api_key_sealed AS sealed FROM user_settings WHERE user_id = $1',
      [user.id],
    );
    expect(stored.sealed).toMatch(/^v1\.[\w-]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain(API_KEY.slice(8, 30));
  });

  it("imports with the saved connection, as n8n's public API accepts it", async () => {
    const user = await createAccount(app.services);
    await connect(user);
    const response = await importWorkflow(user, {
      workflow: WEBHOOK_WORKFLOW,
      downloadUrl: 'http://169.254.169.254/never-fetched',
    });
    expect(response.status).toBe(200);
    const { workflowId } = response.body;
    expect(response.body).toEqual({
      success: true,
      message: '"Webhook to Slack" was imported into your n8n instance.',
      n8nUrl: `${n8n.url}/workflow/${workflowId}`,
      workflowId: expect.any(String),
    });
    const sent = n8n.received.at(-1) as {
      settings: unknown;
      nodes: Array<Record<string, unknown>>;
    };
    expect(Object.keys(sent).sort()).toEqual(['connections', 'name', 'nodes', 'settings']);
    expect(sent.settings).toEqual({ executionOrder: 'v1' });
    const [webhook, slack] = sent.nodes;
    expect(webhook.webhookId).toMatch(/^[0-9a-f-]{36}$/);
    expect(webhook.webhookId).not.toBe('original-webhook-id');
    expect(slack.credentials).toEqual({ slackApi: { name: 'Team Slack' } });
  });

  it('imports with settings sent along, without storing them', async () => {
    const user = await createAccount(app.services);
    const response = await importWorkflow(user, {
      workflow: WEBHOOK_WORKFLOW,
      n8nSettings: { n8nInstanceUrl: n8n.url, n8nApiKey: API_KEY },
    });
    expect(response.body.success).toBe(true);
    expect((await app.get('/api/user-settings', user.headers)).body.settings.hasApiKey).toBe(false);
  });

  it('imports a catalogue template by its id', async () => {
    const user = await createAccount(app.services);
    await connect(user);
    const template = await buildTemplate(app.services.dataSource, { name: 'Catalogue import' });
    const response = await importWorkflow(user, { templateId: template.id });
    expect(response.body.success).toBe(true);
    expect(n8n.received.at(-1)?.name).toBe('Catalogue import');
    const unknown = await importWorkflow(user, {
      templateId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
  });

  it("answers the import failure body with n8n's own message", async () => {
    const user = await createAccount(app.services);
    await connect(user, n8n.url, 'a-wrong-key');
    const refused = await importWorkflow(user, { workflow: WEBHOOK_WORKFLOW });
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({
      success: false,
      code: 'upstream_error',
      error: expect.stringMatching(/unauthorized|API key/i),
      message: refused.body.error,
      details: expect.any(String),
      url: `${n8n.url}/api/v1/workflows`,
    });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await connect(user, `http://127.0.0.1:${port}`);
    const unreachable = await importWorkflow(user, { workflow: WEBHOOK_WORKFLOW });
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.success).toBe(false);
    expect(unreachable.body.url).toBe(`http://127.0.0.1:${port}/api/v1/workflows`);
  });

  it('asks for a connection first, and for a workflow, with the same failure shape', async () => {
    const user = await createAccount(app.services);
    const none = await importWorkflow(user, { workflow: WEBHOOK_WORKFLOW });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      success: false,
      code: 'validation_error',
      error:
        'Connect your n8n instance first: use the connect button at the top right to add its URL and API key.',
      message:
        'Connect your n8n instance first: use the connect button at the top right to add its URL and API key.',
      details: '',
      url: null,
    });
    await connect(user);
    const empty = await importWorkflow(user, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, fields: { workflow: 'is required' } });
    const notObject = await importWorkflow(user, { workflow: 'nodes' });
    expect(notObject.status).toBe(400);
    expect(notObject.body.success).toBe(false);
  });

  it('refuses cloud metadata as our own 400 before connecting, whatever N8N_IMPORT_ALLOW_PRIVATE says', async () => {
    const network = stubNetwork({ 'metadata.n8n.test': ['169.254.169.254'] });
    try {
      const user = await createAccount(app.services);
      for (const url of ['http://metadata.n8n.test', 'http://169.254.169.254']) {
        const sent = await importWorkflow(user, {
          workflow: WEBHOOK_WORKFLOW,
          n8nSettings: { n8nInstanceUrl: url, n8nApiKey: API_KEY },
        });
        expect(sent.status).toBe(400);
        expect(sent.body).toEqual({
          success: false,
          code: 'validation_error',
          error: 'This n8n instance address is not allowed',
          message: 'This n8n instance address is not allowed',
          details: expect.stringMatching(/a cloud metadata address\. FlowVault only connects/),
          url: `${url}/api/v1/workflows`,
          fields: { 'n8nSettings.n8nInstanceUrl': 'is an address FlowVault does not connect to' },
        });
      }
      // The saved connection's address is checked at every import, not when it is saved.
      expect((await connect(user, 'http://metadata.n8n.test')).status).toBe(200);
      const saved = await importWorkflow(user, { workflow: WEBHOOK_WORKFLOW });
      expect(saved.status).toBe(400);
      expect(saved.body).toMatchObject({
        success: false,
        code: 'validation_error',
        url: 'http://metadata.n8n.test/api/v1/workflows',
        fields: { n8nInstanceUrl: 'is an address FlowVault does not connect to' },
      });
      expect(network.attempts).toEqual([]);
    } finally {
      network.restore();
    }
  });

  it('asks a visitor to sign in', async () => {
    for (const response of [
      await app.get('/api/user-settings'),
      await app.post('/api/user-settings', { n8nInstanceUrl: n8n.url, n8nApiKey: API_KEY }),
      await app.delete('/api/user-settings'),
      await app.post('/api/user-settings/test', {}),
      await app.post('/api/import-workflow', { workflow: WEBHOOK_WORKFLOW }),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body.error).toBe('unauthorized');
    }
  });
});

describe('imports and connection tests where private addresses are not allowed (production)', () => {
  let app: TestApp;
  let n8n: Awaited<ReturnType<typeof startN8nStandIn>>;

  beforeAll(async () => {
    n8n = await startN8nStandIn({ apiKey: API_KEY });
    app = await createTestApp({
      env: { N8N_IMPORT_ALLOW_PRIVATE: 'false', IMPORTS_PER_USER: '2' },
    });
  });
  afterAll(async () => {
    await app.close();
    await n8n.close();
  });

  it('refuses loopback and private addresses as our own 400, before connecting', async () => {
    const { port } = new URL(n8n.url);
    const network = stubNetwork({
      'n8n.internal.test': ['10.1.2.3'],
      'mixed.n8n.test': ['93.184.216.34', '127.0.0.1'],
    });
    try {
      const before = n8n.received.length;
      for (const url of [
        n8n.url,
        n8n.url.replace('127.0.0.1', '[::ffff:127.0.0.1]'),
        `http://mixed.n8n.test:${port}`,
        'http://n8n.internal.test',
      ]) {
        // An account per address: IMPORTS_PER_USER is 2 here.
        const user = await createAccount(app.services);
        const response = await app.post(
          '/api/import-workflow',
          { workflow: WEBHOOK_WORKFLOW, n8nSettings: { n8nInstanceUrl: url, n8nApiKey: API_KEY } },
          user.headers,
        );
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          success: false,
          code: 'validation_error',
          error: 'This n8n instance address is not allowed',
          details: expect.stringMatching(/a (loopback|private network) address\./),
          url: `${new URL(url).origin}/api/v1/workflows`,
          fields: { 'n8nSettings.n8nInstanceUrl': 'is an address FlowVault does not connect to' },
        });
      }
      expect(n8n.received.length).toBe(before);
      expect(network.attempts).toEqual([]);
    } finally {
      network.restore();
    }
  });

  it('counts imports per account: IMPORTS_PER_USER, then 429', async () => {
    const user = await createAccount(app.services);
    const send = () =>
      app.post(
        '/api/import-workflow',
        { workflow: WEBHOOK_WORKFLOW, n8nSettings: { n8nInstanceUrl: n8n.url, n8nApiKey: 'k' } },
        user.headers,
      );
    await send();
    await send();
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = await createAccount(app.services);
    expect((await app.get('/api/user-settings', other.headers)).status).toBe(200);
  });

  it('answers address_refused for loopback and private addresses, sending nothing', async () => {
    const network = stubNetwork({ 'n8n.internal.test': ['10.1.2.3'] });
    const before = n8n.requests.length;
    try {
      const expected = [
        [n8n.url, 'it is a loopback address'],
        ['http://n8n.internal.test', 'it resolves to 10.1.2.3, a private network address'],
      ];
      for (const [url, reason] of expected) {
        const user = await createAccount(app.services);
        await app.post(
          '/api/user-settings',
          { n8nInstanceUrl: url, n8nApiKey: API_KEY },
          user.headers,
        );
        const response = await app.post('/api/user-settings/test', {}, user.headers);
        expect(response.body).toMatchObject({ result: 'address_refused', reason });
      }
      expect(n8n.requests.length).toBe(before);
      expect(network.attempts).toEqual([]);
    } finally {
      network.restore();
    }
  });

  it('counts tests per account apart from imports: IMPORTS_PER_USER, then 429', async () => {
    const user = await createAccount(app.services);
    await app.post(
      '/api/user-settings',
      { n8nInstanceUrl: 'http://169.254.169.254', n8nApiKey: API_KEY },
      user.headers,
    );
    const send = () => app.post('/api/user-settings/test', {}, user.headers);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/^Too many connection tests\. Try again in \d+ minutes?\.$/);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    // Imports keep their own count.
    const imported = await app.post(
      '/api/import-workflow',
      { workflow: { name: 'x', nodes: [], connections: {} } },
      user.headers,
    );
    expect(imported.status).toBe(400);
    expect(imported.body.code).toBe('validation_error');
  });
});

describe('rotating SECRETS_KEY', () => {
  let first: TestApp;
  let second: TestApp | undefined;
  let n8n: Awaited<ReturnType<typeof startN8nStandIn>>;

  beforeAll(async () => {
    n8n = await startN8nStandIn({ apiKey: API_KEY });
    first = await createTestApp({ env: { SECRETS_KEY } });
  });
  afterAll(async () => {
    await second?.close();
    await first.close();
    await n8n.close();
  });

  it('reads keys sealed under the previous key and seals them again under the new one', async () => {
    const user = await createAccount(first.services);
    await first.post(
      '/api/user-settings',
      { n8nInstanceUrl: n8n.url, n8nApiKey: API_KEY },
      user.headers,
    );
    const keyIdOf = async () =>
      (
        await first.services.db.query<{ id: string }>(
          'SELECT secrets_key_id AS id FROM user_settings WHERE user_id = $1',
          [user.id],
        )
      )[0].id;
    const before = await keyIdOf();
    second = await createTestApp({
      databaseUrl: first.databaseUrl,
      env: { SECRETS_KEY: randomBytes(32).toString('hex'), SECRETS_KEY_PREVIOUS: SECRETS_KEY },
    });
    const imported = await second.post(
      '/api/import-workflow',
      { workflow: WEBHOOK_WORKFLOW },
      user.headers,
    );
    expect(imported.body.success).toBe(true);
    expect(await keyIdOf()).not.toBe(before);
    // The first process no longer has the new key: the saved key has to be entered again.
    const lost = await first.post(
      '/api/import-workflow',
      { workflow: WEBHOOK_WORKFLOW },
      user.headers,
    );
    expect(lost.status).toBe(400);
    expect(lost.body.error).toMatch(/enter it again/);
  });
});
