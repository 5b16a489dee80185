import { createTestApp, type TestApp } from '../../../test/app';

const PAGE_OF = 'query($l: Int!) { templates(limit: $l) { pagination { totalItems } } }';

describe('GraphQL request errors over HTTP', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it.each([
    [
      'of the wrong type',
      { l: 'x' },
      /^Variable "\$l" got invalid value "x"; Int cannot represent/,
    ],
    ['missing', {}, /^Variable "\$l" of required type "Int!" was not provided\.$/],
  ])('refuses a variable %s with 400 BAD_USER_INPUT', async (_, variables, message) => {
    app.resetQueries();
    const res = await app.graphql(PAGE_OF, variables);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        message: expect.stringMatching(message),
        locations: [{ line: 1, column: 7 }],
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
    expect(app.queries).toEqual([]);
  });

  it('keeps VALIDATION_ERROR for an argument the resolver refuses', async () => {
    const res = await app.graphql(PAGE_OF, { l: 0 });
    expect(res.body.errors[0].extensions).toEqual({
      code: 'VALIDATION_ERROR',
      fields: { limit: expect.any(String) },
    });
  });

  it('refuses a subscription sent over HTTP with 400, not INTERNAL_ERROR', async () => {
    const query = 'subscription S { chatMessageAdded(threadId: "x") { id } }';
    const res = await app.graphql(query);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        message:
          'Subscriptions are served over graphql-ws (a WebSocket on /graphql), not over HTTP.',
        locations: [{ line: 1, column: 1 }],
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
  });

  it.each([
    [
      'a hash alone',
      { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } },
    ],
    [
      'a hash that does not match its document',
      {
        query: '{ categories { name } }',
        extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } },
      },
    ],
    [
      'an unknown version',
      { query: '{ categories { name } }', extensions: { persistedQuery: { version: 9 } } },
    ],
  ])('answers %s with PERSISTED_QUERY_NOT_SUPPORTED and runs nothing', async (_, body) => {
    app.resetQueries();
    const res = await app.post('/graphql', body);
    expect(res.body).toEqual({
      errors: [
        {
          message: 'PersistedQueryNotSupported',
          extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' },
        },
      ],
    });
    expect(app.queries).toEqual([]);
  });
});
