import { createTestApp, type TestApp } from '../../../../test/app';
import { createAccount, type TestAccount } from '../../../../test/accounts';
import { sendStripeEvent, stripeOnlyEnv, StripeStandIn } from '../../../../test/stripe-stand-in';
import { PLANS } from '../../accounts/plans';

const [, PRO, BUSINESS] = PLANS;

/**
 * A plan bought at Stripe renews through Stripe's own recurring subscription
 * (docs/product/accounts-and-plans.md, "Renewal"): Cancel and Resume reach it, and each paid
 * renewal invoice adds a period. The real `stripe` package against a local stand-in.
 */
describe('Stripe plan renewal', () => {
  let app: TestApp;
  const stripe = new StripeStandIn();

  beforeAll(async () => {
    const apiUrl = await stripe.start();
    app = await createTestApp({ env: stripeOnlyEnv(apiUrl) });
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  const sendEvent = (type: string, object: unknown, id?: string) =>
    sendStripeEvent(app, type, object, id);
  /** Buys `plan` at Stripe's page; returns the recurring subscription Stripe set up. */
  const buy = async (account: TestAccount, plan = PRO) => {
    const res = await app.post(
      '/api/process-payment',
      {
        subscriptionId: plan.id,
        gateway: 'stripe',
        currency: 'USD',
        amount: plan.priceMinor / 100,
      },
      account.headers,
    );
    expect(res.status).toBe(200);
    const session = stripe.paid(res.body.paymentResult.sessionId);
    expect((await sendEvent('checkout.session.completed', session)).status).toBe(200);
    return session.subscription!;
  };
  const stored = async (account: TestAccount) =>
    (
      await app.services.db.query<{ externalId: string | null; end: Date; cancel: boolean }>(
        `SELECT external_id AS "externalId", current_period_end AS "end",
                cancel_at_period_end AS cancel
           FROM user_subscriptions WHERE user_id = $1`,
        [account.id],
      )
    )[0];
  /** Waits for the stand-in to see `subscription` ended (Stripe is told after the commit). */
  const untilStopped = async (subscription: string) => {
    for (let tries = 0; tries < 50; tries++) {
      if (stripe.subscriptions.get(subscription)?.status === 'canceled') return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const renewalInvoice = (subscription: string, id: string, amountPaid = PRO.priceMinor) => ({
    id,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    amount_paid: amountPaid,
    currency: 'usd',
    parent: { type: 'subscription_details', subscription_details: { subscription } },
  });

  it("opens a plan's checkout as a monthly or yearly Stripe subscription", async () => {
    const account = await createAccount(app.services);
    const subscription = await buy(account, BUSINESS);
    const session = [...stripe.sessions.values()].find((s) => s.subscription === subscription);
    expect(session).toMatchObject({ mode: 'subscription', interval: 'year' });
    expect(await stored(account)).toMatchObject({ externalId: subscription, cancel: false });
  });

  it('cancels and resumes the plan at Stripe, and says so on the account', async () => {
    const account = await createAccount(app.services);
    const subscription = await buy(account);

    const cancelled = await app.post('/api/user-subscription/cancel', {}, account.headers);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({ plan: 'Pro', cancelAtPeriodEnd: true });
    expect(stripe.subscriptions.get(subscription)?.cancel_at_period_end).toBe(true);

    const resumed = await app.post('/api/user-subscription/resume', {}, account.headers);
    expect(resumed.body.subscription).toMatchObject({ plan: 'Pro', cancelAtPeriodEnd: false });
    expect(stripe.subscriptions.get(subscription)?.cancel_at_period_end).toBe(false);
  });

  it('answers 502 and changes nothing when Stripe cannot take a cancel', async () => {
    const account = await createAccount(app.services);
    const subscription = await buy(account);
    stripe.failing = true;
    try {
      const res = await app.post('/api/user-subscription/cancel', {}, account.headers);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        error: 'upstream_error',
        message: 'The payment provider could not be reached. Please try again.',
      });
    } finally {
      stripe.failing = false;
    }
    expect((await stored(account)).cancel).toBe(false);
    expect(stripe.subscriptions.get(subscription)?.cancel_at_period_end).toBe(false);
  });

  it("adds the next period for a paid renewal invoice, once, and records it as the account's payment", async () => {
    const account = await createAccount(app.services);
    const subscription = await buy(account);
    const before = await stored(account);
    const invoice = renewalInvoice(subscription, `in_${account.id}`);
    const eventId = `evt_invoice_${account.id}`;
    expect((await sendEvent('invoice.paid', invoice, eventId)).status).toBe(200);
    // Replayed, and the same invoice under another event: one period only.
    await sendEvent('invoice.paid', invoice, eventId);
    await sendEvent('invoice.paid', invoice);

    const after = await stored(account);
    expect(after.end.getTime()).toBeGreaterThan(before.end.getTime());
    const months =
      (after.end.getUTCFullYear() - before.end.getUTCFullYear()) * 12 +
      after.end.getUTCMonth() -
      before.end.getUTCMonth();
    expect(months).toBe(1);
    const payments = await app.services.db.query<{ description: string; status: string }>(
      `SELECT description, status FROM payments WHERE user_id = $1 ORDER BY created_at`,
      [account.id],
    );
    expect(payments).toEqual([
      { description: 'FlowVault Pro (monthly)', status: 'paid' },
      { description: 'FlowVault Pro (monthly), renewal', status: 'paid' },
    ]);
  });

  it("ignores an invoice for a recurring subscription that is not one of ours, and a plan's first invoice", async () => {
    const account = await createAccount(app.services);
    const subscription = await buy(account);
    const before = await stored(account);
    expect((await sendEvent('invoice.paid', renewalInvoice('sub_elsewhere', 'in_x'))).status).toBe(
      200,
    );
    const first = {
      ...renewalInvoice(subscription, 'in_first'),
      billing_reason: 'subscription_create',
    };
    expect((await sendEvent('invoice.paid', first)).status).toBe(200);
    expect(await stored(account)).toEqual(before);
  });

  it('stops the replaced Stripe subscription when another plan is bought', async () => {
    const account = await createAccount(app.services);
    const pro = await buy(account);
    const business = await buy(account, BUSINESS);
    await untilStopped(pro);
    expect(stripe.subscriptions.get(pro)?.status).toBe('canceled');
    expect(stripe.subscriptions.get(business)?.status).toBe('active');
    expect(await stored(account)).toMatchObject({ externalId: business });
  });

  it("refunds a plan bought at Stripe through its first invoice's PaymentIntent, and stops it renewing", async () => {
    const account = await createAccount(app.services);
    const admin = await createAccount(app.services, { role: 'admin' });
    const subscription = await buy(account);
    const [payment] = (await app.get('/api/payments', account.headers)).body.payments;
    const session = [...stripe.sessions.values()].find((s) => s.subscription === subscription)!;

    const res = await app.post(
      `/api/admin/payments/${payment.id}/refund`,
      { reason: 'Duplicate account' },
      admin.headers,
    );
    expect(res.status).toBe(200);
    expect(stripe.refunds).toEqual([stripe.invoices.get(session.invoice!)]);
    await untilStopped(subscription);
    expect(stripe.subscriptions.get(subscription)?.status).toBe('canceled');
    const me = await app.get('/api/auth/me', account.headers);
    expect(me.body.user.subscription.plan).toBe('Free');
  });
});
