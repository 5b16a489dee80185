import { freePort } from '../../../lib/free-port';
import { startN8nStandIn, type N8nStandIn } from '../../../../test/n8n-stand-in';
import { createN8nWorkflow, N8nImportError } from '../n8n-api-client';
import { workflowForN8nApi, type N8nWorkflowBody } from '../n8n-workflow-body';

const API_KEY = 'n8n_api_test_key';

const body: N8nWorkflowBody = workflowForN8nApi({
  name: 'Webhook to Slack',
  nodes: [
    {
      name: 'Webhook',
      type: 'n8n-nodes-base.webhook',
      typeVersion: 2,
      position: [0, 0],
      parameters: { path: 'in' },
      webhookId: 'original',
    },
  ],
  connections: {},
});

let n8n: N8nStandIn;

beforeEach(async () => {
  n8n = await startN8nStandIn({ apiKey: API_KEY });
});

afterEach(() => n8n.close());

const create = (overrides: Partial<Parameters<typeof createN8nWorkflow>[0]> = {}) =>
  createN8nWorkflow({
    instanceUrl: n8n.url,
    apiKey: API_KEY,
    body,
    allowPrivate: true,
    ...overrides,
  });

/** The N8nImportError an import rejects with. */
async function failure(call: Promise<unknown>): Promise<N8nImportError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof N8nImportError))
    throw new Error(`expected an import failure, got ${error}`);
  return error;
}

describe('creating a workflow through n8n’s public API', () => {
  it('posts the body with the API key and returns n8n’s id for it', async () => {
    const { id } = await create({ instanceUrl: `${n8n.url}/` });
    expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(n8n.received).toEqual([JSON.parse(JSON.stringify(body))]);
    const stored = await fetch(`${n8n.url}/api/v1/workflows/${id}`, {
      headers: { 'x-n8n-api-key': API_KEY },
    });
    expect(await stored.json()).toMatchObject({ id, name: 'Webhook to Slack', active: false });
  });

  it('says the API key was refused, in n8n’s words', async () => {
    const error = await failure(create({ apiKey: 'wrong' }));
    expect(error).toMatchObject({
      error: 'unauthorized',
      status: 401,
      url: `${n8n.url}/api/v1/workflows`,
    });
    expect(error.details).toMatch(
      /^n8n at 127\.0\.0\.1:\d+ refused the API key \(HTTP 401: unauthorized\)/,
    );
    expect(n8n.received).toEqual([]);
  });

  it('passes on n8n’s validation message when it refuses the workflow', async () => {
    const error = await failure(create({ body: { ...body, active: true } as N8nWorkflowBody }));
    expect(error).toMatchObject({ error: 'request/body/active is read-only', status: 400 });
    expect(error.details).toMatch(/refused the workflow: request\/body\/active is read-only\.$/);
  });

  it('says there is no n8n public API at a URL that answers 404', async () => {
    const error = await failure(create({ instanceUrl: `${n8n.url}/not-n8n` }));
    expect(error).toMatchObject({
      error: 'not found',
      status: 404,
      url: `${n8n.url}/not-n8n/api/v1/workflows`,
    });
    expect(error.details).toMatch(/was not found \(HTTP 404\)\. Check the instance URL/);
  });

  it('gives a clear message of its own when n8n’s error has no message', async () => {
    n8n.behaviour.reply = { status: 500, body: '<h1>Internal Server Error</h1>' };
    const error = await failure(create());
    expect(error).toMatchObject({ error: 'n8n answered with HTTP 500', status: 500 });
    n8n.behaviour.reply = { status: 403, body: '' };
    expect(await failure(create())).toMatchObject({ error: 'n8n refused the API key' });
  });

  it('cuts a long message from whatever answers at the URL to 500 characters', async () => {
    const long = 'x'.repeat(100_000);
    n8n.behaviour.reply = {
      status: 400,
      body: JSON.stringify({ message: long }),
      contentType: 'application/json',
    };
    const error = await failure(create());
    expect(error.error).toBe(`${'x'.repeat(500)}…`);
    expect(error.details.length).toBeLessThan(700);
  });

  it('says an instance that does not answer is unreachable', async () => {
    const port = await freePort();
    const error = await failure(create({ instanceUrl: `http://127.0.0.1:${port}` }));
    expect(error.error).toBe('Could not reach the n8n instance');
    expect(error.details).toContain(
      `Could not reach 127.0.0.1:${port}: the connection was refused`,
    );
    expect(error.status).toBeUndefined();
  });

  it('gives up on an instance that answers too slowly', async () => {
    n8n.behaviour.delayMs = 2_000;
    const error = await failure(create({ timeoutMs: 200 }));
    expect(error.error).toBe('The n8n instance did not answer in time');
    expect(error.details).toMatch(/did not answer within 0\.2 s/);
  });

  it('refuses a private instance when private addresses are not allowed', async () => {
    const error = await failure(create({ allowPrivate: false }));
    expect(error.error).toBe('This n8n instance address is not allowed');
    expect(error.details).toMatch(/it is a loopback address/);
    expect(n8n.received).toEqual([]);
  });

  it('does not follow a redirect', async () => {
    n8n.behaviour.redirectTo = 'https://login.example.com/';
    const error = await failure(create());
    expect(error.error).toBe('The n8n instance URL redirects elsewhere');
    expect(error.details).toContain('redirected the request to https://login.example.com/');
  });

  it('refuses an answer over 1 MB', async () => {
    n8n.behaviour.oversizedBytes = 2 * 1_048_576;
    const error = await failure(create());
    expect(error.error).toBe('The n8n instance sent an unexpectedly large answer');
  });

  it('treats a success that is not JSON, or has no id, as not n8n', async () => {
    n8n.behaviour.reply = { status: 200, body: '<html>Welcome</html>' };
    const html = await failure(create());
    expect(html).toMatchObject({
      error: 'The n8n instance gave an unexpected answer',
      status: 200,
    });
    n8n.behaviour.reply = { status: 200, body: '{"name":"x"}', contentType: 'application/json' };
    expect((await failure(create())).details).toMatch(/answered HTTP 200 without a workflow id/);
  });

  it('refuses a URL that is not http(s)', async () => {
    const error = await failure(create({ instanceUrl: 'ftp://n8n.example.com' }));
    expect(error.error).toBe('The n8n instance URL is not valid');
  });
});
