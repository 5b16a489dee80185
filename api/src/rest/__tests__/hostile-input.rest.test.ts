import { createTestApp, type TestApp } from '../../../test/app';
import { notesModule } from '../../../test/fixtures/notes/notes.module';
import { testActor } from '../../../test/test-tokens';
import { FEATURES } from '../../modules/index';

/**
 * Input built to break things is a 400 naming the field, never a 500: arrays where one value is
 * expected, numbers in forms JavaScript would accept, huge text, values outside an enum.
 */
describe('hostile input on the REST surfaces', () => {
  let app: TestApp;
  const owner = testActor('user');

  beforeAll(async () => {
    app = await createTestApp({ features: [...FEATURES, notesModule] });
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
  ])('refuses the body %j, naming the field', async (body, message) => {
    const res = await app.post('/api/test-notes', body, owner.headers);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'validation_error',
      message: 'Invalid input',
      fields: { body: message },
    });
  });
});
