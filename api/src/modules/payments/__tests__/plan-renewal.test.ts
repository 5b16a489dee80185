import { createTestApp, type TestApp } from '../../../../test/app';
import { createAccount, type TestAccount } from '../../../../test/accounts';

/**
 * Cancel, Resume and the renewals the server makes for plans at the test gateway
 * (docs/product/accounts-and-plans.md, "Renewal"), through REST and GraphQL.
 */
describe('plan renewal', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const cancel = (account: TestAccount) =>
    app.post('/api/user-subscription/cancel', {}, account.headers);
  const resume = (account: TestAccount) =>
    app.post('/api/user-subscription/resume', {}, account.headers);
  const endPeriod = (account: TestAccount, sql = `now() - interval '1 hour'`) =>
    app.services.db.query(
      `UPDATE user_subscriptions SET current_period_start = ${sql} - interval '1 month',
         current_period_end = ${sql} WHERE user_id = $1`,
      [account.id],
    );
  const periodOf = async (account: TestAccount) =>
    (
      await app.services.db.query<{ start: Date; end: Date }>(
        `SELECT current_period_start AS start, current_period_end AS "end"
           FROM user_subscriptions WHERE user_id = $1`,
        [account.id],
      )
    )[0];

  it('cancels a paid plan to the end of its period and resumes it, each asked twice', async () => {
    const account = await createAccount(app.services, { plan: 'pro' });
    const first = await cancel(account);
    expect(first.status).toBe(200);
    expect(first.body.subscription).toMatchObject({
      plan: 'Pro',
      isActive: true,
      cancelAtPeriodEnd: true,
    });
    expect((await cancel(account)).body.subscription.cancelAtPeriodEnd).toBe(true);
    const me = await app.get('/api/auth/me', account.headers);
    expect(me.body.user.subscription).toMatchObject({ plan: 'Pro', cancelAtPeriodEnd: true });

    expect((await resume(account)).body.subscription.cancelAtPeriodEnd).toBe(false);
    expect((await resume(account)).body.subscription.cancelAtPeriodEnd).toBe(false);
  });

  it('refuses a cancel or resume with no paid plan running, and a visitor', async () => {
    const free = await createAccount(app.services);
    expect((await cancel(free)).body).toEqual({
      error: 'conflict',
      message: 'You have no paid plan to cancel.',
    });
    const ended = await createAccount(app.services, { plan: 'pro' });
    await cancel(ended);
    await endPeriod(ended);
    const late = await resume(ended);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Your paid period has ended: choose a plan to start a new one.');
    expect((await app.post('/api/user-subscription/cancel', {})).status).toBe(401);
  });

  it('refuses to resume a plan that was paid for one period only', async () => {
    const account = await createAccount(app.services, { plan: 'pro' });
    await app.services.db.query(
      `UPDATE user_subscriptions SET gateway = NULL, cancel_at_period_end = true WHERE user_id = $1`,
      [account.id],
    );
    const res = await resume(account);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This plan was paid for one period and does not renew: choose it again when it ends.',
    );
  });

  it('cancels and resumes through GraphQL too', async () => {
    const account = await createAccount(app.services, { plan: 'business' });
    const ask = (name: string) =>
      app.graphql(
        `mutation { ${name} { subscription { plan cancelAtPeriodEnd } } }`,
        {},
        account.headers,
      );
    expect((await ask('cancelPlan')).body.data.cancelPlan.subscription).toEqual({
      plan: 'Business',
      cancelAtPeriodEnd: true,
    });
    expect((await ask('resumePlan')).body.data.resumePlan.subscription).toEqual({
      plan: 'Business',
      cancelAtPeriodEnd: false,
    });
  });

  it('renews a test-gateway plan from where its period ended, once across processes, and tells its holder', async () => {
    const renewing = await createAccount(app.services, { plan: 'pro' });
    const cancelled = await createAccount(app.services, { plan: 'pro' });
    await cancel(cancelled);
    for (const account of [renewing, cancelled]) await endPeriod(account);
    const endedAt = (await periodOf(renewing)).end;

    const second = await createTestApp({ databaseUrl: app.databaseUrl });
    try {
      await Promise.all([
        app.services.payments.sweepServerRenewals(),
        second.services.payments.sweepServerRenewals(),
      ]);
    } finally {
      await second.close();
    }

    const period = await periodOf(renewing);
    expect(period.start).toEqual(endedAt);
    expect(period.end.getTime()).toBeGreaterThan(Date.now());
    const renewals = await app.services.db.query<{ status: string; amount: number }>(
      `SELECT status, amount FROM payments WHERE user_id = $1 AND description LIKE '%renewal'`,
      [renewing.id],
    );
    expect(renewals).toEqual([{ status: 'paid', amount: 1900 }]);
    const me = await app.get('/api/auth/me', renewing.headers);
    expect(me.body.user.subscription).toMatchObject({ plan: 'Pro', isActive: true });
    const told = await app.services.db.query<{ title: string }>(
      `SELECT title FROM notifications WHERE user_id = $1`,
      [renewing.id],
    );
    expect(told).toEqual([{ title: 'Your Pro plan renewed' }]);

    // The cancelled plan returned to Free, as it said it would.
    const free = await app.get('/api/auth/me', cancelled.headers);
    expect(free.body.user.subscription).toMatchObject({ plan: 'Free', cancelAtPeriodEnd: false });
  });

  it('does not renew a plan whose period ended longer ago than the grace', async () => {
    const account = await createAccount(app.services, { plan: 'pro' });
    await endPeriod(account, `now() - interval '10 days'`);
    await app.services.payments.sweepServerRenewals();
    expect((await app.get('/api/auth/me', account.headers)).body.user.subscription.plan).toBe(
      'Free',
    );
  });
});
