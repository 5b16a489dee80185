import { PLANS } from '../src/modules/accounts/plans';
import type { TestAccount } from './accounts';
import type { TestApp } from './app';

const PRO = PLANS[1];

/** Opens a checkout for Pro at the test gateway, as the plans page does; its payment's id. */
export async function openProCheckout(app: TestApp, account: TestAccount): Promise<string> {
  const started = await app.post(
    '/api/process-payment',
    { subscriptionId: PRO.id, gateway: 'test', currency: 'USD', amount: 19 },
    account.headers,
  );
  if (started.status !== 200) throw new Error(`checkout: ${started.status} ${started.text}`);
  return started.body.paymentResult.sessionId as string;
}

/** Pays for Pro at the test gateway (its checkout's Pay); the payment's id. */
export async function payForPro(app: TestApp, account: TestAccount): Promise<string> {
  const id = await openProCheckout(app, account);
  const paid = await app.post(`/api/payments/test/${id}/complete`, {}, account.headers);
  if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${paid.text}`);
  return id;
}
