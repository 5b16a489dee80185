import { Client, type Notification } from 'pg';
import { createTestApp, type TestApp } from '../../../../test/app';
import { eventually } from '../../../../test/eventually';
import { acceptAndPay, createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { announceMessages } from '../chat-announcement';
import { chatMessageRepository } from '../chat-message.repository';
import {
  chatPath,
  listenToThreads,
  openConversation,
  say,
  threadOfChannel,
  threadsOf,
} from './chat.fixtures';

/**
 * Every new message, the participants' and hiring's system messages alike, is announced on
 * its thread's channel (`chat_message:<threadId>`) in the transaction that writes it: the notice reaches a listener of another
 * connection only after the commit, carries the ids alone, and never comes for a write that
 * failed.
 */
describe('chat announcements', () => {
  let app: TestApp;
  let cast: HiringCast;
  let listener: Client;
  const notices: { payload: Record<string, unknown>; rowVisible: boolean }[] = [];
  /** A channel of the test's own, whose notices mark how far the listener has heard. */
  const MARKER = 'chat_announcement_test_marker';
  const markers = new Map<string, () => void>();

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
    listener = new Client({ connectionString: app.databaseUrl });
    await listener.connect();
    const reader = new Client({ connectionString: app.databaseUrl });
    await reader.connect();
    await listener.query(`LISTEN ${MARKER}`);
    listener.on('notification', (notification: Notification) => {
      if (notification.channel === MARKER) {
        // Through the reader too, so that it settles after every notice heard before it.
        void reader.query('SELECT 1').then(() => markers.get(notification.payload!)?.());
        return;
      }
      const payload = {
        threadId: threadOfChannel(notification.channel),
        messageId: notification.payload,
      };
      // What a subscriber does on a notice: read the row, which must already be there.
      void reader
        .query('SELECT 1 FROM chat_messages WHERE id = $1 AND thread_id = $2', [
          payload.messageId,
          payload.threadId,
        ])
        .then((found) => notices.push({ payload, rowVisible: found.rowCount === 1 }));
    });
    listener.on('end', () => reader.end());
  });
  afterAll(async () => {
    await listener.end();
    await app.close();
  });

  /**
   * The notices since `from` of every transaction committed so far: PostgreSQL delivers a
   * listener's notices in commit order, so all of them have arrived once a marker notified now
   * has.
   */
  async function noticesSoFar(from: number) {
    const marker = String(markers.size);
    const heard = new Promise<void>((resolve) => markers.set(marker, resolve));
    await app.services.db.query(`SELECT pg_notify($1, $2)`, [MARKER, marker]);
    await heard;
    return notices.slice(from);
  }

  /** The notices since `from`, once `count` of them have arrived, and any more committed. */
  async function noticesFrom(from: number, count: number) {
    await eventually(() => expect(notices.length).toBeGreaterThanOrEqual(from + count));
    return noticesSoFar(from);
  }

  const threadOf = async (applicationId: string) =>
    (
      await app.services.db.query<{ id: string }>(
        `SELECT id FROM chat_threads WHERE application_id = $1`,
        [applicationId],
      )
    )[0].id;

  /** A conversation whose threads the listener hears. */
  const listenedConversation = async () => {
    const conversation = await openConversation(app, cast);
    await listenToThreads(listener, (await threadsOf(app, conversation.requestId)).values());
    return conversation;
  };

  it('announces a sent message with its thread and message ids only, readable on arrival', async () => {
    const { requestId, applicationId } = await listenedConversation();
    const from = notices.length;
    const sent = await say(app, cast.expert, requestId, 'Hello there');
    expect(await noticesFrom(from, 1)).toEqual([
      {
        payload: { threadId: await threadOf(applicationId), messageId: sent.id },
        rowVisible: true,
      },
    ]);
  });

  it("announces hiring's system messages in every thread they are posted to", async () => {
    const { requestId, applicationId, otherApplicationId } = await listenedConversation();
    const from = notices.length;
    await acceptAndPay(app, cast.client, requestId, applicationId);
    const arrived = await noticesFrom(from, 4);
    const system = await app.services.db.query<{ threadId: string; messageId: string }>(
      `SELECT m.thread_id AS "threadId", m.id AS "messageId" FROM chat_messages m
         JOIN chat_threads t ON t.id = m.thread_id
        WHERE t.request_id = $1 AND m.sender_type = 'system' ORDER BY m.created_at, m.id`,
      [requestId],
    );
    expect(system).toHaveLength(4);
    expect(arrived.map((notice) => notice.payload)).toEqual(
      expect.arrayContaining(system.map((row) => ({ ...row }))),
    );
    expect(arrived).toHaveLength(4);
    expect(arrived.every((notice) => notice.rowVisible)).toBe(true);
    const threads = new Set(arrived.map((notice) => notice.payload.threadId));
    expect(threads).toEqual(
      new Set([await threadOf(applicationId), await threadOf(otherApplicationId)]),
    );
  });

  it("announces a transition's system messages in one statement, whatever the number of threads", async () => {
    const { applicationId, otherApplicationId } = await listenedConversation();
    const from = notices.length;
    app.resetQueries();
    const accepted = await app.post(
      `/api/expert-hire-request/applications/${applicationId}/accept`,
      undefined,
      cast.client.headers,
    );
    expect(accepted.status).toBe(200);
    // One for the system messages of every thread, one for the accepted expert's notification.
    expect(app.queries.filter((sql) => sql.includes('pg_notify'))).toHaveLength(2);
    const arrived = await noticesFrom(from, 2);
    expect(new Set(arrived.map((notice) => notice.payload.threadId))).toEqual(
      new Set([await threadOf(applicationId), await threadOf(otherApplicationId)]),
    );
  });

  it('sends the notice at commit, not when the statement runs', async () => {
    const { applicationId } = await listenedConversation();
    const threadId = await threadOf(applicationId);
    const from = notices.length;
    let messageId = '';
    await app.services.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO chat_messages (thread_id, sender_type, message) VALUES ($1, 'system', 'x')
         RETURNING id`,
        [threadId],
      );
      messageId = row.id;
      await announceMessages(app.services.realtime, tx, [{ threadId, messageId }]);
      expect(await noticesSoFar(from)).toEqual([]);
    });
    expect((await noticesFrom(from, 1)).map((notice) => notice.payload)).toEqual([
      { threadId, messageId },
    ]);
  });

  it('sends no notice for a write that fails or is refused', async () => {
    const { requestId, applicationId } = await listenedConversation();
    const threadId = await threadOf(applicationId);
    const from = notices.length;
    await expect(
      app.services.db.transaction(async (tx) => {
        const created = await chatMessageRepository.insert(tx, {
          threadId,
          senderType: 'expert',
          senderId: cast.expert.id,
          message: 'never committed',
        });
        await announceMessages(app.services.realtime, tx, [{ threadId, messageId: created.id }]);
        throw new Error('something after the write failed');
      }),
    ).rejects.toThrow('something after the write failed');
    const refused = [
      await app.post(chatPath(requestId), { message: '' }, cast.expert.headers),
      await app.post(chatPath(requestId), { message: 'hi' }, cast.freeUser.headers),
    ];
    expect(refused.map((res) => res.status)).toEqual([400, 404]);
    const closed = await app.post(
      `/api/expert-applications/${applicationId}/withdraw`,
      undefined,
      cast.expert.headers,
    );
    expect(closed.status).toBe(200);
    const afterWithdraw = await noticesFrom(from, 1);
    expect(afterWithdraw).toHaveLength(1);
    const late = await app.post(chatPath(requestId), { message: 'hi' }, cast.expert.headers);
    expect(late.status).toBe(409);
    expect(await noticesSoFar(from)).toEqual(afterWithdraw);
    const stored = await app.services.db.query(
      `SELECT message FROM chat_messages WHERE thread_id = $1 AND sender_type <> 'system'`,
      [threadId],
    );
    expect(stored).toEqual([]);
  });
});
