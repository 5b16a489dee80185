/**
 * The built-in test gateway's checkout page (`/checkout/test/{sessionId}` in the web app, offered
 * with PAYMENTS_TEST_GATEWAY): its Pay and Cancel, which settle the payment like any provider's
 * report, and the page to return to. No money moves. The gateway is `gateways/test-gateway.ts`.
 */

import type { Actor } from '../../core/actor';
import { requireAccess } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { PaymentGateways } from './payment-gateways';
import type { PaymentSettlement } from './payment-settlement';
import type { PaymentRecord } from './payment.repository';
import { canUseTestCheckout, PAYMENT_NOT_FOUND } from './payments.policy';
import { withSessionId } from './return-url';

export class TestGatewayPage {
  constructor(
    private readonly deps: { settlement: PaymentSettlement; gateways: PaymentGateways },
  ) {}

  /** The test checkout's Pay: completes the payment and names the page to return to. */
  async complete(actor: Actor, id: string): Promise<{ redirectUrl: string }> {
    const payment = await this.requireTestPayment(actor, id);
    const settled = await this.deps.settlement.settle(payment.id, { status: 'paid' });
    if (settled.status !== 'paid') {
      throw new AppError('conflict', `This payment was ${settled.status} and cannot be paid`);
    }
    return { redirectUrl: withSessionId(payment.returnUrl, payment.id) };
  }

  /** The test checkout's Cancel: the payment is cancelled (nothing changes) and the payer returns. */
  async cancel(actor: Actor, id: string): Promise<{ redirectUrl: string }> {
    const payment = await this.requireTestPayment(actor, id);
    const settled = await this.deps.settlement.settle(payment.id, { status: 'cancelled' });
    if (settled.status === 'paid') throw new AppError('conflict', 'This payment is already paid');
    return { redirectUrl: withSessionId(payment.cancelUrl, payment.id) };
  }

  private async requireTestPayment(actor: Actor, id: string): Promise<PaymentRecord> {
    const payment = await this.deps.settlement.requireOwnPayment(actor, id);
    const offered = this.deps.gateways.get('test') !== undefined;
    requireAccess(canUseTestCheckout(actor, payment, offered), PAYMENT_NOT_FOUND);
    return payment;
  }
}
