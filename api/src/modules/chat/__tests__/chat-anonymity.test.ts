import { Client } from 'pg';
import { createTestApp, type TestApp, type TestResponse } from '../../../../test/app';
import type { TestAccount } from '../../../../test/accounts';
import { eventually } from '../../../../test/eventually';
import { acceptAndPay, createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { chatPath, listenToThreads, openConversation, threadsOf } from './chat.fixtures';

const MESSAGE_KEYS = ['id', 'message', 'messageType', 'senderType', 'timestamp'];

/**
 * The chat shows each side's role, never who they are: every chat payload of a whole journey,
 * over REST, GraphQL and the notices, is searched for the ids, names and emails of everyone in
 * it (and for every `sender_id` stored); none may appear.
 */
describe('chat anonymity', () => {
  let app: TestApp;
  let cast: HiringCast;
  let listener: Client;
  const payloads: string[] = [];
  const notices: string[] = [];
  const messages: Record<string, unknown>[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
    listener = new Client({ connectionString: app.databaseUrl });
    await listener.connect();
    listener.on('notification', (notice) => notices.push(notice.payload ?? ''));
  });
  afterAll(async () => {
    await listener.end();
    await app.close();
  });

  /** Records a chat answer's text and the messages in it. */
  function keep(res: TestResponse, found: (body: never) => unknown): void {
    expect(res.status).toBeLessThan(300);
    expect(res.body.errors).toBeUndefined();
    payloads.push(res.text);
    messages.push(
      ...([found(res.body as never)].flat().filter(Boolean) as Record<string, unknown>[]),
    );
  }

  const rest = {
    send: async (who: TestAccount, requestId: string, message: string, applicationId?: string) =>
      keep(await app.post(chatPath(requestId, applicationId), { message }, who.headers), (m) => m),
    read: async (who: TestAccount, requestId: string, applicationId?: string) =>
      keep(
        await app.get(chatPath(requestId, applicationId), who.headers),
        (b: { messages: unknown[] }) => b.messages,
      ),
  };
  const graphql = {
    send: async (who: TestAccount, requestId: string, message: string, applicationId?: string) =>
      keep(
        await app.graphql(
          `mutation ($input: SendChatMessageInput!) {
             sendChatMessage(input: $input) { id senderType message timestamp messageType } }`,
          { input: { requestId, applicationId, message } },
          who.headers,
        ),
        (b: { data: { sendChatMessage: unknown } }) => b.data.sendChatMessage,
      ),
    read: async (who: TestAccount, requestId: string, applicationId?: string) => {
      keep(
        await app.graphql(
          `query ($requestId: ID!, $applicationId: ID) {
             chatThread(requestId: $requestId, applicationId: $applicationId) {
               id requestId applicationId role open
               messages { id senderType message timestamp messageType } } }`,
          { requestId, applicationId },
          who.headers,
        ),
        (b: { data: { chatThread: { messages: unknown[] } } }) => b.data.chatThread.messages,
      );
      keep(
        await app.graphql(
          `query ($requestId: ID!, $applicationId: ID) {
             chatMessages(requestId: $requestId, applicationId: $applicationId) {
               id senderType message timestamp messageType } }`,
          { requestId, applicationId },
          who.headers,
        ),
        (b: { data: { chatMessages: unknown[] } }) => b.data.chatMessages,
      );
    },
  };

  it('never shows who anyone is, on any surface', async () => {
    const { client, expert, otherExpert } = cast;
    const { requestId, applicationId, otherApplicationId } = await openConversation(app, cast);
    await listenToThreads(listener, (await threadsOf(app, requestId)).values());

    await rest.send(expert, requestId, 'Hi, I would love to help.');
    await graphql.send(otherExpert, requestId, 'Hello! I have done this before.');
    await rest.send(client, requestId, 'What would you need from us?', applicationId);
    await graphql.send(client, requestId, 'Thanks, we will decide soon.', otherApplicationId);
    await acceptAndPay(app, client, requestId, applicationId);
    await graphql.send(expert, requestId, 'Starting today.');
    await rest.send(client, requestId, 'Great.');
    for (const read of [rest.read, graphql.read]) {
      await read(client, requestId);
      await read(client, requestId, otherApplicationId);
      await read(expert, requestId);
      await read(otherExpert, requestId);
    }

    const senderIds = await app.services.db.query<{ senderId: string }>(
      `SELECT DISTINCT m.sender_id AS "senderId" FROM chat_messages m
         JOIN chat_threads t ON t.id = m.thread_id
        WHERE t.request_id = $1 AND m.sender_id IS NOT NULL`,
      [requestId],
    );
    expect(senderIds).toHaveLength(3);
    const secrets = [
      ...[client, expert, otherExpert].flatMap((who) => [who.id, who.name, who.email]),
      ...senderIds.map((row) => row.senderId),
    ];
    // 6 sends and 12 reads; the notices of 6 messages and of 4 system messages.
    expect(payloads).toHaveLength(18);
    await eventually(() => expect(notices).toHaveLength(10));
    for (const payload of [...payloads, ...notices]) {
      for (const secret of secrets) expect(payload).not.toContain(secret);
    }
    expect(messages.length).toBeGreaterThan(40);
    for (const message of messages) expect(Object.keys(message).sort()).toEqual(MESSAGE_KEYS);
    expect(new Set(messages.map((message) => message.senderType))).toEqual(
      new Set(['client', 'expert', 'system']),
    );
  });
});
