import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../../test/app';
import { INDEX_HTML, makeWebDist, SCRIPT, type WebDist } from '../../../test/web-dist';
import { seedCatalogue } from '../../modules/templates/__tests__/catalogue.fixtures';

/** A GET whose body arrives as sent: fetch would undo the encoding and hide what went out. */
function rawGet(
  app: TestApp,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(app.baseUrl + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** The body as the client reads it, whichever encoding the server chose. */
function decoded(res: { headers: http.IncomingHttpHeaders; body: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.body.toString('utf8');
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * What goes over the wire (docs/ARCHITECTURE.md, "Compression"): the build's files precompressed,
 * the HTML page and cached catalogue pages compressed once, every other answer of 1 kB or more
 * compressed as it is sent; each in the encoding the client accepts, and varying by it.
 */
describe('compression', () => {
  let dist: WebDist;
  let app: TestApp;

  beforeAll(async () => {
    dist = makeWebDist();
    app = await createTestApp({ webDist: dist.dir, env: { NODE_ENV: 'production' } });
    await seedCatalogue(app);
  });
  afterAll(async () => {
    await app?.close();
    dist.remove();
  });

  it.each([
    [BROWSER, 'br'],
    [{ 'accept-encoding': 'gzip, deflate' }, 'gzip'],
    [{ 'accept-encoding': 'br;q=0, gzip' }, 'gzip'],
    [{}, undefined],
    [{ 'accept-encoding': 'identity' }, undefined],
  ])(
    'sends a built script with %j as %s, from the file the build compressed',
    async (headers, encoding) => {
      const res = await rawGet(app, dist.script, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(res)).toBe(SCRIPT);
      if (encoding) expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
    },
  );

  it('serves a byte range of a built file from its own bytes, never the compressed ones', async () => {
    const res = await rawGet(app, dist.script, { ...BROWSER, range: 'bytes=0-6' });
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString('utf8')).toBe('console');
  });

  it('sends the HTML page compressed, the same bytes for every client route', async () => {
    const home = await rawGet(app, '/', BROWSER);
    const privacy = await rawGet(app, '/privacy', BROWSER);
    for (const res of [home, privacy]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decoded(res)).toBe(INDEX_HTML);
    }
    expect(privacy.body.equals(home.body)).toBe(true);
    const plain = await rawGet(app, '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decoded(plain)).toBe(INDEX_HTML);
  });

  it('answers an HTML page whose If-None-Match names it with 304, whatever the encoding', async () => {
    const first = await rawGet(app, '/', BROWSER);
    const etag = String(first.headers.etag);
    const again = await rawGet(app, '/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends a cached catalogue page compressed, with the JSON of the uncompressed answer', async () => {
    const path = '/api/templates?limit=20';
    const plain = await rawGet(app, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = JSON.parse(plain.body.toString('utf8'));
    expect(page.templates.length).toBeGreaterThan(3);
    for (const [headers, encoding] of [
      [BROWSER, 'br'],
      [{ 'accept-encoding': 'gzip' }, 'gzip'],
    ] as const) {
      const res = await rawGet(app, path, headers);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(JSON.parse(decoded(res))).toEqual(page);
      expect(res.body.length).toBeLessThan(plain.body.length / 2);
    }
  });

  it('compresses other API and GraphQL answers of 1 kB or more as they are sent', async () => {
    const docs = await rawGet(app, '/api/openapi.json', BROWSER);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(docs)).openapi).toMatch(/^3\./);

    const query = '{ templates(limit: 20) { templates { id name description integrations } } }';
    const graphql = await app.graphql(query, {}, { 'accept-encoding': 'gzip, br' });
    expect(graphql.headers.get('content-encoding')).toBe('br');
    expect(
      (graphql.body as { data: { templates: { templates: unknown[] } } }).data.templates.templates
        .length,
    ).toBeGreaterThan(3);
  });

  it('sends an answer under 1 kB as it is', async () => {
    const res = await rawGet(app, '/api/templates/00000000-0000-4000-8000-000000000000', BROWSER);
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8')).error).toBe('not_found');
  });

  it('answers an undecodable file path with the standard JSON error', async () => {
    const res = await rawGet(app, '/assets/%E0%A4%A.js', BROWSER);
    expect(res.status).toBe(400);
    expect(JSON.parse(decoded(res))).toEqual({
      error: expect.any(String),
      message: expect.any(String),
    });
  });
});
