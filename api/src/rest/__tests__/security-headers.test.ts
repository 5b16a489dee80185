import { createTestApp, type TestApp, type TestResponse } from '../../../test/app';
import { makeWebDist, type WebDist } from '../../../test/web-dist';

/** Every directive of the web app's policy, as a browser reads the header. */
function policyOf(res: { headers: Headers }): Map<string, string> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

function expectHardened(res: TestResponse | Response): void {
  const policy = policyOf(res);
  expect(Object.fromEntries(policy)).toMatchObject({
    'default-src': "'self'",
    'script-src': "'self'",
    'script-src-attr': "'none'",
    'style-src': "'self'",
    'img-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  });
  expect(policy.get('connect-src')).toMatch(/^'self' ws:\/\/localhost:\d+$/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('strict-transport-security')).toBeNull();
  expect(res.headers.get('x-powered-by')).toBeNull();
}

describe('security headers', () => {
  let dist: WebDist;
  let app: TestApp;

  beforeAll(async () => {
    dist = makeWebDist();
    app = await createTestApp({ webDist: dist.dir, env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await app?.close();
    dist.remove();
  });

  it.each([
    ['the web app', '/', 200],
    ['a hashed asset', '/assets/index-Ab12Cd34.js', 200],
    ['the REST facade', '/api/templates', 200],
    ['the n8n library', '/n8n/health', 200],
    ['the health check', '/healthz', 200],
    ['an unknown API path', '/api/no-such-thing', 404],
    ['a missing asset', '/assets/missing.js', 404],
    ['a refused request', '/api/templates?limit=1e3', 400],
  ])('are on %s (%s)', async (_what, path, status) => {
    const res = await app.get(path);
    expect(res.status).toBe(status);
    expectHardened(res);
  });

  it('are on GraphQL answers and on errors the server masks', async () => {
    const ok = await app.graphql('{ categories { name } }');
    expect(ok.status).toBe(200);
    expectHardened(ok);
    const malformed = await app.post('/graphql', '{"query":', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expectHardened(malformed);
    const refused = await app.get('/assets/index-Ab12Cd34.js', { range: 'bytes=99999999-' });
    expect(refused.status).toBe(416);
    expectHardened(refused);
  });

  it("let n8n's editor read the library from its origin with credentials, nothing else", async () => {
    const origin = 'https://n8n.example.org';
    const preflight = await fetch(`${app.baseUrl}/n8n/templates/search`, {
      method: 'OPTIONS',
      headers: {
        origin,
        cookie: 'session=abc',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'n8n-version, authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('n8n-version,browser-id');
    for (const path of ['/n8n/health', '/n8n/templates/categories', '/n8n/no-such-thing']) {
      const res = await app.get(path, { origin, cookie: 'session=abc' });
      expect({ path, allowOrigin: res.headers.get('access-control-allow-origin') }).toEqual({
        path,
        allowOrigin: origin,
      });
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expectHardened(res);
    }
    // The API and GraphQL stay same-origin: no CORS headers for any origin.
    for (const res of [
      await app.get('/api/templates', { origin }),
      await app.graphql('{ categories { name } }', undefined, { origin }),
    ]) {
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });
});

describe('security headers behind https', () => {
  it('add HSTS, an upgrade of insecure requests and wss: when PUBLIC_URL is https', async () => {
    const app = await createTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://vault.example.com' },
    });
    try {
      for (const path of ['/', '/api/templates', '/n8n/health']) {
        const res = await app.get(path);
        expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
        const policy = policyOf(res);
        expect(policy.get('connect-src')).toBe("'self' wss://vault.example.com");
        expect(policy.has('upgrade-insecure-requests')).toBe(true);
      }
    } finally {
      await app.close();
    }
  });
});

describe('security headers of the development pages', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('let Swagger UI at /api/docs draw data: icons, and nothing more', async () => {
    const res = await app.get('/api/docs');
    expect(res.status).toBe(200);
    const policy = policyOf(res);
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('style-src')).toBe("'self'");
    expect(policy.get('img-src')).toBe("'self' data:");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it("let Apollo's landing page on /graphql load its explorer, and keep it unframeable", async () => {
    const res = await fetch(`${app.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('embeddable-sandbox.cdn.apollographql.com');
    const policy = policyOf(res);
    expect(policy.get('script-src')).toContain('https://embeddable-sandbox.cdn.apollographql.com');
    expect(policy.get('frame-src')).toContain('https://sandbox.embed.apollographql.com');
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
  });

  it('keep the strict policy on the rest of the server', async () => {
    expectHardened(await app.get('/api/templates'));
  });
});
