import { randomUUID } from 'node:crypto';
import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import type { SignedInActor } from '../../../core/actor';
import { AppError } from '../../../core/app-error';
import { Tx } from '../../../core/db';
import type { FeatureModule } from '../../feature-module';
import { FEATURES } from '../../index';
import type { CheckoutRequest, PaymentRecord } from '../payment.service';

/**
 * The seam other features pay through: `startCheckout` with the feature's own purpose, reference
 * and amount, and `onPaid` for what a paid payment does. Shown with `hire_request` on an
 * application built without the hiring feature, so this test registers the purpose's handler
 * itself; completion is the existing path (the test checkout's Pay).
 */
describe('a checkout another feature opens (startCheckout)', () => {
  let app: TestApp;
  let client: TestAccount;
  let actor: SignedInActor;
  const caller = { ip: '203.0.113.9' };
  const paid: Array<{ payment: PaymentRecord; inTransaction: boolean }> = [];
  const request = (extra: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    purpose: 'hire_request',
    reference: randomUUID(),
    amount: 45_000,
    currency: 'USD',
    description: 'Expert setup: Slack digest',
    returnUrl: '/dashboard/hire-requests?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: '/dashboard/hire-requests',
    ...extra,
  });

  beforeAll(async () => {
    // Without hiring, and without the features built on it (chat).
    const withoutHiring = (feature: FeatureModule) =>
      feature.name !== 'hiring' && !feature.needs?.includes('hiring');
    app = await createTestApp({ features: FEATURES.filter(withoutHiring) });
    client = await createAccount(app.services);
    actor = { kind: 'user', id: client.id, role: 'user' };
  });
  afterAll(() => app.close());

  it('refuses a purpose no feature handles, before any payment row is written', async () => {
    const before = await app.services.db.query(`SELECT id FROM payments`);
    await expect(app.services.payments.startCheckout(actor, request(), caller)).rejects.toThrow(
      'No onPaid handler for hire_request',
    );
    expect(await app.services.db.query(`SELECT id FROM payments`)).toEqual(before);
  });

  it('records a pending payment with the feature figures and sends the payer to the test gateway', async () => {
    app.services.payments.onPaid('hire_request', async (tx, payment) => {
      paid.push({ payment, inTransaction: tx instanceof Tx });
    });
    const asked = request({ currency: 'usd', gateway: undefined });
    const { payment, paymentUrl } = await app.services.payments.startCheckout(actor, asked, caller);

    expect(paymentUrl).toBe(`/checkout/test/${payment.id}`);
    const [row] = await app.services.db.query(
      `SELECT user_id, purpose, reference, amount, currency, description, gateway, status,
              return_url, cancel_url
         FROM payments WHERE id = $1`,
      [payment.id],
    );
    expect(row).toEqual({
      user_id: client.id,
      purpose: 'hire_request',
      reference: asked.reference,
      amount: 45_000,
      currency: 'USD',
      description: 'Expert setup: Slack digest',
      gateway: 'test',
      status: 'pending',
      return_url: '/dashboard/hire-requests?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: '/dashboard/hire-requests',
    });
  });

  it('calls the onPaid handler exactly once when the payment is completed twice at once', async () => {
    paid.length = 0;
    const { payment } = await app.services.payments.startCheckout(actor, request(), caller);
    const complete = () =>
      app.post(`/api/payments/test/${payment.id}/complete`, {}, client.headers);
    const answers = await Promise.all([complete(), complete()]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0].body.redirectUrl).toBe(`/dashboard/hire-requests?session_id=${payment.id}`);
    expect(paid).toEqual([
      { payment: expect.objectContaining({ id: payment.id, status: 'paid' }), inTransaction: true },
    ]);
    const session = await app.get(`/api/payments/session/${payment.id}`, client.headers);
    expect(session.body.session).toMatchObject({ status: 'paid', amount: 450 });
  });

  it('refuses an off-site return URL and an unknown gateway with a 400, writing nothing', async () => {
    const before = await app.services.db.query(`SELECT id FROM payments`);
    await expect(
      app.services.payments.startCheckout(
        actor,
        request({ returnUrl: 'https://evil.example/x' }),
        caller,
      ),
    ).rejects.toMatchObject({
      code: 'validation_error',
      extra: { fields: { returnUrl: 'must be a page of this site' } },
    });
    await expect(
      app.services.payments.startCheckout(actor, request({ gateway: 'paypal' }), caller),
    ).rejects.toMatchObject({
      code: 'validation_error',
      extra: { fields: { gateway: 'is not an available payment method' } },
    });
    expect(await app.services.db.query(`SELECT id FROM payments`)).toEqual(before);
  });

  it('takes no figure that breaks the payments table: a bug, not the payer', async () => {
    for (const broken of [
      { amount: 0 },
      { amount: 12.5 },
      { currency: 'dollars' },
      { reference: 'hire-1' },
      { description: ' ' },
    ]) {
      const error = await app.services.payments
        .startCheckout(actor, request(broken), caller)
        .catch((thrown: unknown) => thrown);
      expect(error).not.toBeInstanceOf(AppError);
      expect((error as Error).message).toMatch(/^A hire_request checkout needs /);
    }
  });
});
