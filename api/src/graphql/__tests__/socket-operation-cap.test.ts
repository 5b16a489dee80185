import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/app';
import { openConversation, say, threadsOf } from '../../modules/chat/__tests__/chat.fixtures';
import { createCast, type HiringCast } from '../../modules/hiring/__tests__/hiring.fixtures';
import { MAX_OPERATIONS_PER_SOCKET } from '../socket-server';
import { eventually } from '../../../test/eventually';

const FOLLOW = `subscription ($threadId: ID!) { chatMessageAdded(threadId: $threadId) { message } }`;

/**
 * One graphql-ws socket holds at most MAX_OPERATIONS_PER_SOCKET subscriptions at once: the next
 * is refused RATE_LIMITED, and a place frees up when one completes.
 */
describe('subscriptions open on one socket', () => {
  let app: TestApp;
  let cast: HiringCast;
  let client: Client;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
    client = createClient({
      url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: cast.client.headers.authorization },
      retryAttempts: 0,
    });
  });
  afterAll(async () => {
    await client.dispose();
    await app.close();
  });

  it('refuses one more than MAX_OPERATIONS_PER_SOCKET with RATE_LIMITED until one completes', async () => {
    expect(MAX_OPERATIONS_PER_SOCKET).toBe(20);
    const conversation = await openConversation(app, cast);
    const threadId = (await threadsOf(app, conversation.requestId)).get(
      conversation.applicationId,
    )!;
    const subscribe = jest.spyOn(app.services.realtime, 'subscribe');
    const outcomes: unknown[][] = [];
    const follow = () => {
      const outcome: unknown[] = [];
      outcomes.push(outcome);
      return client.subscribe(
        { query: FOLLOW, variables: { threadId } },
        {
          next: (value) => void outcome.push(value.data ?? value.errors),
          error: (error) => void outcome.push(error),
          complete: () => void outcome.push('complete'),
        },
      );
    };
    const stops = Array.from({ length: MAX_OPERATIONS_PER_SOCKET }, follow);
    await eventually(() => expect(subscribe).toHaveBeenCalledTimes(MAX_OPERATIONS_PER_SOCKET));

    follow();
    await eventually(() => expect(outcomes.at(-1)).toHaveLength(1));
    const [refusal] = outcomes.at(-1) as { extensions?: { code?: string }; message: string }[][];
    expect(refusal.map((error) => error.extensions?.code)).toEqual(['RATE_LIMITED']);
    expect(subscribe).toHaveBeenCalledTimes(MAX_OPERATIONS_PER_SOCKET);

    stops[0]();
    // The complete reaches the server after a moment: until then a new one is still refused.
    for (let attempt = 1; subscribe.mock.calls.length === MAX_OPERATIONS_PER_SOCKET; attempt++) {
      expect(attempt).toBeLessThan(50);
      follow();
      const outcome = outcomes.at(-1)!;
      await eventually(() =>
        expect(outcome.length > 0 || subscribe.mock.calls.length > MAX_OPERATIONS_PER_SOCKET).toBe(
          true,
        ),
      );
    }
    await say(app, cast.expert, conversation.requestId, 'to all who follow');
    const last = outcomes.at(-1)!;
    await eventually(() =>
      expect(last).toEqual([{ chatMessageAdded: { message: 'to all who follow' } }]),
    );
  });
});
