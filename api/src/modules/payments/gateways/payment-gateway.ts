import type { Recurrence } from '../checkout-request';
import type { PaymentRecord } from '../payment.repository';

/** A payment method as the plan cards list it. */
export interface GatewayInfo {
  id: string;
  name: string;
  displayName: string;
  testMode: boolean;
}

/** Where the gateway sends the payer back: absolute URLs with the session id filled in. */
export interface CheckoutUrls {
  success: string;
  cancel: string;
}

/** What a gateway says about a payment when asked (the confirmation page's path). */
export interface GatewayVerdict {
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  /** What the provider charged, to compare with the payment before it counts. */
  amount?: number;
  currency?: string;
}

/**
 * A way to pay. The service creates the payment row first, then asks the gateway for a checkout
 * page; completion comes back through the gateway's own path (the test checkout page, Stripe's
 * webhook) and always ends in `PaymentSettlement.settle`, which applies it exactly once.
 */
export interface PaymentGateway extends GatewayInfo {
  /**
   * Opens a checkout for `payment`: the page to send the payer to, and the provider's id. With
   * `recurring`, the provider that charges on its own (Stripe) sets up a recurring subscription.
   */
  startCheckout(
    payment: PaymentRecord,
    urls: CheckoutUrls,
    options?: { recurring?: Recurrence },
  ): Promise<{ paymentUrl: string; externalId?: string }>;
  /** Asks the provider about a pending payment; absent when only the gateway's own path knows. */
  lookup?(payment: PaymentRecord): Promise<GatewayVerdict>;
  /**
   * Tells the provider whether its recurring subscription `externalId` charges again at the
   * period's end; absent for a gateway whose renewals the server makes itself (the test gateway).
   */
  setRenewal?(externalId: string, renews: boolean): Promise<void>;
  /** Ends the provider's recurring subscription now (a plan replaced by another). */
  stopRecurring?(externalId: string): Promise<void>;
  /**
   * Gives a paid payment's money back in full; once only however often it is asked (an
   * idempotency key), so a refund retried after a failure after the provider agreed is not
   * paid twice. Absent: this gateway cannot refund.
   */
  refund?(payment: PaymentRecord, reason: string): Promise<void>;
}
