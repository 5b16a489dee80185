import { createTestApp, type TestApp } from '../../../test/app';
import { buildTemplate } from '../../../test/factories';
import { runOverSocket } from '../../../test/graphql-ws-client';

const NUL = 'must not contain a NUL character';
const COUNT = 'pagination { totalItems }';

/**
 * GraphQL arguments pass the validation layer REST input passes: text PostgreSQL cannot store is
 * a VALIDATION_ERROR naming the argument, over HTTP and over the socket, and variables of the
 * wrong type are the client's mistake (400), never an INTERNAL_ERROR. (Every argument is also
 * fuzzed by api/test/hostile-input.property.test.ts.)
 */
describe('hostile GraphQL arguments', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await buildTemplate(app.services.dataSource, { integrations: ['Slack'], tags: ['chat'] });
  });
  afterAll(() => app.close());

  it.each([
    [`{ templates(filter: { search: "mail\\u0000" }) { ${COUNT} } }`, 'filter.search'],
    [`{ templates(filter: { integration: "\\u0000" }) { ${COUNT} } }`, 'filter.integration'],
    [`{ templates(filter: { category: "AI\\u0000" }) { ${COUNT} } }`, 'filter.category'],
    ['{ template(id: "\\u0000") { id } }', 'id'],
    [
      'mutation { recordTemplateDownload(input: { id: "a\\u0000" }) { template { id } } }',
      'input.id',
    ],
  ])('%s is a VALIDATION_ERROR naming %s', async (query, field) => {
    const res = await app.graphql(query);
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: 'Invalid input',
        extensions: { code: 'VALIDATION_ERROR', fields: { [field]: NUL } },
      }),
    ]);
  });

  it('refuses a NUL or a lone surrogate sent as a variable', async () => {
    const query = `query ($s: String) { templates(filter: { search: $s }) { ${COUNT} } }`;
    for (const [s, problem] of [
      ['\u0000', NUL],
      ['mail \ud800', 'must be valid Unicode text (it holds a lone surrogate)'],
    ]) {
      const res = await app.graphql(query, { s });
      expect(res.body.errors[0].extensions).toEqual({
        code: 'VALIDATION_ERROR',
        fields: { 'filter.search': problem },
      });
    }
  });

  it('refuses a NUL over the WebSocket before any resolver runs', async () => {
    const result = await runOverSocket(
      app.baseUrl,
      `{ templates(filter: { search: "\\u0000" }) { ${COUNT} } }`,
    );
    expect(result).toMatchObject({
      data: null,
      errors: [{ message: 'Invalid input', path: ['templates'] }],
    });
  });

  it.each([
    ['a string for an Int!', { l: 'x' }, /Int cannot represent non-integer value/],
    ['a required variable missing', {}, /of required type "Int!" was not provided/],
    ['an object for an Int!', { l: { $gt: 1 } }, /Int cannot represent/],
    ['a number past 32 bits', { l: 2 ** 40 }, /Int cannot represent non 32-bit/],
  ])(
    'a variable of the wrong type (%s) is a 400, not a failure of ours',
    async (_label, variables, message) => {
      const res = await app.graphql(
        `query ($l: Int!) { templates(limit: $l) { ${COUNT} } }`,
        variables,
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(message),
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ]);
    },
  );
});
