import type { TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { unreadOf } from './chat-read.fixtures';
import { openConversation, say, threadsOf } from './chat.fixtures';

const THREAD = `query ($requestId: ID!, $applicationId: ID) {
  chatThread(requestId: $requestId, applicationId: $applicationId) { id unreadCount }
}`;

const MARK = `mutation ($threadId: ID!, $upToMessageId: ID) {
  markChatThreadRead(threadId: $threadId, upToMessageId: $upToMessageId) { id unreadCount }
}`;

const CARDS = `query { hireRequests(limit: 50) { id unreadChatMessages } }`;

const MY_APPLICATIONS = `query { myApplications { items { project { id unreadChatMessages } } } }`;

/**
 * Unread counts and read marks over GraphQL: `ChatThread.unreadCount`, `markChatThreadRead`,
 * and `HireRequest.unreadChatMessages` on the dashboard's cards (one statement for a page).
 */
describe('chat read marks over GraphQL', () => {
  let app: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterAll(() => app.close());

  const gql = async (query: string, variables: object, who?: TestAccount) =>
    (await app.graphql(query, variables as Record<string, unknown>, who?.headers)).body;

  it("counts the client's unread over all the request's threads, an expert's in their own", async () => {
    const { requestId, applicationId, otherApplicationId } = await openConversation(app, cast);
    await say(app, cast.expert, requestId, 'from the expert');
    await say(app, cast.expert, requestId, 'again');
    await say(app, cast.otherExpert, requestId, 'from the other expert');
    await say(app, cast.client, requestId, 'to the other', otherApplicationId);

    expect(await unreadOf(app, cast.client, requestId)).toBe(3);
    expect(await unreadOf(app, cast.expert, requestId)).toBe(0);
    expect(await unreadOf(app, cast.otherExpert, requestId)).toBe(1);
    const thread = await gql(THREAD, { requestId, applicationId }, cast.client);
    expect(thread.data.chatThread.unreadCount).toBe(2);
    const mine = await gql(MY_APPLICATIONS, {}, cast.otherExpert);
    const project = mine.data.myApplications.items
      .map((item: { project: { id: string } }) => item.project)
      .find((p: { id: string }) => p.id === requestId);
    expect(project).toEqual({ id: requestId, unreadChatMessages: 1 });
  });

  it('marks a thread read by id, up to a message or its newest, never backwards', async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    const threadId = (await threadsOf(app, requestId)).get(applicationId)!;
    const ids: string[] = [];
    for (const text of ['a', 'b', 'c']) ids.push((await say(app, cast.expert, requestId, text)).id);

    const upToFirst = await gql(MARK, { threadId, upToMessageId: ids[0] }, cast.client);
    expect(upToFirst.data.markChatThreadRead).toEqual({ id: threadId, unreadCount: 2 });
    const newest = await gql(MARK, { threadId }, cast.client);
    expect(newest.data.markChatThreadRead.unreadCount).toBe(0);
    const backwards = await gql(MARK, { threadId, upToMessageId: ids[1] }, cast.client);
    expect(backwards.data.markChatThreadRead.unreadCount).toBe(0);
    expect(await unreadOf(app, cast.client, requestId)).toBe(0);
  });

  it('refuses as reading the thread does: UNAUTHORIZED, NOT_FOUND, FORBIDDEN, bad message ids', async () => {
    const { requestId, applicationId, otherApplicationId } = await openConversation(app, cast);
    const threads = await threadsOf(app, requestId);
    const threadId = threads.get(applicationId)!;
    const theirs = (await say(app, cast.otherExpert, requestId, 'theirs')).id as string;
    const codeOf = async (variables: object, who?: TestAccount) => {
      const body = await gql(MARK, variables, who);
      expect(body.data).toBeNull();
      return body.errors[0].extensions.code;
    };
    expect(await codeOf({ threadId })).toBe('UNAUTHORIZED');
    expect(await codeOf({ threadId }, cast.freeUser)).toBe('NOT_FOUND');
    expect(await codeOf({ threadId: 'not-a-thread' }, cast.client)).toBe('NOT_FOUND');
    expect(await codeOf({ threadId: threads.get(otherApplicationId) }, cast.expert)).toBe(
      'FORBIDDEN',
    );
    expect(await codeOf({ threadId, upToMessageId: theirs }, cast.client)).toBe('VALIDATION_ERROR');
    expect(await codeOf({ threadId, upToMessageId: 'nope' }, cast.client)).toBe('VALIDATION_ERROR');
    expect(await unreadOf(app, cast.client, requestId)).toBe(1);
  });

  it("reads a page of cards' unread counts in one statement, however many cards", async () => {
    const client = cast.client;
    const statements = async () => {
      app.resetQueries();
      const body = await gql(CARDS, {}, client);
      expect(body.errors).toBeUndefined();
      return {
        cards: body.data.hireRequests as { id: string; unreadChatMessages: number }[],
        sql: [...app.queries],
      };
    };
    const { requestId } = await openConversation(app, cast);
    await say(app, cast.expert, requestId, 'hello');
    const before = await statements();
    for (let i = 0; i < 4; i++) {
      const more = await openConversation(app, cast);
      await say(app, cast.otherExpert, more.requestId, 'hi');
    }
    const after = await statements();
    expect(after.cards.length).toBe(before.cards.length + 4);
    expect(after.sql.length).toBe(before.sql.length);
    expect(after.sql.filter((sql) => sql.includes('chat_reads'))).toHaveLength(1);
    expect(after.cards.find((card) => card.id === requestId)?.unreadChatMessages).toBe(1);
  });

  it("names no one in the new payloads: no participant's id, name or email", async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    const threadId = (await threadsOf(app, requestId)).get(applicationId)!;
    await say(app, cast.expert, requestId, 'hello');
    const payloads = [
      await gql(MARK, { threadId }, cast.client),
      await gql(CARDS, {}, cast.client),
      await gql(THREAD, { requestId, applicationId }, cast.expert),
      (
        await app.post(
          `/api/expert-hire-request/${requestId}/chat/read?applicationId=${applicationId}`,
          {},
          cast.client.headers,
        )
      ).body,
    ].map((payload) => JSON.stringify(payload));
    for (const person of [cast.client, cast.expert]) {
      for (const secret of [person.id, person.email, person.name]) {
        for (const payload of payloads) expect(payload).not.toContain(secret);
      }
    }
  });
});
