import { createTestApp, type TestApp } from '../../../../test/app';
import { createAccount, type TestAccount } from '../../../../test/accounts';
import {
  sendStripeEvent,
  signedStripeEvent,
  STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET,
  stripeOnlyEnv,
  StripeStandIn,
} from '../../../../test/stripe-stand-in';
import { PLANS } from '../../accounts/plans';

const PRO = PLANS[1];

/**
 * The Stripe gateway with the real `stripe` package against a local stand-in for Stripe's API,
 * and webhooks signed with the package's own test helper.
 */
describe('Stripe Checkout', () => {
  let app: TestApp;
  const stripe = new StripeStandIn();

  beforeAll(async () => {
    const apiUrl = await stripe.start();
    app = await createTestApp({
      env: { ...stripeOnlyEnv(apiUrl), PUBLIC_URL: 'https://flowvault.example' },
    });
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  const startPro = async (account: TestAccount) => {
    const res = await app.post(
      '/api/process-payment',
      { subscriptionId: PRO.id, gateway: 'stripe', currency: 'USD', amount: 19 },
      account.headers,
    );
    expect(res.status).toBe(200);
    return res.body.paymentResult as { paymentUrl: string; sessionId: string };
  };
  const sendEvent = (type: string, object: unknown, id?: string) =>
    sendStripeEvent(app, type, object, id);
  const paidSession = (paymentId: string) => ({
    ...stripe.sessionOf(paymentId),
    payment_status: 'paid',
    status: 'complete',
  });
  const periodEnd = async (account: TestAccount) =>
    (
      await app.services.db.query<{ end: Date }>(
        `SELECT current_period_end AS "end" FROM user_subscriptions WHERE user_id = $1`,
        [account.id],
      )
    )[0]?.end;
  const statusOf = async (paymentId: string) =>
    (
      await app.services.db.query<{ status: string }>(`SELECT status FROM payments WHERE id = $1`, [
        paymentId,
      ])
    )[0].status;

  it('offers Stripe in test mode', async () => {
    expect((await app.get('/api/payment-gateways')).body.gateways).toEqual([
      { id: 'stripe', name: 'stripe', displayName: 'Stripe', testMode: true },
    ]);
  });

  it('opens a Checkout Session for the plan with return URLs on PUBLIC_URL', async () => {
    const account = await createAccount(app.services);
    const { paymentUrl, sessionId } = await startPro(account);
    const session = stripe.sessionOf(sessionId);
    expect(paymentUrl).toBe(session.url);
    expect(session).toMatchObject({
      amount_total: 1900,
      currency: 'usd',
      client_reference_id: sessionId,
      success_url: `https://flowvault.example/dashboard/upgrade-processing?session_id=${sessionId}`,
      cancel_url: 'https://flowvault.example/dashboard?payment=cancelled',
    });
    const [row] = await app.services.db.query(`SELECT external_id FROM payments WHERE id = $1`, [
      sessionId,
    ]);
    expect(row.external_id).toBe(session.id);
  });

  it('activates the plan from a signed checkout.session.completed, once however often it comes', async () => {
    const account = await createAccount(app.services);
    const { sessionId } = await startPro(account);
    const event = { id: `evt_replayed_${sessionId}`, object: paidSession(sessionId) };
    const first = await sendEvent('checkout.session.completed', event.object, event.id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    const end = await periodEnd(account);
    expect(end).toBeDefined();
    // The same event again, and another event for the same session: nothing more.
    expect((await sendEvent('checkout.session.completed', event.object, event.id)).status).toBe(
      200,
    );
    expect((await sendEvent('checkout.session.async_payment_succeeded', event.object)).status).toBe(
      200,
    );
    expect(await periodEnd(account)).toEqual(end);
    const [{ count }] = await app.services.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM payment_events WHERE event_id = $1`,
      [event.id],
    );
    expect(count).toBe(1);
    const me = await app.get('/api/auth/me', account.headers);
    expect(me.body.user.subscription).toMatchObject({ plan: 'Pro', isActive: true });
  });

  it('refuses a webhook whose signature does not hold, and changes nothing', async () => {
    const account = await createAccount(app.services);
    const { sessionId } = await startPro(account);
    const object = paidSession(sessionId);
    const forged = signedStripeEvent(
      { id: 'evt_forged', type: 'checkout.session.completed', object },
      'whsec_someone_else',
    );
    const answers = [
      await app.post('/api/payments/stripe/webhook', forged.body, forged.headers),
      await app.post('/api/payments/stripe/webhook', forged.body),
      await app.post(
        '/api/payments/stripe/webhook',
        forged.body.replace('"paid"', '"unpaid"'),
        signedStripeEvent(
          { id: 'evt_x', type: 'checkout.session.completed', object },
          WEBHOOK_SECRET,
        ).headers,
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('validation_error');
    }
    expect(await statusOf(sessionId)).toBe('pending');
    expect(await periodEnd(account)).toBeUndefined();
  });

  it('records a charge of another amount as failed, never as the plan', async () => {
    const account = await createAccount(app.services);
    const { sessionId } = await startPro(account);
    const res = await sendEvent('checkout.session.completed', {
      ...paidSession(sessionId),
      amount_total: 100,
    });
    expect(res.status).toBe(200);
    expect(await statusOf(sessionId)).toBe('failed');
    expect(await periodEnd(account)).toBeUndefined();
  });

  it('cancels an expired session; nothing changes', async () => {
    const account = await createAccount(app.services);
    const { sessionId } = await startPro(account);
    await sendEvent('checkout.session.expired', {
      ...stripe.sessionOf(sessionId),
      status: 'expired',
    });
    expect(await statusOf(sessionId)).toBe('cancelled');
    expect(await periodEnd(account)).toBeUndefined();
  });

  it('activates once when the confirmation page and the webhook complete the session at once', async () => {
    const account = await createAccount(app.services);
    const { sessionId } = await startPro(account);
    const session = stripe.sessionOf(sessionId);
    session.payment_status = 'paid';
    session.status = 'complete';
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        app.get(`/api/payments/session/${sessionId}`, account.headers),
      ),
      ...Array.from({ length: 5 }, () => sendEvent('checkout.session.completed', session)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await statusOf(sessionId)).toBe('paid');
    const [{ months }] = await app.services.db.query<{ months: number }>(
      `SELECT (extract(year FROM age(current_period_end, current_period_start)) * 12 +
               extract(month FROM age(current_period_end, current_period_start)))::int AS months
         FROM user_subscriptions WHERE user_id = $1`,
      [account.id],
    );
    expect(months).toBe(1);
  });

  it('acknowledges events for sessions it does not know', async () => {
    const res = await sendEvent('checkout.session.completed', {
      id: 'cs_elsewhere',
      object: 'checkout.session',
      payment_status: 'paid',
      metadata: {},
    });
    expect(res.status).toBe(200);
    expect((await sendEvent('customer.created', { id: 'cus_1', object: 'customer' })).status).toBe(
      200,
    );
  });

  it('answers 502 when Stripe cannot be reached, and the attempt is recorded as failed', async () => {
    const account = await createAccount(app.services);
    stripe.failing = true;
    try {
      const res = await app.post(
        '/api/process-payment',
        { subscriptionId: PRO.id, gateway: 'stripe', currency: 'USD', amount: 19 },
        account.headers,
      );
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        error: 'upstream_error',
        message: 'The payment provider could not be reached. Please try again.',
      });
    } finally {
      stripe.failing = false;
    }
    const rows = await app.services.db.query<{ status: string }>(
      `SELECT status FROM payments WHERE user_id = $1`,
      [account.id],
    );
    expect(rows).toEqual([{ status: 'failed' }]);
  });
});
