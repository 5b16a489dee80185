import { createTestApp, type TestApp } from '../../../test/app';
import { notesModule } from '../../../test/fixtures/notes/notes.module';
import { TEST_AUTHENTICATOR, testActor } from '../../../test/test-tokens';
import { FEATURES } from '../../modules/index';

/**
 * Input built to break things is a 400 naming the field, never a 500: arrays where one value is
 * expected, numbers in forms JavaScript would accept, huge text, values outside an enum, text
 * PostgreSQL cannot store. A path naming nothing is a 404 on every surface alike. (Every route
 * and argument is also fuzzed by api/test/hostile-input.property.test.ts.)
 */
describe('hostile input on the REST surfaces', () => {
  let app: TestApp;
  const owner = testActor('user');

  beforeAll(async () => {
    app = await createTestApp({
      features: [...FEATURES, notesModule],
      // The notes fixture needs actors, not accounts.
      authenticator: TEST_AUTHENTICATOR,
    });
  });
  afterAll(() => app.close());

  it.each([
    ['/api/templates?limit=1e3', 'limit'],
    ['/api/templates?limit=0x10', 'limit'],
    ['/api/templates?page=-1', 'page'],
    ['/api/templates?page=Infinity', 'page'],
    ['/api/templates?limit=5&limit=6', 'limit'],
    ['/api/templates?sort=newest&sort=name', 'sort'],
    [`/api/templates?search=${'a'.repeat(10_000)}`, 'search'],
    ['/api/templates?complexity=Impossible', 'complexity'],
    ['/api/templates?sort=__proto__', 'sort'],
    ['/api/templates?triggerType=constructor', 'triggerType'],
    ['/api/integrations?limit=1&limit=2', 'limit'],
    ['/api/integrations?limit=99999999999999999999', 'limit'],
    ['/n8n/templates/search?search=a&search=b', 'search'],
    ['/n8n/templates/search?rows=1e3', 'rows'],
    [`/n8n/templates/search?app=${'a'.repeat(10_000)}`, 'app'],
    ['/n8n/templates/search?sort=toString', 'sort'],
  ])('GET %s is a 400 naming %s', async (path, field) => {
    const res = await app.get(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'validation_error',
      message: 'Invalid query',
      fields: { [field]: expect.any(String) },
    });
  });

  it.each([
    ['/api/templates?integration=%00', 'integration'],
    ['/api/templates?search=mail%00', 'search'],
    ['/api/templates?category=AI%00', 'category'],
    ['/api/integrations?limit=%00', 'limit'],
    ['/n8n/templates/search?apps=%00', 'apps'],
    ['/n8n/templates/search?app[]=Slack%00', 'app[]'],
    ['/n8n/templates/search?search=%00', 'search'],
    ['/n8n/templates/workflows?categories[]=%00', 'categories[]'],
    ['/n8n/templates/collections?search=a%00b', 'search'],
  ])('GET %s refuses the NUL before it reaches PostgreSQL, naming %s', async (path, field) => {
    const res = await app.get(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'validation_error',
      message: 'Invalid query',
      fields: { [field]: expect.stringMatching(/^must (not contain a NUL character|be a whole)/) },
    });
  });

  const MALFORMED_IDS = [
    'abc',
    '-1',
    '0',
    '1.5',
    '1e3',
    '99999999999999999999',
    '%00',
    '1%00',
    '%ZZ',
    '%E0%A4%A',
    '%ED%A0%80',
    '%20',
    '..%2F..%2Fetc',
    'x'.repeat(10_240),
    encodeURIComponent('✓ ünïcödé 😀'),
    '00000000-0000-0000-0000-00000000000g',
  ];
  const ID_PATHS = [
    '/api/templates/:id',
    '/api/templates/:id/download',
    '/n8n/templates/workflows/:id',
    '/n8n/workflows/templates/:id',
    '/n8n/templates/collections/:id',
  ];

  it.each(MALFORMED_IDS.map((id) => [id.slice(0, 40), id]))(
    'the malformed id %s is a 404 under /api/ and /n8n/ alike',
    async (_label, id) => {
      for (const path of ID_PATHS) {
        const res = await app.get(path.replace(':id', id));
        expect({ path, status: res.status, error: res.body?.error }).toEqual({
          path,
          status: 404,
          error: 'not_found',
        });
        expect(res.body.message).toMatch(/not found/);
      }
    },
  );

  it.each([
    '/api/templates?__proto__[polluted]=1&constructor=x&page[]=2',
    '/api/templates?hasOwnProperty=1&toString=2',
    '/n8n/templates/search?__proto__=1&categories[]=',
  ])('ignores parameters no input declares: %s', async (path) => {
    const res = await app.get(path);
    expect(res.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['an array', [{ body: 'x' }], 'The request body must be a JSON object'],
    ['a string', '"note"', 'Request body is not valid JSON'],
    ['null', 'null', 'Request body is not valid JSON'],
    ['broken JSON', '{"body":', 'Request body is not valid JSON'],
  ])('refuses %s as a JSON body', async (_label, body, message) => {
    const res = await app.post('/api/test-notes', body, owner.headers);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'validation_error', message });
  });

  it.each([
    [{}, 'is required'],
    [{ body: ['a', 'b'] }, 'must be text'],
    [{ body: { $gt: '' } }, 'must be text'],
    [{ body: 12 }, 'must be text'],
    [{ body: 'x'.repeat(10_000) }, 'must be at most 200 characters'],
    [{ body: 'a note\u0000' }, 'must not contain a NUL character'],
    [{ body: 'a note \ud800' }, 'must be valid Unicode text (it holds a lone surrogate)'],
  ])('refuses the body %j, naming the field', async (body, message) => {
    const res = await app.post('/api/test-notes', body, owner.headers);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'validation_error',
      message: 'Invalid input',
      fields: { body: message },
    });
  });

  it('names where a NUL hides in a nested value', async () => {
    const res = await app.post(
      '/api/test-notes',
      { body: { nested: ['ok', '\u0000'] } },
      owner.headers,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'body.nested.1': 'must not contain a NUL character' });
  });

  it('refuses a key named constructor nested in a body, which class-transformer cannot read', async () => {
    const res = await app.post(
      '/api/test-notes',
      { body: 'a note', meta: { constructor: [] } },
      owner.headers,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ meta: 'must not hold a key named "constructor"' });
  });

  it('refuses a key named __proto__ nested in a body, naming where', async () => {
    const body = '{"body": "a note", "meta": {"tags": [{"__proto__": {"polluted": 1}}]}}';
    const res = await app.post('/api/test-notes', body, owner.headers);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'meta.tags.0': 'must not hold a key named "__proto__"' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops a top-level __proto__ as undeclared: its properties never pass as fields', async () => {
    const body = '{"__proto__": {"body": "smuggled"}}';
    const res = await app.post('/api/test-notes', body, owner.headers);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ body: 'is required' });
  });

  it('refuses a body nested deeper than any input, however deep, without a stack overflow', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const res = await app.post('/api/test-notes', `{"body":"ok","extra":${deep}}`, owner.headers);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'validation_error',
      message: 'Invalid input',
      fields: { extra: 'must not be nested more than 64 levels deep' },
    });
  });
});
