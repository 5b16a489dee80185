import { createTestApp, type TestApp } from '../../../../test/app';
import { createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { CHAT_MESSAGE_RATE } from '../chat.service';
import { chatPath, openConversation } from './chat.fixtures';

/**
 * 30 messages a minute per sender and thread, counted in PostgreSQL: two API
 * processes on one database share the count, and neither another sender nor another thread is
 * held back by it.
 */
describe('chat rate limit', () => {
  let first: TestApp;
  let second: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ databaseUrl: first.databaseUrl });
    cast = await createCast(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('refuses the 31st message of a minute with 429 and Retry-After, across API processes', async () => {
    expect(CHAT_MESSAGE_RATE).toEqual({ limit: 30, windowSeconds: 60 });
    const { requestId, applicationId, otherApplicationId } = await openConversation(first, cast);
    const path = chatPath(requestId);
    // 31 at once, through both processes: the count is the database's, not a process's.
    const sent = await Promise.all(
      Array.from({ length: 31 }, (_, n) =>
        (n % 2 ? first : second).post(path, { message: `message ${n}` }, cast.expert.headers),
      ),
    );
    const statuses = sent.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(30).fill(201), 429]);

    for (const app of [first, second]) {
      const refused = await app.post(path, { message: 'one too many' }, cast.expert.headers);
      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers.get('retry-after'));
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(refused.body).toEqual({
        error: 'rate_limited',
        message: `Too many messages: at most 30 a minute in one chat. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
        retryAfter: seconds,
      });
    }

    // The other side of the thread, and the same sender elsewhere, are not held back.
    const client = await second.post(
      chatPath(requestId, applicationId),
      { message: 'My turn' },
      cast.client.headers,
    );
    expect(client.status).toBe(201);
    const otherThread = await first.post(
      chatPath(requestId, otherApplicationId),
      { message: 'And you?' },
      cast.client.headers,
    );
    expect(otherThread.status).toBe(201);

    const stored = await first.services.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM chat_messages m JOIN chat_threads t ON t.id = m.thread_id
        WHERE t.application_id = $1 AND m.sender_type = 'expert'`,
      [applicationId],
    );
    expect(stored[0].count).toBe(30);
  });

  it('lets the sender write again once their oldest message of the minute is a minute old', async () => {
    const { requestId, applicationId } = await openConversation(first, cast);
    const path = chatPath(requestId, applicationId);
    for (let n = 0; n < 30; n += 1) {
      expect((await first.post(path, { message: `m${n}` }, cast.client.headers)).status).toBe(201);
    }
    expect((await first.post(path, { message: 'late' }, cast.client.headers)).status).toBe(429);
    // Age the first message past the window instead of waiting a minute.
    await first.services.db.query(
      `UPDATE chat_messages SET created_at = created_at - interval '61 seconds'
        WHERE message = 'm0' AND thread_id = (SELECT id FROM chat_threads WHERE application_id = $1)`,
      [applicationId],
    );
    expect((await first.post(path, { message: 'now' }, cast.client.headers)).status).toBe(201);
    expect((await first.post(path, { message: 'again' }, cast.client.headers)).status).toBe(429);
  });
});
