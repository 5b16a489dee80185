import { createTestApp, type TestApp } from '../../../../test/app';
import { createAccount, type TestAccount } from '../../../../test/accounts';
import { openProCheckout, payForPro } from '../../../../test/payments';
import {
  acceptAndPay,
  applyTo,
  createCast,
  createRequest,
  newTemplate,
  systemMessages,
  type HiringCast,
} from '../../hiring/__tests__/hiring.fixtures';

/**
 * Refunds by an admin (docs/product/payments.md, "Refunds"), at the test gateway: the list and
 * its filters, who may refund, and what a refund undoes (a plan ends, a project is cancelled).
 */
describe('refunds', () => {
  let app: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterAll(() => app.close());

  const refund = (id: string, reason: string, as: TestAccount = cast.admin) =>
    app.post(`/api/admin/payments/${id}/refund`, { reason }, as.headers);
  const kindsOf = async (account: TestAccount) =>
    (
      await app.services.db.query<{ kind: string; body: string }>(
        `SELECT kind, body FROM notifications WHERE user_id = $1 AND kind = 'payment_refunded'`,
        [account.id],
      )
    ).map((row) => row.body);

  it('lists every payment for an admin, filtered by status, purpose and payer', async () => {
    const payer = await createAccount(app.services, { email: `listed-${Date.now()}@example.com` });
    const id = await payForPro(app, payer);
    const all = await app.get('/api/admin/payments', cast.admin.headers);
    expect(all.status).toBe(200);
    expect(all.body.payments[0]).toMatchObject({
      id,
      status: 'paid',
      payerEmail: payer.email,
      needsRefund: false,
      receiptNumber: expect.stringMatching(/^FV-/),
    });
    const found = await app.get(
      `/api/admin/payments?search=${encodeURIComponent(payer.email)}&status=paid&purpose=subscription`,
      cast.admin.headers,
    );
    expect(found.body.payments.map((p: { id: string }) => p.id)).toEqual([id]);
    const none = await app.get(
      '/api/admin/payments?purpose=donation&search=listed-',
      cast.admin.headers,
    );
    expect(none.body.payments).toEqual([]);
    expect((await app.get('/api/admin/payments?status=lost', cast.admin.headers)).status).toBe(400);
    expect((await app.get('/api/admin/payments', payer.headers)).status).toBe(403);
    expect((await app.get('/api/admin/payments')).status).toBe(401);
  });

  it('refunds a plan payment: the plan ends at once and the payer is told why', async () => {
    const payer = await createAccount(app.services);
    const id = await payForPro(app, payer);
    expect((await app.get('/api/auth/me', payer.headers)).body.user.subscription.plan).toBe('Pro');

    expect((await refund(id, 'Charged twice', payer)).status).toBe(403);
    const blank = await refund(id, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toHaveProperty('reason');

    const res = await refund(id, 'Charged twice');
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({ id, status: 'refunded' });
    expect((await app.get('/api/auth/me', payer.headers)).body.user.subscription).toMatchObject({
      plan: 'Free',
      isActive: false,
    });
    expect(await kindsOf(payer)).toEqual([
      'Your payment of $19.00 USD for FlowVault Pro (monthly) was refunded: Charged twice',
    ]);
    const again = await refund(id, 'Charged twice');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This payment is already refunded.');
    const history = await app.get('/api/payments', payer.headers);
    expect(history.body.payments[0]).toMatchObject({ id, status: 'refunded' });
  });

  it('refuses a payment that was never paid, and one that does not exist', async () => {
    const payer = await createAccount(app.services);
    const pending = await refund(await openProCheckout(app, payer), 'Not paid');
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe('Only a paid payment can be refunded.');
    expect((await refund(crypto.randomUUID(), 'Unknown')).status).toBe(404);
    expect((await refund('not-an-id', 'Unknown')).status).toBe(404);
  });

  it("refunds a project's payment: the request is cancelled, its chat says so and both sides are told", async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app, 'Refund Flow'));
    const application = await applyTo(app, cast.expert, request._id);
    const paymentId = await acceptAndPay(app, cast.client, request._id, application._id);

    const res = await refund(paymentId, 'The expert could not start');
    expect(res.status).toBe(200);
    const after = await app.get(`/api/expert-hire-request/${request._id}`, cast.client.headers);
    expect(after.body.request.status).toBe('cancelled');
    expect((await systemMessages(app, request._id))[application._id]).toContain(
      "The client's payment was refunded, so the project is cancelled.",
    );
    expect(await kindsOf(cast.client)).toContainEqual(
      expect.stringContaining('was refunded: The expert could not start'),
    );
    const expertTold = await app.services.db.query<{ title: string }>(
      `SELECT title FROM notifications WHERE user_id = $1 AND kind = 'payment_refunded'`,
      [cast.expert.id],
    );
    expect(expertTold).toEqual([{ title: 'A project was cancelled' }]);
  });

  it('lists a second payment for an active request as needing a refund, and refunding it leaves the project', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app, 'Twice Paid'));
    const application = await applyTo(app, cast.expert, request._id);
    await acceptAndPay(app, cast.client, request._id, application._id);
    // A second payment that completes after the project started (a late provider report).
    const [second] = await app.services.db.query<{ id: string }>(
      `INSERT INTO payments (user_id, purpose, reference, amount, currency, description, gateway,
         return_url, cancel_url)
       SELECT user_id, purpose, reference, amount, currency, description, gateway, '', ''
         FROM payments WHERE reference = $1 LIMIT 1 RETURNING id`,
      [request._id],
    );
    await app.services.payments.settle(second.id, { status: 'paid' });

    const listed = await app.get('/api/admin/payments?needsRefund=true', cast.admin.headers);
    expect(listed.body.payments.map((p: { id: string }) => p.id)).toContain(second.id);
    expect((await refund(second.id, 'Paid twice')).status).toBe(200);
    const after = await app.get(`/api/expert-hire-request/${request._id}`, cast.client.headers);
    expect(after.body.request.status).toBe('active');
  });

  it('refunds through GraphQL too, for admins only', async () => {
    const payer = await createAccount(app.services);
    const id = await payForPro(app, payer);
    const mutation = `mutation($input: RefundPaymentInput!) { refundPayment(input: $input) { payment { id status } } }`;
    const variables = { input: { paymentId: id, reason: 'Asked for it back' } };
    const refused = await app.graphql(mutation, variables, payer.headers);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const done = await app.graphql(mutation, variables, cast.admin.headers);
    expect(done.body.data.refundPayment.payment).toEqual({ id, status: 'refunded' });
    const listed = await app.graphql(
      `{ adminPayments(status: "refunded", limit: 5) { payments { id refundReason payerEmail } } }`,
      {},
      cast.admin.headers,
    );
    expect(listed.body.data.adminPayments.payments).toContainEqual({
      id,
      refundReason: 'Asked for it back',
      payerEmail: payer.email,
    });
  });
});
