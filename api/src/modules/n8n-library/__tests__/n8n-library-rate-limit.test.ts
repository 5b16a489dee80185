import { createTestApp, type TestApp } from '../../../../test/app';

/** The library's own per-client limit, behind a trusted loopback proxy naming the client. */
describe('the n8n template library: rate limit', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      env: { TRUST_PROXY: 'loopback', N8N_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '1' },
    });
  });
  afterAll(() => app.close());

  const get = (path: string, client: string, method = 'GET') =>
    fetch(app.baseUrl + path, {
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
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://n8n.test');
    expect(refused.headers.get('access-control-allow-credentials')).toBe('true');
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

  it("counts apart from the API's budget", async () => {
    const client = '203.0.113.40';
    expect((await get('/api/categories', client)).status).toBe(200);
    expect((await get('/api/categories', client)).status).toBe(429);
    expect((await get('/n8n/health', client)).status).toBe(200);
  });
});
