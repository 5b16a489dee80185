import { createTestApp, type TestApp } from '../../../../test/app';
import { acceptAndPay, createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { readPath, unreadOf } from './chat-read.fixtures';
import { openConversation, say, threadsOf } from './chat.fixtures';

/**
 * Marking a chat read over REST (`POST /api/expert-hire-request/{id}/chat/read`) and the unread
 * counts it leaves: the other side's and the system's messages after the mark, never the
 * caller's own; a mark that never moves backwards; the refusals of reading the chat.
 */
describe('chat read marks over REST', () => {
  let app: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterAll(() => app.close());

  it("counts the other side's messages as unread, never the caller's own", async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    await say(app, cast.expert, requestId, 'one');
    await say(app, cast.expert, requestId, 'two');
    await say(app, cast.client, requestId, 'reply', applicationId);
    expect(await unreadOf(app, cast.client, requestId)).toBe(2);
    expect(await unreadOf(app, cast.expert, requestId)).toBe(1);
  });

  it('counts system messages for both sides', async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    await acceptAndPay(app, cast.client, requestId, applicationId);
    const [system] = await app.services.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM chat_messages
        WHERE thread_id = $1 AND sender_type = 'system'`,
      [(await threadsOf(app, requestId)).get(applicationId)],
    );
    expect(system.count).toBeGreaterThan(0);
    expect(await unreadOf(app, cast.expert, requestId)).toBe(system.count);
    // The client reads the system's messages of both applications' threads.
    expect(await unreadOf(app, cast.client, requestId)).toBeGreaterThanOrEqual(system.count);
  });

  it('marks up to a message, by default the newest, and never moves the mark backwards', async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    const ids: string[] = [];
    for (const text of ['a', 'b', 'c']) ids.push((await say(app, cast.expert, requestId, text)).id);
    const mark = (body: object) =>
      app.post(readPath(requestId, applicationId), body, cast.client.headers);

    const first = await mark({ upToMessageId: ids[0] });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ unreadCount: 2 });
    expect((await mark({ upToMessageId: ids[2] })).body).toEqual({ unreadCount: 0 });
    expect((await mark({ upToMessageId: ids[1] })).body).toEqual({ unreadCount: 0 });
    expect(await unreadOf(app, cast.client, requestId)).toBe(0);

    await say(app, cast.expert, requestId, 'd');
    expect(await unreadOf(app, cast.client, requestId)).toBe(1);
    expect((await mark({})).body).toEqual({ unreadCount: 0 });
    expect(await unreadOf(app, cast.client, requestId)).toBe(0);
  });

  it("marks only the caller's side: the other side's count stays", async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    await say(app, cast.expert, requestId, 'question');
    await say(app, cast.client, requestId, 'answer', applicationId);
    const expertRead = await app.post(readPath(requestId), {}, cast.expert.headers);
    expect(expertRead.body).toEqual({ unreadCount: 0 });
    expect(await unreadOf(app, cast.expert, requestId)).toBe(0);
    expect(await unreadOf(app, cast.client, requestId)).toBe(1);
  });

  it('marks an empty thread as nothing unread', async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    const res = await app.post(readPath(requestId, applicationId), {}, cast.client.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unreadCount: 0 });
  });

  it('refuses as reading the chat does, and answers a bad id with a 4xx, never a 500', async () => {
    const { requestId, applicationId, otherApplicationId } = await openConversation(app, cast);
    const own = (await say(app, cast.expert, requestId, 'mine')).id as string;
    const elsewhere = (await say(app, cast.otherExpert, requestId, 'theirs')).id as string;
    const mark = (path: string, body: object, headers?: Record<string, string>) =>
      app.post(path, body, headers);

    expect((await mark(readPath(requestId), {})).status).toBe(401);
    expect((await mark(readPath(requestId), {}, cast.freeUser.headers)).status).toBe(404);
    expect((await mark(readPath('not-a-request'), {}, cast.client.headers)).status).toBe(404);
    expect(
      (await mark(readPath(requestId, otherApplicationId), {}, cast.expert.headers)).status,
    ).toBe(403);
    expect((await mark(readPath(requestId, 'nope'), {}, cast.client.headers)).status).toBe(404);
    // No application is accepted yet: the client must choose a thread.
    expect((await mark(readPath(requestId), {}, cast.client.headers)).status).toBe(404);

    const foreign = await mark(
      readPath(requestId, applicationId),
      { upToMessageId: elsewhere },
      cast.client.headers,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({
      upToMessageId: 'must be the id of a message in this chat',
    });
    for (const upToMessageId of [
      'not-an-id',
      42,
      own.toUpperCase().replace(/-/g, ''),
      `${own}\u0000`,
      '\u0000',
      'x'.repeat(100_000),
      [own],
    ]) {
      const res = await mark(
        readPath(requestId, applicationId),
        { upToMessageId },
        cast.client.headers,
      );
      expect(res.status).toBe(400);
    }
    expect(await unreadOf(app, cast.client, requestId)).toBe(2);
    // A blank id is no id: the thread's newest message.
    const blank = await mark(
      readPath(requestId, applicationId),
      { upToMessageId: '' },
      cast.client.headers,
    );
    expect(blank.body).toEqual({ unreadCount: 0 });
    expect(await unreadOf(app, cast.client, requestId)).toBe(1);
  });
});
