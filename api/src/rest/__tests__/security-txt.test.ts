import { createTestApp, type TestApp } from '../../../test/app';
import { makeWebDist, type WebDist } from '../../../test/web-dist';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The fields of a security.txt, by name (RFC 9116 section 2.5). */
function fieldsOf(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const line of text.split('\n').filter(Boolean)) {
    const [, name, value] = /^([A-Za-z-]+): (.+)$/.exec(line) ?? [];
    expect(name).toBeDefined();
    fields.set(name, [...(fields.get(name) ?? []), value]);
  }
  return fields;
}

/**
 * `/.well-known/security.txt` (RFC 9116): whom to tell about a vulnerability and where the policy
 * is, served beside the web app as plain text, with an expiry that always lies ahead.
 */
describe('security.txt', () => {
  let dist: WebDist;
  let app: TestApp;

  beforeAll(async () => {
    dist = makeWebDist();
    app = await createTestApp({
      webDist: dist.dir,
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://flowvault.example' },
    });
  });
  afterAll(async () => {
    await app?.close();
    dist?.remove();
  });

  it('is plain text naming the contact, the language, its own address and the Security page', async () => {
    const res = await app.get('/.well-known/security.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const fields = fieldsOf(res.text);
    expect(fields.get('Contact')).toEqual(['mailto:support@flowvault.dev']);
    expect(fields.get('Preferred-Languages')).toEqual(['en']);
    expect(fields.get('Canonical')).toEqual(['https://flowvault.example/.well-known/security.txt']);
    expect(fields.get('Policy')).toEqual(['https://flowvault.example/security']);
    expect(fields.get('Expires')).toHaveLength(1);
  });

  it('expires within the coming year, counted from the request', async () => {
    const before = Date.now();
    const res = await app.get('/.well-known/security.txt');
    const [expires] = fieldsOf(res.text).get('Expires') ?? [];
    expect(expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const expiresAt = Date.parse(expires);
    expect(expiresAt).toBeGreaterThan(before + 300 * DAY_MS);
    expect(expiresAt).toBeLessThan(before + 365 * DAY_MS);
  });

  it('is not the web app: its neighbours under /.well-known stay a JSON 404', async () => {
    const res = await app.get('/.well-known/change-password.txt');
    expect({ status: res.status, error: res.body?.error }).toEqual({
      status: 404,
      error: 'not_found',
    });
  });
});
