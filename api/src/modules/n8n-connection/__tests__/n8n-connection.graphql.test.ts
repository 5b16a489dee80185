import { createAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { startN8nStandIn, type N8nStandIn } from '../../../../test/n8n-stand-in';
import { stubNetwork } from '../../../../test/stub-network';

const API_KEY = 'graphql-n8n-api-key-0123456789';
const WORKFLOW = {
  name: 'GraphQL import',
  nodes: [
    {
      name: 'Start',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
    },
  ],
  connections: {},
};
const SAVE = `mutation($input: N8nSettingsInput!) {
  saveN8nSettings(input: $input) { n8nInstanceUrl hasApiKey }
}`;
const TEST = `mutation($input: TestN8nConnectionInput) {
  testN8nConnection(input: $input) {
    result version n8nInstanceUrl reason testedAt
    settings { n8nInstanceUrl hasApiKey lastTest { result version testedAt } }
  }
}`;
const IMPORT = `mutation($input: ImportWorkflowInput!) {
  importWorkflow(input: $input) { success message n8nUrl workflowId }
}`;

/** The n8n connection and imports over GraphQL: the same service and rules as REST. */
describe('n8n connection over GraphQL', () => {
  let app: TestApp;
  let n8n: N8nStandIn;

  beforeAll(async () => {
    n8n = await startN8nStandIn({ apiKey: API_KEY });
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
    await n8n.close();
  });

  it('saves the connection, imports, and clears it', async () => {
    const user = await createAccount(app.services);
    const saved = await app.graphql(
      SAVE,
      { input: { n8nInstanceUrl: n8n.url, n8nApiKey: API_KEY } },
      user.headers,
    );
    expect(saved.body.data.saveN8nSettings).toEqual({ n8nInstanceUrl: n8n.url, hasApiKey: true });
    expect(saved.text).not.toContain(API_KEY);
    const imported = await app.graphql(IMPORT, { input: { workflow: WORKFLOW } }, user.headers);
    const { workflowId } = imported.body.data.importWorkflow;
    expect(imported.body.data.importWorkflow).toEqual({
      success: true,
      message: '"GraphQL import" was imported into your n8n instance.',
      n8nUrl: `${n8n.url}/workflow/${workflowId}`,
      workflowId,
    });
    const cleared = await app.graphql(
      'mutation { clearN8nSettings { cleared settings { hasApiKey } } }',
      undefined,
      user.headers,
    );
    expect(cleared.body.data.clearN8nSettings).toEqual({
      cleared: true,
      settings: { hasApiKey: false },
    });
    const read = await app.graphql(
      '{ n8nSettings { n8nInstanceUrl hasApiKey } }',
      undefined,
      user.headers,
    );
    expect(read.body.data.n8nSettings).toEqual({ n8nInstanceUrl: null, hasApiKey: false });
  });

  it('refuses a workflow holding a key named __proto__, naming where, before any import', async () => {
    const user = await createAccount(app.services);
    const meta: unknown = JSON.parse('{"notes": [{"__proto__": {"polluted": true}}]}');
    const res = await app.graphql(
      IMPORT,
      { input: { workflow: { ...WORKFLOW, meta } } },
      user.headers,
    );
    expect(res.body.errors[0].extensions).toEqual({
      code: 'VALIDATION_ERROR',
      fields: { 'input.workflow.meta.notes.0': 'must not hold a key named "__proto__"' },
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("reports n8n's refusal as UPSTREAM_ERROR with the details and the URL tried", async () => {
    const user = await createAccount(app.services);
    const refused = await app.graphql(
      IMPORT,
      {
        input: {
          workflow: WORKFLOW,
          n8nSettings: { n8nInstanceUrl: n8n.url, n8nApiKey: 'wrong' },
        },
      },
      user.headers,
    );
    expect(refused.body.errors[0]).toMatchObject({
      extensions: {
        code: 'UPSTREAM_ERROR',
        details: expect.any(String),
        url: `${n8n.url}/api/v1/workflows`,
      },
    });
    const missing = await app.graphql(SAVE, { input: { n8nInstanceUrl: n8n.url } }, user.headers);
    expect(missing.body.errors[0]).toMatchObject({
      message: 'Both n8n Instance URL and API Key are required',
      extensions: { code: 'VALIDATION_ERROR' },
    });
  });

  it('reports an address FlowVault does not connect to as VALIDATION_ERROR, before connecting', async () => {
    const network = stubNetwork({ 'metadata.n8n.test': ['169.254.169.254'] });
    try {
      const user = await createAccount(app.services);
      const refused = await app.graphql(
        IMPORT,
        {
          input: {
            workflow: WORKFLOW,
            n8nSettings: { n8nInstanceUrl: 'http://metadata.n8n.test', n8nApiKey: API_KEY },
          },
        },
        user.headers,
      );
      expect(refused.body.errors[0]).toMatchObject({
        message: 'This n8n instance address is not allowed',
        extensions: {
          code: 'VALIDATION_ERROR',
          details: expect.stringContaining('a cloud metadata address'),
          url: 'http://metadata.n8n.test/api/v1/workflows',
          fields: { 'n8nSettings.n8nInstanceUrl': 'is an address FlowVault does not connect to' },
        },
      });
      expect(network.attempts).toEqual([]);
    } finally {
      network.restore();
    }
  });

  it('tests the saved connection with the same service as REST, and keeps its last test', async () => {
    const user = await createAccount(app.services);
    const none = await app.graphql(TEST, undefined, user.headers);
    expect(none.body.data.testN8nConnection).toMatchObject({
      result: 'not_configured',
      n8nInstanceUrl: null,
      settings: { hasApiKey: false, lastTest: null },
    });
    await app.graphql(
      SAVE,
      { input: { n8nInstanceUrl: n8n.url, n8nApiKey: API_KEY } },
      user.headers,
    );
    const tested = await app.graphql(TEST, undefined, user.headers);
    const { testedAt } = tested.body.data.testN8nConnection;
    expect(tested.body.data.testN8nConnection).toEqual({
      result: 'connected',
      version: null,
      n8nInstanceUrl: n8n.url,
      reason: null,
      testedAt,
      settings: {
        n8nInstanceUrl: n8n.url,
        hasApiKey: true,
        lastTest: { result: 'connected', version: null, testedAt },
      },
    });
    expect(tested.text).not.toContain(API_KEY);
    const read = await app.graphql(
      '{ n8nSettings { lastTest { result testedAt } } }',
      undefined,
      user.headers,
    );
    expect(read.body.data.n8nSettings.lastTest).toEqual({ result: 'connected', testedAt });

    const wrong = await app.graphql(
      TEST,
      { input: { n8nSettings: { n8nInstanceUrl: n8n.url, n8nApiKey: 'wrong' } } },
      user.headers,
    );
    expect(wrong.body.data.testN8nConnection).toMatchObject({
      result: 'key_refused',
      settings: { lastTest: { result: 'connected' } },
    });
  });

  it('answers address_refused for an address FlowVault does not connect to, before connecting', async () => {
    const network = stubNetwork({ 'metadata.n8n.test': ['169.254.169.254'] });
    try {
      const user = await createAccount(app.services);
      const refused = await app.graphql(
        TEST,
        { input: { n8nSettings: { n8nInstanceUrl: 'http://metadata.n8n.test', n8nApiKey: 'k' } } },
        user.headers,
      );
      expect(refused.body.data.testN8nConnection).toMatchObject({
        result: 'address_refused',
        reason: 'it resolves to 169.254.169.254, a cloud metadata address',
      });
      expect(network.attempts).toEqual([]);
    } finally {
      network.restore();
    }
  });

  it('asks a visitor to sign in before testing', async () => {
    const res = await app.graphql(TEST);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    expect(res.body.data).toBeNull();
  });
});
