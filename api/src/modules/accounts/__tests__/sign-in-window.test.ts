import { createAccount, TEST_PASSWORD, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';

const MINUTE = 60_000;
/** The start of a 15-minute window, on a clock the test moves (only `Date`; timers run as usual). */
const WINDOW_START = Date.UTC(2031, 0, 1, 12, 0);

/**
 * A sign-in budget holds to the last minute of its 15-minute window across two API processes
 * over one database, after a busy process has pruned the shared counts meanwhile.
 */
describe('the per-email sign-in limit in the last minutes of its window', () => {
  let first: TestApp;
  let second: TestApp;
  let account: TestAccount;

  beforeAll(async () => {
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
      now: WINDOW_START + MINUTE,
    });
    const env = { SIGN_IN_ATTEMPTS_PER_EMAIL: '3' };
    first = await createTestApp({ env });
    second = await createTestApp({ env, databaseUrl: first.databaseUrl });
    account = await createAccount(first.services);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    jest.useRealTimers();
  });

  const signIn = (app: TestApp, email: string, password: string) =>
    app.post('/api/auth/login', { email, password });

  it('is still spent at minute 12 through another process, after a prune at minute 11', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await signIn(first, account.email, 'guess')).status).toBe(401);
    }
    await first.services.rateLimits.sync();
    // The first process goes on signing others in; its syncs prune what has ended.
    for (const minute of [10, 11]) {
      jest.setSystemTime(WINDOW_START + minute * MINUTE);
      await signIn(first, `someone-${minute}@example.com`, 'guess');
      await first.services.rateLimits.sync();
    }
    jest.setSystemTime(WINDOW_START + 12 * MINUTE);
    // A process that has not heard of the address yet lets one attempt through, then reads the
    // total and refuses the rest, the right password included.
    await signIn(second, account.email, 'guess');
    await second.services.rateLimits.sync();
    const refused = await signIn(second, account.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3 * 60);
    expect((await signIn(first, account.email, TEST_PASSWORD)).status).toBe(429);

    jest.setSystemTime(WINDOW_START + 15 * MINUTE);
    expect((await signIn(second, account.email, TEST_PASSWORD)).status).toBe(200);
  });
});
