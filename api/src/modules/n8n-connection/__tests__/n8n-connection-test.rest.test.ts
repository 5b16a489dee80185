import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { startN8nStandIn, type N8nStandIn } from '../../../../test/n8n-stand-in';
import { stubNetwork } from '../../../../test/stub-network';

const API_KEY = 'n8n_api_test-connection-0123456789-secret';

/** A loopback port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Testing the n8n connection over REST, against a local n8n stand-in. */
describe('testing the n8n connection over REST', () => {
  let app: TestApp;
  let n8n: N8nStandIn;
  const logs: string[] = [];

  const connect = (user: TestAccount, url = n8n.url, key = API_KEY) =>
    app.post('/api/user-settings', { n8nInstanceUrl: url, n8nApiKey: key }, user.headers);
  const test = (user: TestAccount, body: object = {}) =>
    app.post('/api/user-settings/test', body, user.headers);
  const lastTest = async (user: TestAccount) =>
    (await app.get('/api/user-settings', user.headers)).body.settings.lastTest;

  beforeAll(async () => {
    n8n = await startN8nStandIn({ apiKey: API_KEY });
    app = await createTestApp({ logs });
  });
  afterAll(async () => {
    await app.close();
    await n8n.close();
  });

  it('answers connected for the saved connection, with an authenticated read, and keeps it as the last test', async () => {
    const user = await createAccount(app.services);
    await connect(user);
    expect(await lastTest(user)).toBeNull();
    const before = n8n.requests.length;

    const response = await test(user);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      result: 'connected',
      version: null,
      n8nInstanceUrl: n8n.url,
      reason: null,
      testedAt: expect.any(String),
      settings: {
        n8nInstanceUrl: n8n.url,
        hasApiKey: true,
        lastTest: { result: 'connected', version: null, testedAt: response.body.testedAt },
      },
    });
    expect(n8n.requests.slice(before)).toEqual(['GET /api/v1/workflows?limit=1']);
    expect(await lastTest(user)).toEqual({
      result: 'connected',
      version: null,
      testedAt: response.body.testedAt,
    });
    expect(response.text).not.toContain(API_KEY);
    expect(logs.join('\n')).not.toContain(API_KEY);
  });

  it('forgets the last test when the connection is saved again', async () => {
    const user = await createAccount(app.services);
    await connect(user);
    await test(user);
    expect((await lastTest(user)).result).toBe('connected');
    const saved = await connect(user);
    expect(saved.body.settings.lastTest).toBeNull();
    expect(await lastTest(user)).toBeNull();
  });

  it('answers key_refused when n8n refuses the key', async () => {
    const user = await createAccount(app.services);
    await connect(user, n8n.url, 'a-wrong-key');
    const response = await test(user);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      result: 'key_refused',
      version: null,
      n8nInstanceUrl: n8n.url,
      reason: 'n8n answered HTTP 401',
    });
    expect((await lastTest(user)).result).toBe('key_refused');
  });

  it('answers unreachable for a closed port, and for an address that is not n8n', async () => {
    const user = await createAccount(app.services);
    const port = await closedPort();
    await connect(user, `http://127.0.0.1:${port}`);
    const closed = await test(user);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      result: 'unreachable',
      n8nInstanceUrl: `http://127.0.0.1:${port}`,
      reason: `Could not reach 127.0.0.1:${port}: the connection was refused`,
    });
    expect((await lastTest(user)).result).toBe('unreachable');

    n8n.behaviour.reply = { status: 200, body: '<html>a web page</html>' };
    try {
      const page = await test(user, { n8nSettings: { n8nInstanceUrl: n8n.url, n8nApiKey: 'k' } });
      expect(page.body).toMatchObject({
        result: 'unreachable',
        reason: "the answer is not n8n's public API",
      });
    } finally {
      delete n8n.behaviour.reply;
    }
    const nowhere = await test(user, {
      n8nSettings: { n8nInstanceUrl: `${n8n.url}/not-n8n`, n8nApiKey: API_KEY },
    });
    expect(nowhere.body).toMatchObject({
      result: 'unreachable',
      reason: 'there is no n8n public API at this address',
    });
  });

  it('answers address_refused for a cloud metadata address, without connecting', async () => {
    const network = stubNetwork({ 'metadata.n8n.test': ['169.254.169.254'] });
    try {
      const user = await createAccount(app.services);
      await connect(user, 'http://metadata.n8n.test');
      const named = await test(user);
      expect(named.status).toBe(200);
      expect(named.body).toMatchObject({
        result: 'address_refused',
        n8nInstanceUrl: 'http://metadata.n8n.test',
        reason: 'it resolves to 169.254.169.254, a cloud metadata address',
      });
      expect((await lastTest(user)).result).toBe('address_refused');
      const literal = await test(user, {
        n8nSettings: { n8nInstanceUrl: 'http://169.254.169.254', n8nApiKey: API_KEY },
      });
      expect(literal.body).toMatchObject({
        result: 'address_refused',
        reason: 'it is a cloud metadata address',
      });
      expect(network.attempts).toEqual([]);
    } finally {
      network.restore();
    }
  });

  it('tests values sent along without storing them or their result', async () => {
    const user = await createAccount(app.services);
    const unsaved = await test(user, {
      n8nSettings: { n8nInstanceUrl: `${n8n.url}/api/v1/`, n8nApiKey: API_KEY },
    });
    expect(unsaved.body).toMatchObject({
      result: 'connected',
      n8nInstanceUrl: n8n.url,
      settings: { n8nInstanceUrl: null, hasApiKey: false, lastTest: null },
    });
    await connect(user, n8n.url, 'a-wrong-key');
    await test(user, { n8nSettings: { n8nInstanceUrl: n8n.url, n8nApiKey: API_KEY } });
    expect(await lastTest(user)).toBeNull();
    const bad = await test(user, { n8nSettings: { n8nInstanceUrl: 'ftp://n8n.example.com' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Both n8n Instance URL and API Key are required');
  });

  it('answers not_configured when nothing is saved, contacting nothing', async () => {
    const user = await createAccount(app.services);
    const before = n8n.requests.length;
    // No body at all reads as an empty one.
    const response = await app.post('/api/user-settings/test', undefined, user.headers);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      result: 'not_configured',
      version: null,
      n8nInstanceUrl: null,
      reason: null,
      testedAt: expect.any(String),
      settings: { n8nInstanceUrl: null, hasApiKey: false, lastTest: null },
    });
    expect(n8n.requests.length).toBe(before);
  });

  it('asks a visitor to sign in', async () => {
    const before = n8n.requests.length;
    const response = await app.post('/api/user-settings/test', {});
    expect(response.status).toBe(401);
    expect(response.body.error).toBe('unauthorized');
    expect(n8n.requests.length).toBe(before);
  });
});
