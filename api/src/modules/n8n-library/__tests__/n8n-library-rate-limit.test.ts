import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createTestApp, type TestApp } from '../../../../test/app';
import { n8nLibraryRouter } from '../n8n-library.routes';

describe('the n8n template library: rate limit', () => {
  let app: TestApp;
  let server: Server;
  let limitedUrl: string;

  /** The library router with a low limit, mounted like `buildServer` mounts it. */
  beforeAll(async () => {
    app = await createTestApp();
    const limited = express();
    limited.set('trust proxy', 'loopback');
    limited.use(
      '/n8n',
      n8nLibraryRouter(app.services, { rateLimit: { limit: 3, windowMs: 60_000 } }),
    );
    server = createServer(limited);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    limitedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.close();
  });

  const get = (path: string, client: string, method = 'GET') =>
    fetch(limitedUrl + path, {
      method,
      headers: { 'x-forwarded-for': client, origin: 'http://n8n.test' },
    });

  it('refuses a client over the limit with 429 rate_limited and Retry-After', async () => {
    const client = '203.0.113.10';
    const remaining: Array<string | null> = [];
    for (let i = 0; i < 3; i++) {
      const res = await get('/n8n/health', client);
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('ratelimit-remaining'));
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const refused = await get('/n8n/templates/categories', client);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'rate_limited', message: expect.any(String) });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('counts each client IP on its own', async () => {
    for (let i = 0; i < 4; i++) await get('/n8n/health', '203.0.113.20');
    const other = await get('/n8n/health', '203.0.113.21');
    expect(other.status).toBe(200);
  });

  it('still answers CORS preflights of a limited client', async () => {
    const client = '203.0.113.30';
    for (let i = 0; i < 4; i++) await get('/n8n/health', client);
    const preflight = await get('/n8n/health', client, 'OPTIONS');
    expect(preflight.status).toBe(204);
  });

  it('allows 120 requests a minute by default', async () => {
    const res = await app.get('/n8n/health');
    expect(res.headers.get('ratelimit-limit')).toBe('120');
  });
});
