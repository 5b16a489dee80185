import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { freePort } from '../src/lib/free-port';
import { ApiProcess, API_ENTRY, baseEnv, ensureApiBuilt } from './api-process';
import { createTestDatabase, type TestDatabase } from './database';
import { runOn, runOverSocket } from './graphql-ws-client';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { waitForHealthy } from './wait-for-healthy';

const RETRY_SECONDS = 10;
const TEMPLATES = '{ templates(limit: 1) { pagination { totalItems } } }';
const ME = '{ me { id } }';
const UNAVAILABLE = {
  error: 'service_unavailable',
  message: 'FlowVault is briefly unavailable. Please try again in a few seconds.',
  retryAfter: 5,
};

beforeAll(() => ensureApiBuilt());

/**
 * A real server process whose database sits behind a TCP proxy on loopback: cutting the proxy is
 * a database that went away (connections reset, new ones refused), restoring it brings it back.
 */
describe('a server whose database is unreachable for a while', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let dataDir: string;
  let server: ApiProcess;
  let base: string;
  let socket: Client | undefined;

  const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const logged = (text: string) => server.logLines.some((line) => line.msg.startsWith(text));

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startTcpProxy(database.url);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'flowvault-outage-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = new ApiProcess(
      API_ENTRY.server,
      [],
      baseEnv({
        DATA_DIR: dataDir,
        PORT: String(port),
        DATABASE_URL: proxy.through(database.url),
        DATABASE_RETRY_SECONDS: String(RETRY_SECONDS),
      }),
    );
    await waitForHealthy(`${base}/healthz`, server.child);
    // Both API processes: one still starting when the database goes would fail to start.
    await server.serving();
  });
  afterAll(async () => {
    await socket?.dispose();
    await server.stop().catch(() => server.kill());
    await proxy.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 service_unavailable with Retry-After, SERVICE_UNAVAILABLE in GraphQL, and serves again once the database is back', async () => {
    const registered = await post('/api/auth/register', {
      name: 'Outage',
      email: 'outage@test.flowvault.dev',
      password: 'outage-password',
    });
    const signedIn = { authorization: `Bearer ${registered.body.token}` };
    // A socket opened while the database answers: its operations check the token again.
    socket = createClient({
      url: `${base.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: signedIn,
      retryAttempts: 0,
      lazy: false,
    });
    expect(await runOn(socket, ME)).toMatchObject({ data: { me: { id: expect.any(String) } } });

    await proxy.cut();
    await waitUntil(() => logged('the database does not answer'));

    const list = await fetch(`${base}/api/templates?limit=1`);
    expect(list.status).toBe(503);
    expect(list.headers.get('retry-after')).toBe('5');
    expect(await list.json()).toEqual(UNAVAILABLE);
    // The edge reads the account of a token before any route runs.
    const me = await fetch(`${base}/api/auth/me`, { headers: signedIn });
    expect(me.status).toBe(503);
    expect(await me.json()).toEqual(UNAVAILABLE);

    const anonymous = await post('/graphql', { query: TEMPLATES });
    expect(anonymous.headers.get('retry-after')).toBe('5');
    expect(anonymous.body.errors).toEqual([
      expect.objectContaining({
        message: UNAVAILABLE.message,
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 5 },
      }),
    ]);
    const withToken = await post('/graphql', { query: ME }, signedIn);
    expect(withToken.status).toBe(503);
    expect(withToken.headers.get('retry-after')).toBe('5');
    expect(withToken.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

    const overSocket = (await runOverSocket(base, TEMPLATES)) as { errors: unknown[] };
    expect(overSocket.errors).toEqual([
      expect.objectContaining({ extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 5 } }),
    ]);
    expect(await runOn(socket, ME).catch((errors: unknown) => errors)).toEqual([
      expect.objectContaining({ extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 5 } }),
    ]);
    // A token that cannot be checked is not a bad one: try again later, not 4403 (sign out).
    const refused = await runOverSocket(base, ME, signedIn).catch((event: unknown) => event);
    expect((refused as { code?: number }).code).toBe(1013);

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'error', db: 'unreachable' });

    await proxy.restore();
    await waitUntil(() => logged('the database answers again'));
    expect((await fetch(`${base}/api/templates?limit=1`)).status).toBe(200);
    expect((await fetch(`${base}/api/auth/me`, { headers: signedIn })).status).toBe(200);
    expect(await runOn(socket, ME)).toMatchObject({ data: { me: { id: expect.any(String) } } });
    await socket.dispose();
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  it('still exits 1 with one line once the database has stayed away for DATABASE_RETRY_SECONDS', async () => {
    await proxy.cut();
    const cutAt = Date.now();
    expect((await fetch(`${base}/api/templates?limit=1`)).status).toBe(503);

    expect(await server.exitWithin(RETRY_SECONDS * 1000 + 15_000)).toBe(1);
    expect(Date.now() - cutAt).toBeGreaterThanOrEqual(RETRY_SECONDS * 1000);
    const fatal = server.logLines.filter((line) => line.level >= 60);
    expect(fatal.map((line) => line.msg)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^the database has not answered for ${RETRY_SECONDS} s \\(.+\\): exiting so that a supervisor can restart FlowVault$`,
        ),
      ),
    ]);
    // Nothing but that line: no API process crashed or failed to start on the way (were one to,
    // the processes' own account of it is printed with the failure).
    expect({ stderr: server.stderr, log: server.stderr ? server.logLines : [] }).toEqual({
      stderr: '',
      log: [],
    });
  });
});

async function waitUntil(condition: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
