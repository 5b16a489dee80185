import WebSocket from 'ws';
import { FEATURES } from '../../modules/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildTemplate } from '../../../test/factories';
import { runOverSocket } from '../../../test/graphql-ws-client';
import { MAX_SOCKET_MESSAGE_BYTES } from '../socket-server';
import { failingQueryModule } from './failing-query.fixture';
import {
  aliasedSearches,
  FAN_OUT_BOUND_MS,
  fragmentFanOut,
  inlineFragments,
  RELATED_THREE_LEVELS,
  RELATED_WORKFLOWS,
} from './hostile-operations';

/** The errors a socket operation was refused with (graphql-ws `error` message). */
async function refusalOf(app: TestApp, query: Parameters<typeof runOverSocket>[1]) {
  app.resetQueries();
  const outcome = await runOverSocket(app.baseUrl, query).then(
    (result) => ({ result }),
    (errors: unknown) => ({ errors }),
  );
  expect(app.queries).toEqual([]);
  return outcome;
}

/**
 * Sends `message` after connection_init on a raw socket; settles with the close code, or with
 * 'answered' when the server answers the operation instead.
 */
function closeCodeAfter(baseUrl: string, message: string): Promise<number | 'answered'> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  socket.on('open', () => {
    socket.send(JSON.stringify({ type: 'connection_init' }));
    socket.send(message);
  });
  return new Promise((resolve) => {
    socket.on('close', (code) => resolve(code));
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type !== 'connection_ack') {
        resolve('answered');
        socket.close();
      }
    });
  });
}

describe('GraphQL over graphql-ws on /graphql', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ features: [...FEATURES, failingQueryModule] });
    await buildTemplate(app.services.dataSource, { category: 'Marketing' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('runs a query over the socket', async () => {
    const result = await runOverSocket(app.baseUrl, '{ categories { name count } }');
    expect(result).toEqual({ data: { categories: [{ name: 'Marketing', count: 1 }] } });
  });

  it('refuses a connection whose authorization parameter is not a string', async () => {
    const outcome = runOverSocket(app.baseUrl, '{ categories { name } }', { authorization: 12345 });
    await expect(outcome).rejects.toMatchObject({ code: 4403 });
  });

  it('refuses the three-level related templates query without running it', async () => {
    expect(await refusalOf(app, RELATED_THREE_LEVELS)).toEqual({
      errors: [
        {
          message: expect.stringMatching(/^Query is too costly/),
          locations: [{ line: 1, column: 1 }],
          extensions: { code: 'QUERY_TOO_COMPLEX' },
        },
      ],
    });
  });

  it('refuses the workflows of the related templates of a page without running it', async () => {
    expect(await refusalOf(app, RELATED_WORKFLOWS)).toEqual({
      errors: [expect.objectContaining({ extensions: { code: 'QUERY_TOO_COMPLEX' } })],
    });
  });

  // The bound is the test's timeout: expanded, 2^30 fields would take minutes (see limits.test).
  it(
    'refuses a fragment fan-out of 30 levels without expanding it',
    async () => {
      const { errors } = (await refusalOf(app, fragmentFanOut(30))) as { errors: unknown[] };
      expect(errors).toContainEqual(
        expect.objectContaining({
          message: expect.stringMatching(/^Query selects too many fields/),
          extensions: { code: 'QUERY_TOO_COMPLEX' },
        }),
      );
    },
    FAN_OUT_BOUND_MS,
  );

  it('refuses aliases past the limit and documents past the token and size budget', async () => {
    expect(await refusalOf(app, aliasedSearches(21))).toEqual({
      errors: [expect.objectContaining({ message: 'Query has too many aliases: 21, at most 20' })],
    });
    for (const [query, message] of [
      [inlineFragments(166), 'Query is too large: more than 1000 tokens'],
      [aliasedSearches(1000), 'Query is too large: more than 20000 characters'],
    ]) {
      expect(await refusalOf(app, query)).toEqual({
        errors: [expect.objectContaining({ message, extensions: { code: 'QUERY_TOO_COMPLEX' } })],
      });
    }
  });

  it('answers a syntax error with an error message, and the socket serves on', async () => {
    expect(await refusalOf(app, '{ categories {')).toEqual({
      errors: [
        expect.objectContaining({
          message: 'Syntax Error: Expected Name, found <EOF>.',
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        }),
      ],
    });
  });

  it('refuses a variable of the wrong type or a missing one with BAD_USER_INPUT', async () => {
    const query = 'query($l: Int!) { templates(limit: $l) { pagination { totalItems } } }';
    for (const variables of [{ l: 'x' }, {}]) {
      expect(await refusalOf(app, { query, variables })).toEqual({
        errors: [
          expect.objectContaining({
            message: expect.stringMatching(/^Variable "\$l"/),
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        ],
      });
    }
  });

  it('refuses a subscription to a field the schema does not have, as a bad request', async () => {
    expect(await refusalOf(app, 'subscription { templateAdded { id } }')).toEqual({
      errors: [
        {
          message: 'Cannot query field "templateAdded" on type "Subscription".',
          locations: [{ line: 1, column: 16 }],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
  });

  it('closes a socket sending a message larger than a POST body may be, and serves on', async () => {
    const subscribe = (padding: number) =>
      JSON.stringify({
        type: 'subscribe',
        id: '1',
        payload: { query: '{ categories { name } }', variables: { padding: 'x'.repeat(padding) } },
      });
    expect(await closeCodeAfter(app.baseUrl, subscribe(MAX_SOCKET_MESSAGE_BYTES))).toBe(1009);
    const nearLimit = await runOverSocket(app.baseUrl, {
      query: '{ categories { name } }',
      variables: { padding: 'x'.repeat(MAX_SOCKET_MESSAGE_BYTES - 200) },
    });
    expect(nearLimit).toEqual({ data: { categories: [{ name: 'Marketing' }] } });
  });

  it('masks a database failure as INTERNAL_ERROR, as over HTTP', async () => {
    const result = await runOverSocket(app.baseUrl, '{ testDatabaseFailure }');
    expect(result).toEqual({
      data: null,
      errors: [
        {
          message: 'Something went wrong on our side. Please try again.',
          locations: [{ line: 1, column: 3 }],
          path: ['testDatabaseFailure'],
          extensions: { code: 'INTERNAL_ERROR' },
        },
      ],
    });
    const http = await app.graphql('{ testDatabaseFailure }');
    expect(http.body.errors).toEqual((result as { errors: unknown }).errors);
  });
});
