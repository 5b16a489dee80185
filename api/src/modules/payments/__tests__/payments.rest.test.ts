import { createTestApp, type TestApp } from '../../../../test/app';
import { runOverSocket } from '../../../../test/graphql-ws-client';
import { awayFromWindowEdge } from '../../../../test/rate-limit-window';
import { createAccount, type TestAccount } from '../../../../test/accounts';
import { PLANS } from '../../accounts/plans';

const [FREE, PRO, BUSINESS] = PLANS;

/** Plans and the test gateway's whole payment path over REST. */
describe('plans and payments over REST', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const me = async (account: TestAccount) =>
    (await app.get('/api/auth/me', account.headers)).body.user.subscription;
  const startPro = async (account: TestAccount, extra: Record<string, unknown> = {}) =>
    app.post(
      '/api/process-payment',
      {
        subscriptionId: PRO.id,
        gateway: 'test',
        currency: 'USD',
        amount: 19,
        description: 'FlowVault Pro',
        returnUrl: '/dashboard/upgrade-processing?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: '/dashboard?payment=cancelled',
        ...extra,
      },
      account.headers,
    );
  const periods = async (account: TestAccount) =>
    app.services.db.query<{ plan_id: string; start: Date; end: Date }>(
      `SELECT plan_id, current_period_start AS start, current_period_end AS "end"
         FROM user_subscriptions WHERE user_id = $1`,
      [account.id],
    );

  it('lists the three seeded plans with their prices, limits and Most Popular', async () => {
    const res = await app.get('/api/subscriptions');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(
      res.body.subscriptions.map((plan: Record<string, unknown>) => [
        plan.name,
        plan.price,
        plan.currency,
        plan.duration,
        plan.templateSaves,
        plan.hiring,
        plan.mostPopular,
      ]),
    ).toEqual([
      ['Free', 0, 'USD', 'monthly', 5, false, false],
      ['Pro', 19, 'USD', 'monthly', 100, true, true],
      ['Business', 190, 'USD', 'yearly', -1, true, false],
    ]);
    expect(res.body.subscriptions[1]._id).toBe(PRO.id);
  });

  it('lists the test gateway as the only payment method here', async () => {
    const res = await app.get('/api/payment-gateways');
    expect(res.body).toEqual({
      success: true,
      gateways: [{ id: 'test', name: 'test', displayName: 'Test Payments', testMode: true }],
    });
  });

  it('completes the Free plan at once and asks a paid plan for its payment', async () => {
    const account = await createAccount(app.services);
    expect((await app.post('/api/user-subscription', { subscriptionId: FREE.id })).status).toBe(
      401,
    );
    const free = await app.post(
      '/api/user-subscription',
      { subscriptionId: FREE.id, paymentGateway: 'test' },
      account.headers,
    );
    expect(free.body).toMatchObject({
      success: true,
      status: 'completed',
      subscription: { plan: 'Free', isActive: false },
    });
    const paid = await app.post(
      '/api/user-subscription',
      { subscriptionId: BUSINESS.id, paymentGateway: 'test' },
      account.headers,
    );
    expect(paid.body).toEqual({
      success: true,
      requiresPayment: true,
      paymentData: {
        amount: 190,
        currency: 'USD',
        description: 'FlowVault Business (yearly)',
        subscriptionId: BUSINESS.id,
      },
    });
  });

  it.each([
    [{ subscriptionId: '6b1f4a52-0d4e-4c39-9a51-000000000000' }, 404, 'not_found'],
    [{ subscriptionId: 'pro' }, 404, 'not_found'],
    [{ subscriptionId: PRO.id, paymentGateway: 'paypal' }, 400, 'validation_error'],
    [{}, 400, 'validation_error'],
  ])('refuses choosing %j', async (body, status, error) => {
    const account = await createAccount(app.services);
    const res = await app.post('/api/user-subscription', body, account.headers);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(error);
  });

  it.each([
    [{ amount: 1.9 }, 'amount'],
    [{ amount: 19.001 }, 'amount'],
    [{ currency: 'EUR' }, 'amount'],
    [{ amount: '19' }, 'amount'],
    [{ gateway: 'stripe' }, 'gateway'],
    [{ returnUrl: 'https://evil.example/steal?session_id={CHECKOUT_SESSION_ID}' }, 'returnUrl'],
    [{ returnUrl: '//evil.example/' }, 'returnUrl'],
    [{ cancelUrl: 'javascript:alert(1)' }, 'cancelUrl'],
    [{ subscriptionId: FREE.id, amount: 0 }, 'subscriptionId'],
  ])(
    'refuses a payment that does not match its plan or points elsewhere: %j',
    async (extra, field) => {
      const account = await createAccount(app.services);
      const res = await startPro(account, extra);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation_error');
      expect(Object.keys(res.body.fields)).toEqual([field]);
      const [{ count }] = await app.services.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM payments WHERE user_id = $1`,
        [account.id],
      );
      expect(count).toBe(0);
    },
  );

  it('pays for Pro through the test checkout and activates it for a month', async () => {
    const account = await createAccount(app.services);
    const started = await startPro(account);
    expect(started.status).toBe(200);
    const { paymentResult } = started.body;
    expect(paymentResult).toEqual({
      paymentUrl: `/checkout/test/${paymentResult.sessionId}`,
      status: 'pending',
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      data: { message: expect.any(String), instructions: expect.any(String) },
    });
    const sessionId = paymentResult.sessionId;
    const [row] = await app.services.db.query(
      `SELECT purpose, reference, amount, currency, gateway, status FROM payments WHERE id = $1`,
      [sessionId],
    );
    expect(row).toEqual({
      purpose: 'subscription',
      reference: PRO.id,
      amount: 1900,
      currency: 'USD',
      gateway: 'test',
      status: 'pending',
    });
    const pending = await app.get(`/api/payments/session/${sessionId}`, account.headers);
    expect(pending.body.session).toMatchObject({
      id: sessionId,
      status: 'pending',
      amount: 19,
      currency: 'USD',
      description: 'FlowVault Pro (monthly)',
    });
    expect((await me(account)).plan).toBe('Free');

    const paid = await app.post(`/api/payments/test/${sessionId}/complete`, {}, account.headers);
    expect(paid.body).toEqual({
      redirectUrl: `/dashboard/upgrade-processing?session_id=${sessionId}`,
    });
    const subscription = await me(account);
    expect(subscription).toMatchObject({
      plan: 'Pro',
      planId: PRO.id,
      isActive: true,
      templateSaves: 100,
    });
    const days = (Date.parse(subscription.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const done = await app.get(`/api/payments/session/${sessionId}`, account.headers);
    expect(done.body.session).toMatchObject({ status: 'paid', completedAt: expect.any(String) });
  });

  it('shows a payment session to its owner only', async () => {
    const owner = await createAccount(app.services);
    const stranger = await createAccount(app.services);
    const { sessionId } = (await startPro(owner)).body.paymentResult;
    expect((await app.get(`/api/payments/session/${sessionId}`)).status).toBe(401);
    const other = await app.get(`/api/payments/session/${sessionId}`, stranger.headers);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'not_found', message: 'Payment session not found' });
    const steal = await app.post(`/api/payments/test/${sessionId}/complete`, {}, stranger.headers);
    expect(steal.status).toBe(404);
    expect((await me(stranger)).plan).toBe('Free');
    expect((await me(owner)).plan).toBe('Free');
    for (const id of ['not-a-uuid', '00000000-0000-4000-a000-000000000000']) {
      expect((await app.get(`/api/payments/session/${id}`, owner.headers)).status).toBe(404);
    }
  });

  it('a cancelled checkout changes nothing and cannot be paid afterwards', async () => {
    const account = await createAccount(app.services);
    const { sessionId } = (await startPro(account)).body.paymentResult;
    const cancelled = await app.post(`/api/payments/test/${sessionId}/cancel`, {}, account.headers);
    expect(cancelled.body).toEqual({ redirectUrl: '/dashboard?payment=cancelled' });
    const late = await app.post(`/api/payments/test/${sessionId}/complete`, {}, account.headers);
    expect(late.status).toBe(409);
    expect(await me(account)).toMatchObject({ plan: 'Free', isActive: false });
    expect(await periods(account)).toEqual([]);
  });

  it('activates the plan exactly once when 20 completions of one session race', async () => {
    const account = await createAccount(app.services);
    const { sessionId } = (await startPro(account)).body.paymentResult;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.post(`/api/payments/test/${sessionId}/complete`, {}, account.headers),
      ),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    const [period] = await periods(account);
    const months =
      (period.end.getUTCFullYear() - period.start.getUTCFullYear()) * 12 +
      period.end.getUTCMonth() -
      period.start.getUTCMonth();
    expect(months).toBe(1);
    const [{ count }] = await app.services.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM payments WHERE user_id = $1 AND status = 'paid'`,
      [account.id],
    );
    expect(count).toBe(1);
  });

  it('two payments of one account completing at once both count: two periods', async () => {
    const account = await createAccount(app.services);
    const sessions = [
      (await startPro(account)).body.paymentResult.sessionId,
      (await startPro(account)).body.paymentResult.sessionId,
    ];
    await Promise.all(
      sessions.map((id) => app.post(`/api/payments/test/${id}/complete`, {}, account.headers)),
    );
    const [period] = await periods(account);
    const months =
      (period.end.getUTCFullYear() - period.start.getUTCFullYear()) * 12 +
      period.end.getUTCMonth() -
      period.start.getUTCMonth();
    expect(months).toBe(2);
  });

  it('a second paid period of the running plan starts when the first ends', async () => {
    const account = await createAccount(app.services, { plan: 'pro' });
    const [first] = await periods(account);
    const { sessionId } = (await startPro(account)).body.paymentResult;
    await app.post(`/api/payments/test/${sessionId}/complete`, {}, account.headers);
    const [second] = await periods(account);
    expect(second.start).toEqual(first.start);
    expect(second.end.getTime()).toBeGreaterThan(first.end.getTime() + 27 * 86_400_000);
  });

  it('reads a subscription whose period has ended as Free', async () => {
    const account = await createAccount(app.services, { plan: 'pro' });
    expect((await me(account)).isActive).toBe(true);
    await app.services.db.query(
      `UPDATE user_subscriptions SET current_period_start = now() - interval '40 days',
         current_period_end = now() - interval '1 minute' WHERE user_id = $1`,
      [account.id],
    );
    expect(await me(account)).toEqual({
      plan: 'Free',
      planId: FREE.id,
      isActive: false,
      templateSaves: 5,
      templateSavesUsed: 0,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
  });

  it('keeps a running paid plan when Free is chosen', async () => {
    const account = await createAccount(app.services, { plan: 'pro' });
    const res = await app.post(
      '/api/user-subscription',
      { subscriptionId: FREE.id },
      account.headers,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Your Pro plan stays active until \d{4}-\d\d-\d\d/);
    expect((await me(account)).plan).toBe('Pro');
  });

  it('takes donations of 5, 10 or 20 USD from visitors through the same path', async () => {
    const refused = await app.post('/api/donations', { amount: 7, gateway: 'test' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ amount: 'must be 5, 10 or 20' });
    const started = await app.post('/api/donations', {
      amount: 10,
      gateway: 'test',
      returnUrl: '/template/abc?donation=thanks',
      cancelUrl: '/template/abc',
    });
    const { sessionId } = started.body.paymentResult;
    const session = await app.get(`/api/payments/session/${sessionId}`);
    expect(session.body.session).toMatchObject({
      purpose: 'donation',
      amount: 10,
      description: 'Donation to FlowVault (10 USD)',
    });
    const paid = await app.post(`/api/payments/test/${sessionId}/complete`, {});
    expect(paid.body).toEqual({ redirectUrl: '/template/abc?donation=thanks' });
    expect((await app.get(`/api/payments/session/${sessionId}`)).body.session.status).toBe('paid');
  });
});

