import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createCast, type HiringCast } from '../src/modules/hiring/__tests__/hiring.fixtures';
import { createTestApp, type TestApp } from './app';

const SUBSCRIPTIONS = {
  chat: `subscription ($id: ID!) { chatMessageAdded(threadId: $id) { id } }`,
  project: `subscription ($id: ID!) { projectUpdated(requestId: $id) { requestId } }`,
};

/** Ids no thread or project has, some of which would not even make a channel name. */
const MALFORMED_IDS = ['x'.repeat(60), 'a\u0000', 'not-a-uuid', 'é'.repeat(40)];

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/**
 * A subscription to an id the subscriber may not follow is refused before anything is listened
 * on (the process's pub-sub is never asked to subscribe): NOT_FOUND, as REST answers, never an internal error, and nothing logged as an error.
 */
describe('subscribing to a malformed or unknown id', () => {
  let app: TestApp;
  let cast: HiringCast;
  const logs: string[] = [];
  const clients: Client[] = [];

  beforeAll(async () => {
    app = await createTestApp({ logs });
    cast = await createCast(app);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await app.close();
  });

  /** The error codes the subscription was answered with (graphql-ws `error` or a `next`). */
  function codesOf(query: string, id: string): Promise<unknown[]> {
    const client = createClient({
      url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: cast.client.headers.authorization },
      retryAttempts: 0,
    });
    clients.push(client);
    const codes: unknown[] = [];
    const record = (errors: readonly { extensions?: { code?: unknown } }[] | undefined) =>
      codes.push(...(errors ?? []).map((error) => error.extensions?.code));
    return new Promise((resolve) => {
      client.subscribe(
        { query, variables: { id } },
        {
          next: (value) => record(value.errors as never),
          error: (error) => {
            record(Array.isArray(error) ? error : [error as never]);
            resolve(codes);
          },
          complete: () => resolve(codes),
        },
      );
    });
  }

  it.each(Object.entries(SUBSCRIPTIONS))(
    '%s: answers NOT_FOUND without a LISTEN',
    async (_, query) => {
      const subscribe = jest.spyOn(app.services.realtime, 'subscribe');
      for (const id of [...MALFORMED_IDS, UNKNOWN_UUID]) {
        expect([id, await codesOf(query, id)]).toEqual([id, ['NOT_FOUND']]);
      }
      expect(subscribe).not.toHaveBeenCalled();
      const errors = logs
        .map((line) => JSON.parse(line) as { level: number })
        .filter((line) => line.level >= 50);
      expect(errors).toEqual([]);
    },
  );
});
