import { createTestApp, type TestApp, type TestResponse } from '../../../../test/app';
import { createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { untilWaitingOnLocks } from '../../../../test/lock-waits';
import { chatPath, openConversation, transcript } from './chat.fixtures';

/**
 * Writers of a thread take turns on its row lock: hiring's system messages and the participants'
 * messages alike. A message sent while a status change holds the thread waits for it, is judged
 * on what that change committed, and comes after its system message.
 */
describe('writing a chat thread under its lock', () => {
  let app: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterAll(() => app.close());

  it('refuses a message that waited for a withdrawal to commit', async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    let posting: Promise<TestResponse> | undefined;
    await app.services.db.transaction(async (tx) => {
      await tx.query(`UPDATE hire_applications SET status = 'withdrawn' WHERE id = $1`, [
        applicationId,
      ]);
      await app.services.hiringConversations.postToApplication(
        tx,
        applicationId,
        'Withdrawn meanwhile.',
      );
      posting = app.post(chatPath(requestId), { message: 'Are you there?' }, cast.expert.headers);
      // The post is let go only once it is seen waiting on the thread's lock.
      await untilWaitingOnLocks(app.services.db);
    });
    const res = await posting!;
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This application was withdrawn; its chat is closed.');
  });

  it('orders a message that waited after the system message it waited for', async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    let posting: Promise<TestResponse> | undefined;
    await app.services.db.transaction(async (tx) => {
      await app.services.hiringConversations.postToApplication(
        tx,
        applicationId,
        'A system notice.',
      );
      posting = app.post(chatPath(requestId), { message: 'Noted.' }, cast.expert.headers);
      // The post is let go only once it is seen waiting on the thread's lock.
      await untilWaitingOnLocks(app.services.db);
    });
    expect((await posting!).status).toBe(201);
    expect(await transcript(app, cast.expert, requestId)).toEqual([
      ['system', 'A system notice.'],
      ['expert', 'Noted.'],
    ]);
  });
});
