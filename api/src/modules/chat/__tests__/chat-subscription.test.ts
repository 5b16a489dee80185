import type { TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { acceptAndPay, createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { eventually, followThread, type ChatFollower } from './chat-follower';
import { openConversation, say, threadsOf } from './chat.fixtures';

/** The code a refused subscription was answered with, at its start or as its last event. */
function refusalCode(follower: ChatFollower): unknown {
  const failure = follower.failure() as { extensions?: { code?: unknown } }[] | undefined;
  const last = follower.received.at(-1)?.errors?.[0] as { extensions?: { code?: unknown } };
  return (Array.isArray(failure) ? failure[0] : last)?.extensions?.code;
}

/**
 * `chatMessageAdded` over a real graphql-ws socket of the app: a thread's two sides follow it
 * live, catch up after `since`, never get a message twice, and no one else may follow it.
 */
describe('following a chat thread live (chatMessageAdded)', () => {
  let app: TestApp;
  let cast: HiringCast;
  const followers: ChatFollower[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterEach(async () => {
    await Promise.all(followers.splice(0).map((follower) => follower.dispose()));
  });
  afterAll(() => app.close());

  /** A conversation, the expert's thread and a first message in it. */
  async function expertThread() {
    const conversation = await openConversation(app, cast);
    const threadId = (await threadsOf(app, conversation.requestId)).get(
      conversation.applicationId,
    )!;
    const first = await say(app, cast.expert, conversation.requestId, 'first');
    return { ...conversation, threadId, first: first.id as string };
  }

  const follow = (who: TestAccount | undefined, threadId: string, since?: string) => {
    const follower = followThread(app.baseUrl, who?.headers.authorization, threadId, since);
    followers.push(follower);
    return follower;
  };

  /** Follows from after `since`, once the message after it arrived (the subscription is live). */
  async function followLive(who: TestAccount, threadId: string, since: string, marker: string) {
    const follower = follow(who, threadId, since);
    await eventually(() => expect(follower.texts()).toContain(marker));
    return follower;
  }

  it("delivers each side's messages and the system's to both sides, in order, once", async () => {
    const { requestId, applicationId, threadId, first } = await expertThread();
    await say(app, cast.client, requestId, 'marker', applicationId);
    const clientSide = await followLive(cast.client, threadId, first, 'marker');
    const expertSide = await followLive(cast.expert, threadId, first, 'marker');

    await say(app, cast.expert, requestId, 'from the expert');
    await say(app, cast.client, requestId, 'from the client', applicationId);
    await acceptAndPay(app, cast.client, requestId, applicationId);

    const stored = await app.services.db.query<{ message: string; senderType: string }>(
      `SELECT message, sender_type AS "senderType" FROM chat_messages
        WHERE thread_id = $1 ORDER BY created_at, id OFFSET 1`,
      [threadId],
    );
    expect(stored.map((row) => row.senderType)).toEqual([
      'client',
      'expert',
      'client',
      'system',
      'system',
    ]);
    const expected = stored.map((row) => row.message);
    await eventually(() => {
      expect(clientSide.texts()).toEqual(expected);
      expect(expertSide.texts()).toEqual(expected);
    });
    // A subscription delivers in order: a second copy of any of them would come before this.
    await say(app, cast.expert, requestId, 'last');
    await eventually(() => {
      expect(clientSide.texts()).toEqual([...expected, 'last']);
      expect(expertSide.texts()).toEqual([...expected, 'last']);
    });
  });

  it('catches up after since first, then follows, never sending a message twice', async () => {
    const { requestId, threadId, first } = await expertThread();
    await say(app, cast.expert, requestId, 'second');
    await say(app, cast.expert, requestId, 'third');
    const follower = follow(cast.client, threadId, first);
    await eventually(() => expect(follower.texts()).toEqual(['second', 'third']));
    await say(app, cast.expert, requestId, 'fourth');
    await eventually(() => expect(follower.texts()).toEqual(['second', 'third', 'fourth']));
    // A subscription delivers in order: a second copy of any of them would come before this.
    await say(app, cast.expert, requestId, 'fifth');
    await eventually(() =>
      expect(follower.texts()).toEqual(['second', 'third', 'fourth', 'fifth']),
    );
    expect(new Set(follower.messages().map((message) => message.id)).size).toBe(4);
  });

  it('refuses anyone but the two sides, with the codes REST answers, and anonymous sockets', async () => {
    const { requestId, threadId } = await expertThread();
    const stranger = follow(cast.freeUser, threadId);
    const otherExpert = follow(cast.otherExpert, threadId);
    const anonymous = follow(undefined, threadId);
    const malformed = follow(cast.client, 'not-a-thread');
    // Ended subscriptions: nothing can reach them any more.
    await Promise.all([stranger.ended, otherExpert.ended, anonymous.ended, malformed.ended]);
    await say(app, cast.expert, requestId, 'private');
    expect([stranger, otherExpert, anonymous, malformed].map(refusalCode)).toEqual([
      'NOT_FOUND',
      'FORBIDDEN',
      'UNAUTHORIZED',
      'NOT_FOUND',
    ]);
    for (const refused of [stranger, otherExpert, anonymous, malformed]) {
      expect(refused.texts()).toEqual([]);
    }
  });

  it('without since, gets what was sent while the LISTEN connection was down, once, even before its first message', async () => {
    const used = await expertThread();
    const empty = await openConversation(app, cast);
    const emptyThread = (await threadsOf(app, empty.requestId)).get(empty.applicationId)!;
    const subscribe = jest.spyOn(app.services.realtime, 'subscribe');
    try {
      const onUsed = follow(cast.client, used.threadId);
      const onEmpty = follow(cast.client, emptyThread);
      await eventually(() => expect(subscribe).toHaveBeenCalledTimes(2));
      await Promise.all(subscribe.mock.results.map((result) => result.value as Promise<unknown>));
      await app.services.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'flowvault-realtime'`,
      );
      await say(app, cast.expert, used.requestId, 'while down 1');
      await say(app, cast.expert, used.requestId, 'while down 2');
      await say(app, cast.expert, empty.requestId, 'while down 3');
      await say(app, cast.expert, empty.requestId, 'while down 4');
      await eventually(() => {
        expect(onUsed.texts()).toEqual(['while down 1', 'while down 2']);
        expect(onEmpty.texts()).toEqual(['while down 3', 'while down 4']);
      });
      // A subscription delivers in order: a second copy of any of them would come before these.
      await say(app, cast.expert, used.requestId, 'after 1');
      await say(app, cast.expert, empty.requestId, 'after 2');
      await eventually(() => {
        expect(onUsed.texts()).toEqual(['while down 1', 'while down 2', 'after 1']);
        expect(onEmpty.texts()).toEqual(['while down 3', 'while down 4', 'after 2']);
      });
    } finally {
      subscribe.mockRestore();
    }
  });

  it('stops at the next message once the token is revoked: the socket closes with 4403', async () => {
    const { requestId, applicationId, threadId, first } = await expertThread();
    await say(app, cast.client, requestId, 'marker', applicationId);
    const expertSide = await followLive(cast.expert, threadId, first, 'marker');
    // What a password change or a sign-out everywhere does: every earlier token stops holding.
    await app.services.db.query(
      `UPDATE users SET token_version = token_version + 1 WHERE id = $1`,
      [cast.expert.id],
    );
    await say(app, cast.client, requestId, 'after the revocation', applicationId);
    await expertSide.ended;
    await eventually(() => expect(expertSide.closeCode()).toBe(4403));
    expect(expertSide.texts()).toEqual(['marker']);
  });

  it('shows no one by id, name or email in what it sends', async () => {
    const anonymity = await createCast(app);
    const conversation = await openConversation(app, anonymity);
    const threadId = (await threadsOf(app, conversation.requestId)).get(
      conversation.applicationId,
    )!;
    const first = await say(app, anonymity.expert, conversation.requestId, 'hello');
    await say(app, anonymity.client, conversation.requestId, 'hi', conversation.applicationId);
    const follower = await followLive(anonymity.client, threadId, first.id, 'hi');
    await say(app, anonymity.expert, conversation.requestId, 'how can I help?');
    await acceptAndPay(app, anonymity.client, conversation.requestId, conversation.applicationId);
    await eventually(() => expect(follower.messages()).toHaveLength(4));
    const sent = JSON.stringify(follower.received);
    const people = [anonymity.client, anonymity.expert, anonymity.otherExpert];
    for (const secret of people.flatMap((who) => [who.id, who.name, who.email])) {
      expect(sent).not.toContain(secret);
    }
    for (const message of follower.messages()) {
      expect(Object.keys(message).sort()).toEqual([
        'id',
        'message',
        'messageType',
        'senderType',
        'timestamp',
      ]);
    }
  });
});