describe('payments without a gateway', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { PAYMENTS_TEST_GATEWAY: 'false' } });
  });
  afterAll(() => app.close());

  it('offers no payment method and serves no test checkout', async () => {
    const account = await createAccount(app.services);
    expect((await app.get('/api/payment-gateways')).body).toEqual({ success: true, gateways: [] });
    const res = await app.post(
      '/api/user-subscription',
      { subscriptionId: PRO.id },
      account.headers,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No payment methods available');
    const complete = await app.post(
      '/api/payments/test/00000000-0000-4000-a000-000000000000/complete',
      {},
      account.headers,
    );
    expect(complete.status).toBe(404);
  });
});

describe('checkouts per address', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { CHECKOUTS_PER_IP: '3' } });
    // The refusal below must come more than a minute before the window ends, or it says
    // seconds: a minute for that and up to 30 s for the test on a loaded machine.
    await awayFromWindowEdge(15 * 60_000, 90_000);
  }, 120_000);
  afterAll(() => app.close());

  it('refuses a fourth checkout from one address on every surface, and records no payment for it', async () => {
    const account = await createAccount(app.services);
    const donate = () => app.post('/api/donations', { amount: 5, gateway: 'test' });
    expect((await donate()).status).toBe(200);
    expect((await donate()).status).toBe(200);
    const plan = await app.post(
      '/api/process-payment',
      { subscriptionId: PRO.id, gateway: 'test', currency: 'USD', amount: 19 },
      account.headers,
    );
    expect(plan.status).toBe(200);

    const refused = await donate();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many payment attempts\. Try again in \d+ minutes?\.$/),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    const mutation = 'mutation { startDonation(input: {amount: 10, gateway: "test"}) { status } }';
    const overHttp = await app.graphql(mutation);
    expect(overHttp.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    const overSocket = (await runOverSocket(app.baseUrl, mutation)) as {
      errors: { extensions: { code: string } }[];
    };
    expect(overSocket.errors[0].extensions.code).toBe('RATE_LIMITED');
    const [{ count }] = await app.services.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM payments`,
    );
    expect(count).toBe(3);
  });
});
