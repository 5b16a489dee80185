import { createTestApp, type TestApp } from '../../../../test/app';
import { createAccount } from '../../../../test/accounts';
import { PLANS } from '../../accounts/plans';

const PRO = PLANS[1];

/** The payment path over GraphQL: the same service, so the same rules and answers as REST. */
describe('plans and payments over GraphQL', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('subscribes a user to Pro through the test checkout', async () => {
    const account = await createAccount(app.services);
    const catalogue = await app.graphql(
      '{ plans { id name price duration mostPopular templateSaves } paymentGateways { name displayName testMode } }',
    );
    expect(catalogue.body.data.plans[1]).toEqual({
      id: PRO.id,
      name: 'Pro',
      price: 19,
      duration: 'monthly',
      mostPopular: true,
      templateSaves: 100,
    });
    expect(catalogue.body.data.paymentGateways).toEqual([
      { name: 'test', displayName: 'Test Payments', testMode: true },
    ]);
    const chosen = await app.graphql(
      `mutation($input: SubscribeInput!) { subscribe(input: $input) {
         status requiresPayment paymentData { amount currency description subscriptionId } } }`,
      { input: { subscriptionId: PRO.id, paymentGateway: 'test' } },
      account.headers,
    );
    expect(chosen.body.data.subscribe).toEqual({
      status: 'requires_payment',
      requiresPayment: true,
      paymentData: {
        amount: 19,
        currency: 'USD',
        description: 'FlowVault Pro (monthly)',
        subscriptionId: PRO.id,
      },
    });
    const started = await app.graphql(
      `mutation($input: StartPaymentInput!) { startPayment(input: $input) {
         paymentUrl status session { id status amount } } }`,
      { input: { subscriptionId: PRO.id, gateway: 'test', currency: 'USD', amount: 19 } },
      account.headers,
    );
    const { session, paymentUrl } = started.body.data.startPayment;
    expect(paymentUrl).toBe(`/checkout/test/${session.id}`);
    expect(session).toMatchObject({ status: 'pending', amount: 19 });
    const paid = await app.graphql(
      `mutation($input: PaymentSessionInput!) { completeTestPayment(input: $input) { redirectUrl } }`,
      { input: { sessionId: session.id } },
      account.headers,
    );
    expect(paid.body.data.completeTestPayment.redirectUrl).toBe(
      `/dashboard/upgrade-processing?session_id=${session.id}`,
    );
    const after = await app.graphql(
      `query($id: String!) { paymentSession(id: $id) { status } me { subscription { plan isActive } } }`,
      { id: session.id },
      account.headers,
    );
    expect(after.body.data).toEqual({
      paymentSession: { status: 'paid' },
      me: { subscription: { plan: 'Pro', isActive: true } },
    });
  });

  it('refuses the same things REST refuses, with the REST codes', async () => {
    const account = await createAccount(app.services);
    const anonymous = await app.graphql(
      `mutation { subscribe(input: {subscriptionId: "${PRO.id}"}) { status } }`,
    );
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    const mismatch = await app.graphql(
      `mutation { startPayment(input: {subscriptionId: "${PRO.id}", gateway: "test", currency: "USD", amount: 1}) { status } }`,
      undefined,
      account.headers,
    );
    expect(mismatch.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { amount: 'must be 19 USD' },
    });
    const missing = await app.graphql(
      '{ paymentSession(id: "00000000-0000-4000-a000-000000000000") { status } }',
      undefined,
      account.headers,
    );
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
