import { FEATURES } from '../../modules/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { runOverSocket } from '../../../test/graphql-ws-client';
import { failingQueryModule } from './failing-query.fixture';

/** The errors of one operation over HTTP and over the socket, which must be the same. */
async function errorsOnBothPaths(app: TestApp, query: string, variables?: Record<string, unknown>) {
  const http = await app.graphql(query, variables);
  const socket = await runOverSocket(app.baseUrl, { query, variables }).then(
    (result) => (result as { errors: unknown[] }).errors,
    (errors: unknown[]) => errors,
  );
  expect(socket).toEqual(http.body.errors);
  return {
    status: http.status,
    errors: http.body.errors,
    text: http.text + JSON.stringify(socket),
  };
}

const MISSPELT_FIELD = '{ categories { nme } }';
const MISSPELT_SORT: [string, Record<string, unknown>] = [
  'query($s: TemplateSort) { templates(sort: $s) { pagination { totalItems } } }',
  { s: 'popularr' },
];

describe('GraphQL in production', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      env: { NODE_ENV: 'production' },
      features: [...FEATURES, failingQueryModule],
    });
  });
  afterAll(() => app.close());

  it.each([
    '{ __schema { queryType { name } } }',
    '{ __type(name: "Template") { fields { name } } }',
    '{ categories { name } __schema { types { name } } }',
  ])('refuses introspection on HTTP and the socket: %s', async (query) => {
    const { status, errors } = await errorsOnBothPaths(app, query);
    expect(status).toBe(400);
    expect(errors[0]).toMatchObject({
      message: expect.stringMatching(/introspection has been disabled/),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('still answers __typename, which clients add to every selection', async () => {
    const res = await app.graphql('{ categories { __typename name } }');
    expect(res.body).toEqual({ data: { categories: [] } });
  });

  it('names no schema field in a refusal ("Did you mean")', async () => {
    const field = await errorsOnBothPaths(app, MISSPELT_FIELD);
    expect(field.errors[0].message).toBe('Cannot query field "nme" on type "Category".');
    const sort = await errorsOnBothPaths(app, ...MISSPELT_SORT);
    expect(sort.errors[0]).toMatchObject({
      message: expect.stringMatching(/"popularr" does not exist in "TemplateSort" enum\.$/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('sends no stack trace, and no database text', async () => {
    const { text } = await errorsOnBothPaths(app, '{ testDatabaseFailure }');
    expect(text).toContain('INTERNAL_ERROR');
    expect(text).not.toMatch(/stacktrace|invalid byte sequence|at .*\.ts/);
  });
});

describe('GraphQL in development', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      env: { NODE_ENV: 'development' },
      features: [...FEATURES, failingQueryModule],
    });
  });
  afterAll(() => app.close());

  it('answers introspection and suggests field names', async () => {
    const res = await app.graphql('{ __schema { queryType { name } } }');
    expect(res.body.data.__schema.queryType.name).toBe('Query');
    const field = await errorsOnBothPaths(app, MISSPELT_FIELD);
    expect(field.errors[0].message).toMatch(/Did you mean "name"\?$/);
  });

  it('sends no stack trace either', async () => {
    const operations: [string, Record<string, unknown>?][] = [
      [MISSPELT_FIELD],
      MISSPELT_SORT,
      ['{ testDatabaseFailure }'],
    ];
    for (const [query, variables] of operations) {
      const { text } = await errorsOnBothPaths(app, query, variables);
      expect(text).not.toMatch(/stacktrace|invalid byte sequence|at .*\.ts/);
    }
  });
});
