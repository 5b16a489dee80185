import { FEATURES } from '../src/modules/index';
import { route } from '../src/rest/route';
import { createTestApp, type TestApp } from './app';
import { notesModule } from './fixtures/notes/notes.module';
import { TEST_AUTHENTICATOR, testActor } from './test-tokens';

// Checked by tsc: a route without `roles` may be called by a visitor, so its handler is given an
// `Actor` with no account id to read (the fixture's `GET /test-notes/actor` reads one freely).
route({
  method: 'get',
  path: '/open',
  summary: 'Open to visitors',
  response: '`{id}`.',
  // @ts-expect-error `actor` may be anonymous here
  handler: ({ actor }) => ({ id: actor.id }),
});

/**
 * The edge hands on the actor it checked, typed: a REST route declaring roles gives its handler
 * the signed-in actor, and a resolver takes it with `@CurrentUser()`, which refuses a visitor
 * even where `@Authorized` was forgotten.
 */
describe('the signed-in actor, typed at the edge', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      features: [...FEATURES, notesModule],
      authenticator: TEST_AUTHENTICATOR,
    });
  });
  afterAll(() => app.close());

  it('gives a route declaring roles the signed-in actor the guard let through', async () => {
    const expert = testActor('expert');
    const answer = await app.get('/api/test-notes/actor', expert.headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: expert.actor.id, role: 'expert' });

    const visitor = await app.get('/api/test-notes/actor');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: 'unauthorized', message: 'Please sign in to continue.' });
  });

  it('refuses a visitor before reading the input: 401, not the 400 an empty note earns', async () => {
    const visitor = await app.post('/api/test-notes', { body: '' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error).toBe('unauthorized');

    const signedIn = await app.post('/api/test-notes', { body: '' }, testActor('user').headers);
    expect(signedIn.status).toBe(400);
    expect(signedIn.body.error).toBe('validation_error');
  });

  it('refuses the wrong role at the edge, before the handler', async () => {
    const count = await app.get('/api/test-notes/count', testActor('expert').headers);
    expect(count.status).toBe(403);
    expect(count.body.error).toBe('forbidden');
  });

  it('@CurrentUser() refuses a visitor on a resolver without @Authorized', async () => {
    const visitor = await app.graphql('{ testSignedInAs(label: "x") }');
    expect(visitor.body.data).toBeNull();
    expect(visitor.body.errors).toEqual([
      expect.objectContaining({
        message: 'Please sign in to continue.',
        extensions: { code: 'UNAUTHORIZED' },
      }),
    ]);

    const user = testActor('user');
    const signedIn = await app.graphql('{ testSignedInAs(label: "x") }', undefined, user.headers);
    expect(signedIn.body).toEqual({ data: { testSignedInAs: `x:user:${user.actor.id}` } });
  });

  it('refuses a visitor with an invalid argument too, leaving no rejection unobserved', async () => {
    // An unobserved rejection would end the process in production (Node's default).
    const unobserved: unknown[] = [];
    const record = (reason: unknown) => unobserved.push(reason);
    process.prependListener('unhandledRejection', record);
    try {
      const answer = await app.graphql(
        'query ($label: String!) { testSignedInAs(label: $label) }',
        {
          label: 'nul \u0000 inside',
        },
      );
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
      await new Promise((resolve) => setImmediate(resolve));
      expect(unobserved).toEqual([]);
    } finally {
      process.removeListener('unhandledRejection', record);
    }
  });
});
