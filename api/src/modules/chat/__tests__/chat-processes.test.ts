import { startApiProcesses, type ApiProcessGroup } from '../../../../test/api-processes';
import type { TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { eventually, followThread, type ChatFollower } from './chat-follower';
import { chatPath, openConversation, threadsOf } from './chat.fixtures';

/** The test app's settings, so the processes accept the test accounts' tokens. */
const SHARED_ENV = {
  JWT_SECRET: 'test-jwt-secret-test-jwt-secret-0123456789',
  SECRETS_KEY: '0'.repeat(64),
  RATE_LIMIT_PER_MINUTE: '0',
  CONCURRENT_REQUESTS_PER_CLIENT: '0',
  LOG_LEVEL: 'warn',
};

/**
 * Chat across API processes on one database, as replicas behind a load balancer: a message
 * sent through one process reaches a subscriber connected to another, and a subscriber whose
 * process dies picks up, through a new process, exactly what it missed.
 */
describe('live chat across API processes', () => {
  let app: TestApp;
  let cast: HiringCast;
  const groups: ApiProcessGroup[] = [];
  const followers: ChatFollower[] = [];

  const start = async (count: number) => {
    const group = await startApiProcesses(count, {
      databaseUrl: app.databaseUrl,
      nodeEnv: 'test',
      env: SHARED_ENV,
    });
    groups.push(group);
    return group.processes;
  };

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterEach(async () => {
    await Promise.all(followers.splice(0).map((follower) => follower.dispose()));
  });
  afterAll(async () => {
    await Promise.all(groups.map((group) => group.stop()));
    await app.close();
  });

  /** Sends through the process at `url`, as REST's client would. */
  async function sendThrough(url: string, who: TestAccount, requestId: string, message: string) {
    const response = await fetch(`${url}${chatPath(requestId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...who.headers },
      body: JSON.stringify({ message }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  const follow = (url: string, who: TestAccount, threadId: string, since: string) => {
    const follower = followThread(url, who.headers.authorization, threadId, since);
    followers.push(follower);
    return follower;
  };

  it('delivers a message sent through process A to a subscriber on process B', async () => {
    const [a, b] = await start(2);
    const { requestId, applicationId } = await openConversation(app, cast);
    const threadId = (await threadsOf(app, requestId)).get(applicationId)!;
    const first = await sendThrough(a.url, cast.expert, requestId, 'first');
    await sendThrough(a.url, cast.expert, requestId, 'marker');
    const onB = follow(b.url, cast.client, threadId, first);
    await eventually(() => expect(onB.texts()).toEqual(['marker']));

    await sendThrough(a.url, cast.expert, requestId, 'through A');
    await eventually(() => expect(onB.texts()).toEqual(['marker', 'through A']));
    // A subscription delivers in order: a second copy of either would come before this.
    await sendThrough(a.url, cast.expert, requestId, 'last');
    await eventually(() => expect(onB.texts()).toEqual(['marker', 'through A', 'last']));
  });

  it('after its process is killed, a subscriber reconnecting with since gets exactly what it missed', async () => {
    const [a, b] = await start(2);
    const { requestId, applicationId } = await openConversation(app, cast);
    const threadId = (await threadsOf(app, requestId)).get(applicationId)!;
    const first = await sendThrough(a.url, cast.expert, requestId, 'first');
    await sendThrough(a.url, cast.expert, requestId, 'one');
    const onB = follow(b.url, cast.client, threadId, first);
    await eventually(() => expect(onB.texts()).toEqual(['one']));
    await sendThrough(a.url, cast.expert, requestId, 'two');
    await eventually(() => expect(onB.texts()).toEqual(['one', 'two']));

    b.process.kill();
    await onB.ended;
    await sendThrough(a.url, cast.expert, requestId, 'while B is down 1');
    await sendThrough(a.url, cast.expert, requestId, 'while B is down 2');
    const [replacement] = await start(1);
    await sendThrough(a.url, cast.expert, requestId, 'while reconnecting');
    const lastSeen = onB.messages().at(-1)!.id;
    const again = follow(replacement.url, cast.client, threadId, lastSeen);
    await eventually(() =>
      expect(again.texts()).toEqual([
        'while B is down 1',
        'while B is down 2',
        'while reconnecting',
      ]),
    );
    await sendThrough(a.url, cast.expert, requestId, 'after');
    // A subscription delivers in order: a second copy of any message would come before 'after'.
    await eventually(() =>
      expect(again.texts()).toEqual([
        'while B is down 1',
        'while B is down 2',
        'while reconnecting',
        'after',
      ]),
    );
    expect(onB.texts()).toEqual(['one', 'two']);
  });
});
