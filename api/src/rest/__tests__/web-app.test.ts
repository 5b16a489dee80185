import { createTestApp, type TestApp } from '../../../test/app';
import { INDEX_HTML, makeWebDist, type WebDist } from '../../../test/web-dist';

/**
 * The built web app as the server hands it out: files are files (or a JSON error), client-side
 * routes are index.html, and caching follows what a deploy changes.
 */
describe('serving the web app', () => {
  let dist: WebDist;
  let app: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    dist = makeWebDist();
    app = await createTestApp({ webDist: dist.dir });
    production = await createTestApp({ webDist: dist.dir, env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await app?.close();
    await production?.close();
    dist.remove();
  });

  it.each(['/', '/template/0b5c7b4e-3a41-4a8e-9d61-0c2f0b9a1e11', '/privacy', '/no/such/page'])(
    'answers the client-side route %s with index.html, revalidated on every load',
    async (path) => {
      const res = await production.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('serves hashed assets as immutable for a year, and index.html itself as no-cache', async () => {
    const script = await production.get(dist.script);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const index = await production.get('/index.html');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect((await production.get('/favicon.svg')).status).toBe(200);
  });

  it.each(['/assets/index-Missing0.js', '/assets/app.css', '/favicon.ico', '/robots.txt'])(
    'answers a missing file %s with a JSON 404, not the HTML page',
    async (path) => {
      const res = await production.get(path);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 404,
        body: { error: 'not_found', message: 'No such page or file' },
      });
    },
  );

  it.each([
    ['/.vite/manifest.json', 404, 'not_found'],
    ['/assets/', 404, 'not_found'],
    ['/assets/..%2f..%2fpackage.json', 403, 'forbidden'],
  ])('never answers %s with a file or the HTML page', async (path, status, error) => {
    const res = await production.get(path);
    expect({ status: res.status, error: res.body?.error }).toEqual({ status, error });
  });

  it.each(['/assets/index-Ab12Cd34.js', '/favicon.svg', '/index.html'])(
    'refuses a byte range past the end of %s with 416 and the standard error body',
    async (path) => {
      const res = await production.get(path, { range: 'bytes=99999999-' });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 416,
        body: {
          error: 'range_not_satisfiable',
          message: 'The requested byte range is outside the file',
        },
      });
      expect(res.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
    },
  );

  it('refuses a byte range past the end of any other file the server sends (Swagger UI)', async () => {
    const res = await app.get('/api/docs/swagger-ui.css', { range: 'bytes=99999999-' });
    expect({ status: res.status, error: res.body?.error }).toEqual({
      status: 416,
      error: 'range_not_satisfiable',
    });
  });

  it.each(['/', '/privacy'])(
    'answers a client-side route %s asked for a byte range with the whole page',
    async (path) => {
      // A page made per request has no byte ranges to offer; HTTP lets a server ignore Range.
      const res = await production.get(path, { range: 'bytes=99999999-' });
      expect({ status: res.status, text: res.text }).toEqual({ status: 200, text: INDEX_HTML });
    },
  );

  it('still serves a byte range inside a file', async () => {
    const res = await production.get(dist.script, { range: 'bytes=0-6' });
    expect(res.status).toBe(206);
    expect(res.text).toBe('console');
  });

  it('does not serve source maps in production, and does outside it', async () => {
    const refused = await production.get(dist.sourceMap);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'No such page or file' },
    });
    expect((await app.get(dist.sourceMap)).status).toBe(200);
  });

  it.each(['/privacy', '/assets/index-Ab12Cd34.js'])(
    'answers a POST to %s with a JSON 404',
    async (path) => {
      const res = await production.post(path, {});
      expect({ status: res.status, body: res.body }).toEqual({
        status: 404,
        body: { error: 'not_found', message: 'No such page or file' },
      });
    },
  );
});
