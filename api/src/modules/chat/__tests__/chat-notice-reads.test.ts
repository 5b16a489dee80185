import { createTestApp, type TestApp } from '../../../../test/app';
import { createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { eventually, followThread, type ChatFollower } from './chat-follower';
import { openConversation, say, threadsOf } from './chat.fixtures';

/** The SELECT of one announced message (chatMessageRepository.find). */
const isMessageRead = (sql: string) => /FROM chat_messages m WHERE m\.id = \$1 AND/.test(sql);
/** The subscribers' check against the thread (chatThreadRepository.withViewers). */
const isThreadCheck = (sql: string) => /"viewerApplied"\s+FROM unnest\(/.test(sql);
/** The subscribers' token check (userRepository.sessions). */
const isTokenCheck = (sql: string) =>
  /token_version AS "tokenVersion".*FROM users WHERE id = ANY/s.test(sql);

/**
 * A thread followed from several tabs on one API process: each message is read from the database
 * once for all of them, and each tab is still checked against the thread, and its token, at that
 * event: the checks a message wakes share one statement of each kind (`sharedReads`).
 */
describe('one read of each kind per announced message, however many tabs follow the thread', () => {
  let app: TestApp;
  let cast: HiringCast;
  const followers: ChatFollower[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterAll(async () => {
    await Promise.all(followers.map((follower) => follower.dispose()));
    await app.close();
  });

  it('six subscribers of a thread cost one SELECT of each message, of their tokens and of the thread', async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    const threadId = (await threadsOf(app, requestId)).get(applicationId)!;
    const first = await say(app, cast.expert, requestId, 'first');
    const missed = jest.spyOn(app.services.chat, 'missed');
    for (const who of [
      cast.client,
      cast.expert,
      cast.client,
      cast.expert,
      cast.client,
      cast.expert,
    ]) {
      followers.push(followThread(app.baseUrl, who.headers.authorization, threadId, first.id));
    }
    // A message each subscriber receives shows every subscription is live.
    await say(app, cast.client, requestId, 'live', applicationId);
    await eventually(() => {
      for (const follower of followers) expect(follower.texts()).toEqual(['live']);
    });
    // A subscription's catch-up reads page after page until one brings nothing new, which here
    // is an empty one: once each tab has had its empty page, none reads any more.
    await eventually(async () => {
      const pages = await Promise.all(missed.mock.results.map((result) => result.value));
      expect(pages.filter((page) => page.length === 0)).toHaveLength(followers.length);
    });
    missed.mockRestore();

    app.resetQueries();
    await say(app, cast.expert, requestId, 'one');
    // The second POST waits until every tab has the first message: otherwise its sender's token
    // check may share a turn, and so a statement, with the tabs' checks the first message woke.
    await eventually(() => {
      for (const follower of followers) expect(follower.texts()).toEqual(['live', 'one']);
    });
    await say(app, cast.client, requestId, 'two', applicationId);
    // A tab receives a message only after the reads it woke: with it, they are all counted.
    await eventually(() => {
      for (const follower of followers) expect(follower.texts()).toEqual(['live', 'one', 'two']);
    });

    expect(app.queries.filter(isMessageRead)).toHaveLength(2);
    expect(app.queries.filter(isThreadCheck)).toHaveLength(2);
    // Each POST checks its sender's token in a turn of its own; each message, its six tabs'.
    expect(app.queries.filter(isTokenCheck)).toHaveLength(2 + 2);
    // Every tab has the same messages, in the same order.
    const ids = followers.map((follower) => follower.messages().map((message) => message.id));
    expect(new Set(ids.map((list) => list.join())).size).toBe(1);
  });
});
