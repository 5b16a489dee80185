import type { PaymentGateway } from './payment-gateway';

/**
 * The built-in gateway (PAYMENTS_TEST_GATEWAY): no money moves. Its checkout is the web app's
 * page `/checkout/test/{sessionId}`, whose Pay and Cancel buttons call the API back.
 */
export const testGateway: PaymentGateway = {
  id: 'test',
  name: 'test',
  displayName: 'Test Payments',
  testMode: true,
  async startCheckout(payment) {
    return { paymentUrl: `/checkout/test/${payment.id}` };
  },
  // No money moved, so none goes back: the refund is the payment's own record.
  async refund() {},
};
