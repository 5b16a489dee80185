import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { eventually } from '../../../../test/eventually';
import { followThread } from '../../chat/__tests__/chat-follower';
import { say } from '../../chat/__tests__/chat.fixtures';
import {
  applyTo,
  createCast,
  createRequest,
  newTemplate,
  type HiringCast,
} from '../../hiring/__tests__/hiring.fixtures';
import {
  followNotifications,
  notificationsOf,
  type NotificationFollower,
} from './notification.fixtures';

/**
 * `notificationAdded` over a real graphql-ws socket, across two API processes: each user hears
 * their own notifications live, in order, once; nobody hears anyone else's.
 */
describe('notifications live (notificationAdded)', () => {
  let app: TestApp;
  let other: TestApp;
  let cast: HiringCast;
  const followers: { dispose(): Promise<void> }[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    other = await createTestApp({ databaseUrl: app.databaseUrl });
  });
  beforeEach(async () => {
    cast = await createCast(app);
  });
  afterEach(async () => {
    await Promise.all(followers.splice(0).map((follower) => follower.dispose()));
  });
  afterAll(async () => {
    await other.close();
    await app.close();
  });

  function follow(on: TestApp, who: TestAccount | undefined, since?: string): NotificationFollower {
    const follower = followNotifications(on.baseUrl, who?.headers.authorization, since);
    followers.push(follower);
    return follower;
  }

  let probes = 0;
  /** Writes a notification to `who` that `told` leaves out; its body names it. */
  async function probe(who: TestAccount): Promise<string> {
    const body = `probe ${++probes}`;
    const written = await app.services.db.transaction((tx) =>
      app.services.notifications.notify(tx, {
        userId: who.id,
        kind: 'project_completed',
        title: 'probe',
        body,
        link: '/dashboard',
      }),
    );
    expect(written).toBeUndefined();
    return body;
  }

  /** Waits until the subscription listens, its catch-up done: a notification now reaches it. */
  async function listening(follower: NotificationFollower, who: TestAccount) {
    await eventually(async () => {
      await probe(who);
      expect(follower.received.length).toBeGreaterThan(0);
    });
  }

  /**
   * Waits for a probe written now: a subscription delivers in order, so whatever was written to
   * `who` before it has arrived by then.
   */
  async function caughtUp(follower: NotificationFollower, who: TestAccount) {
    const body = await probe(who);
    await eventually(() =>
      expect(follower.received.map((r) => r.data?.notificationAdded?.body)).toContain(body),
    );
  }

  /** What a follower received besides the probes of `listening`. */
  const told = (follower: NotificationFollower) =>
    follower.received.map((r) => r.data?.notificationAdded).filter((n) => n?.title !== 'probe');

  it('brings the client the expert’s application live, from another process, and only to them', async () => {
    const client = follow(other, cast.client);
    const expert = follow(other, cast.expert);
    await listening(client, cast.client);
    await listening(expert, cast.expert);

    const request = await createRequest(app, cast.client, await newTemplate(app));
    const application = await applyTo(app, cast.expert, request._id);
    await eventually(() =>
      expect(told(client)).toEqual([
        expect.objectContaining({
          kind: 'expert_applied',
          link: `/dashboard?section=hire-requests&request=${request._id}&application=${application._id}`,
        }),
      ]),
    );
    await caughtUp(client, cast.client);
    await caughtUp(expert, cast.expert);
    expect(told(client)).toHaveLength(1);
    expect(told(expert)).toEqual([]);
  });

  it('catches up from `since` after a reconnect, then goes on live', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    await applyTo(app, cast.expert, request._id);
    const [seen] = await notificationsOf(app, cast.client);
    await applyTo(app, cast.otherExpert, request._id);
    const missed = (await notificationsOf(app, cast.client))[0];
    const client = follow(app, cast.client, seen._id);
    await eventually(() => expect(client.ids()).toEqual([missed._id]));
  });

  it('refuses a socket without a session, and a since of someone else catches nothing up', async () => {
    const anonymous = follow(app, undefined);
    await anonymous.ended;
    expect(JSON.stringify([anonymous.failure(), anonymous.received])).toContain('UNAUTHORIZED');
    expect(anonymous.ids()).toEqual([]);

    const request = await createRequest(app, cast.client, await newTemplate(app));
    await applyTo(app, cast.expert, request._id);
    const [clients] = await notificationsOf(app, cast.client);
    const stranger = await createAccount(app.services);
    const prying = follow(app, stranger, clients._id);
    // A subscription catches up before it delivers anything live, such as the probes.
    await listening(prying, stranger);
    expect(told(prying)).toEqual([]);
  });

  it('tells a side nothing of a message while they have its chat open, and again once they leave', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const application = await applyTo(app, cast.expert, request._id);
    const [{ threadId }] = await app.services.db.query<{ threadId: string }>(
      `SELECT id AS "threadId" FROM chat_threads WHERE application_id = $1`,
      [application._id],
    );
    // The client has the chat open, in the other process.
    const open = followThread(other.baseUrl, cast.client.headers.authorization, threadId);
    await eventually(async () => {
      const [{ count }] = await app.services.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM chat_presence WHERE thread_id = $1`,
        [threadId],
      );
      expect(count).toBe(1);
    });
    await say(app, cast.expert, request._id, 'While you are here');
    await eventually(() => expect(open.texts()).toContain('While you are here'));
    const chat = async () =>
      (await notificationsOf(app, cast.client)).filter((n) => n.kind === 'chat_message');
    expect(await chat()).toEqual([]);

    await open.dispose();
    await eventually(async () => {
      const rows = await app.services.db.query(`SELECT 1 FROM chat_presence WHERE thread_id = $1`, [
        threadId,
      ]);
      expect(rows).toEqual([]);
    });
    await say(app, cast.expert, request._id, 'Now you are away');
    expect((await chat()).map((n) => n.body)).toEqual(['The expert: Now you are away']);
  });
});
