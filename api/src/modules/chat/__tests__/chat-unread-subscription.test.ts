import type { TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { acceptAndPay, createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { eventually } from './chat-follower';
import { followUnread, readPath, type UnreadFollower } from './chat-read.fixtures';
import { openConversation, say } from './chat.fixtures';

/**
 * `chatUnreadChanged` over a real graphql-ws socket: one subscription per user follows the
 * unread counts of every request, live, for messages from the other side and the system, and
 * for the user's own marks from another tab; never for their own messages.
 */
describe('following unread counts live (chatUnreadChanged)', () => {
  let app: TestApp;
  let cast: HiringCast;
  const followers: UnreadFollower[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterEach(async () => {
    await Promise.all(followers.splice(0).map((follower) => follower.dispose()));
  });
  afterAll(() => app.close());

  /** Follows `who`'s counts, once the first state arrived (the subscription is live). */
  async function follow(who: TestAccount) {
    const follower = followUnread(app.baseUrl, who.headers.authorization);
    followers.push(follower);
    await eventually(() => expect(follower.states().length).toBeGreaterThan(0));
    return follower;
  }

  it("updates a side's count when the other side writes, and not for their own messages", async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    const client = await follow(cast.client);
    const expert = await follow(cast.expert);
    expect(client.countOf(requestId)).toBe(0);

    await say(app, cast.expert, requestId, 'one');
    await eventually(() => expect(client.countOf(requestId)).toBe(1));
    await say(app, cast.expert, requestId, 'two');
    await eventually(() => expect(client.countOf(requestId)).toBe(2));

    await say(app, cast.client, requestId, 'back', applicationId);
    await eventually(() => expect(expert.countOf(requestId)).toBe(1));
    // The expert's first state, then the one 'back' brought: none for their own messages, which
    // would have come before it.
    expect(expert.states()).toHaveLength(2);
    expect(client.countOf(requestId)).toBe(2);
  });

  it("brings a mark from another tab to the reader's own subscription", async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    await say(app, cast.expert, requestId, 'unread');
    const client = await follow(cast.client);
    expect(client.countOf(requestId)).toBe(1);
    const states = client.states().length;

    await app.post(readPath(requestId, applicationId), {}, cast.client.headers);
    await eventually(() => expect(client.countOf(requestId)).toBe(0));
    // Marking again moves nothing, and announces nothing: the next state is the next message's.
    await app.post(readPath(requestId, applicationId), {}, cast.client.headers);
    await say(app, cast.expert, requestId, 'later');
    await eventually(() => expect(client.countOf(requestId)).toBe(1));
    expect(client.states()).toHaveLength(states + 2);
  });

  it("counts the system's messages for both sides as they are written", async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    const client = await follow(cast.client);
    const expert = await follow(cast.expert);
    await acceptAndPay(app, cast.client, requestId, applicationId);
    await eventually(() => {
      expect(client.countOf(requestId)).toBeGreaterThan(0);
      expect(expert.countOf(requestId)).toBeGreaterThan(0);
    });
  });

  it("refuses an anonymous socket, and carries no one's id, name or email", async () => {
    const anonymous = followUnread(app.baseUrl, undefined);
    followers.push(anonymous);
    await anonymous.ended;
    const failure = anonymous.failure() as { extensions?: { code?: string } }[] | undefined;
    const last = anonymous.received.at(-1)?.errors?.[0] as { extensions?: { code?: string } };
    expect((Array.isArray(failure) ? failure[0] : last)?.extensions?.code).toBe('UNAUTHORIZED');

    const { requestId } = await openConversation(app, cast);
    const client = await follow(cast.client);
    await say(app, cast.expert, requestId, 'hello');
    await eventually(() => expect(client.countOf(requestId)).toBe(1));
    const text = JSON.stringify(client.received);
    for (const person of [cast.client, cast.expert, cast.otherExpert]) {
      for (const secret of [person.id, person.email, person.name]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('stops at the next change once the token is revoked: the socket closes with 4403', async () => {
    const revoked = await createCast(app);
    const { requestId } = await openConversation(app, revoked);
    const client = await follow(revoked.client);
    await app.services.db.query(
      `UPDATE users SET token_version = token_version + 1 WHERE id = $1`,
      [revoked.client.id],
    );
    await say(app, revoked.expert, requestId, 'after the revocation');
    await client.ended;
    await eventually(() => expect(client.closeCode()).toBe(4403));
    expect(client.states()).toHaveLength(1);
  });
});
