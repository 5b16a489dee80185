import type { IncomingMessage, ServerResponse } from 'node:http';
import { createTestApp, type TestApp } from '../../../test/app';
import { runOverSocket } from '../../../test/graphql-ws-client';
import { FEATURES } from '../../modules/index';
import { gate, heldQueryModule } from './held-query.fixture';

const HELD = JSON.stringify({ query: '{ testHeldOpen }' });

/** The cap on what one client has running at once, on /api, /graphql and graphql-ws together. */
describe('requests one client may have running at once', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      features: [...FEATURES, heldQueryModule],
      env: { CONCURRENT_REQUESTS_PER_CLIENT: '2', TRUST_PROXY: 'loopback' },
    });
  });
  afterAll(async () => {
    gate.open();
    await app.close();
  });
  beforeEach(() => gate.close());

  const held = (client: string, signal?: AbortSignal) =>
    fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: HELD,
      signal,
    });
  const rest = (client: string) =>
    fetch(`${app.baseUrl}/api/categories`, { headers: { 'x-forwarded-for': client } });

  /** Resolves once the server has seen the next `count` responses to `client` close. */
  const closedOnServer = (client: string, count: number) =>
    new Promise<void>((resolve) => {
      let closed = 0;
      const watch = (req: IncomingMessage, res: ServerResponse) => {
        if (req.headers['x-forwarded-for'] !== client) return;
        res.once('close', () => {
          if (++closed < count) return;
          app.httpServer.off('request', watch);
          resolve();
        });
      };
      app.httpServer.on('request', watch);
    });

  it('refuses a client past its cap with 429 on /graphql and /api, and frees the places when done', async () => {
    const client = '192.0.2.50';
    const running = [held(client), held(client)];
    await gate.waitFor(2);

    const graphql = await held(client);
    expect(graphql.status).toBe(429);
    expect(graphql.headers.get('retry-after')).toBe('1');
    expect(await graphql.json()).toEqual({
      errors: [{ message: expect.stringMatching(/at once/), extensions: { code: 'RATE_LIMITED' } }],
    });
    const api = await rest(client);
    expect(api.status).toBe(429);
    expect(await api.json()).toEqual({ error: 'rate_limited', message: expect.any(String) });
    // Another client is not held back.
    expect((await rest('192.0.2.51')).status).toBe(200);
    expect(gate.entered).toBe(2);

    gate.open();
    for (const response of await Promise.all(running)) {
      expect(await response.json()).toEqual({ data: { testHeldOpen: 'done' } });
    }
    expect((await rest(client)).status).toBe(200);
  });

  it('keeps the place of an abandoned request until its work has finished', async () => {
    const client = '192.0.2.52';
    const abort = new AbortController();
    const left = closedOnServer(client, 2);
    const running = [held(client, abort.signal), held(client, abort.signal)];
    await gate.waitFor(2);
    abort.abort();
    await Promise.allSettled(running);
    // The server knows both clients left: a place given back then would be free now.
    await left;

    expect((await rest(client)).status).toBe(429);

    gate.open();
    let status = 429;
    for (let i = 0; i < 50 && status === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await rest(client)).status;
    }
    expect(status).toBe(200);
  });

  it('counts graphql-ws operations with HTTP requests of the same client', async () => {
    // A socket's client is its peer, 127.0.0.1, as is an HTTP request without X-Forwarded-For.
    const running = [
      runOverSocket(app.baseUrl, '{ testHeldOpen }'),
      runOverSocket(app.baseUrl, '{ testHeldOpen }'),
    ];
    await gate.waitFor(2);

    // Refused as its execution: a result with the error and no data.
    expect(await runOverSocket(app.baseUrl, '{ categories { name } }')).toEqual({
      errors: [expect.objectContaining({ extensions: { code: 'RATE_LIMITED' } })],
    });
    expect((await fetch(`${app.baseUrl}/api/categories`)).status).toBe(429);

    gate.open();
    expect(await Promise.all(running)).toEqual([
      { data: { testHeldOpen: 'done' } },
      { data: { testHeldOpen: 'done' } },
    ]);
    expect(await runOverSocket(app.baseUrl, '{ categories { name } }')).toEqual({
      data: { categories: [] },
    });
  });
});
