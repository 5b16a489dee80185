/**
 * Checkout: opening a checkout at a gateway for any purpose (a plan, a donation, what a feature
 * sells), one `payments` row per attempt, rate-limited per address; handing back a checkout that
 * is already open for a record paid for once; and cancelling a record's pending checkouts.
 */

import { isSignedIn, type Actor, type Caller, type SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Db, Tx } from '../../core/db';
import type { Logger } from '../../core/logger';
import { validateInput } from '../../core/validate-input';
import { spendAttempt } from '../../rate-limits/attempt-limit';
import type { RateLimiter } from '../../rate-limits/rate-limiter';
import { soundCheckoutRequest, type CheckoutRequest } from './checkout-request';
import { StartDonationInput } from './dtos/payment.inputs';
import type { CheckoutUrls } from './gateways/payment-gateway';
import type { PaymentGateways } from './payment-gateways';
import type { PaymentSettlement } from './payment-settlement';
import {
  paymentRepository as payments,
  type PaymentPurpose,
  type PaymentRecord,
} from './payment.repository';
import { absoluteUrl, checkoutReturnPaths, withSessionId } from './return-url';

/** A checkout opened: the payment row and where to send the payer. */
export interface CheckoutStarted {
  payment: PaymentRecord;
  paymentUrl: string;
}

const CHECKOUT_WINDOW_MS = 15 * 60_000;
export const OPEN_CHECKOUT_ELSEWHERE =
  'A checkout for this is already open: complete or cancel it before starting another.';

export class PaymentCheckout {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      gateways: PaymentGateways;
      settlement: PaymentSettlement;
      publicUrl: string;
      logger: Logger;
      rateLimits: RateLimiter;
      /** Checkouts one address may open per 15 minutes (0: no limit). */
      checkoutsPerIp: number;
    },
  ) {}

  /** Opens a checkout for a donation of 5, 10 or 20 USD; visitors may donate too. */
  async startDonation(
    actor: Actor,
    raw: StartDonationInput,
    caller: Caller,
  ): Promise<CheckoutStarted> {
    const input = validateInput(StartDonationInput, raw);
    return this.openCheckout(
      isSignedIn(actor) ? actor.id : null,
      {
        purpose: 'donation',
        reference: null,
        amount: input.amount * 100,
        currency: 'USD',
        description: `Donation to FlowVault (${input.amount} USD)`,
        gateway: input.gateway,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
      },
      caller,
    );
  }

  /**
   * Opens a checkout for what a feature sells (hiring: a hire request's accepted budget), paid by
   * `actor`. The feature passes its own figures, never the client's; an off-site return or
   * cancel URL is a 400, an unknown gateway a 400 on `gateway`. Once paid, the handler the
   * feature registered with `onPaid(request.purpose, ...)` runs exactly once, however many
   * completions race.
   */
  async startCheckout(
    actor: SignedInActor,
    request: CheckoutRequest,
    caller: Caller,
  ): Promise<CheckoutStarted> {
    if (!this.deps.settlement.handles(request.purpose)) {
      throw new Error(`No onPaid handler for ${request.purpose}: its payments could not complete`);
    }
    return this.openCheckout(actor.id, soundCheckoutRequest(request), caller);
  }

  /**
   * `startCheckout` for what is paid for once (a hire request): while the payer has a pending
   * checkout for `request.reference`, that checkout is handed back instead of a second one being
   * opened, so two payments can never both complete. Asking the gateway again opens nothing new
   * (the test page is the payment's own; Stripe answers the same idempotency key with the same
   * session). A pending checkout with another gateway or another figure is a 409: the payer
   * finishes or cancels it first. The caller serialises calls for one reference.
   */
  async startSingleCheckout(
    actor: SignedInActor,
    request: CheckoutRequest,
    caller: Caller,
  ): Promise<CheckoutStarted> {
    const sound = soundCheckoutRequest(request);
    const open = await payments.findPending(this.db, { ...sound, userId: actor.id });
    if (!open) return this.startCheckout(actor, sound, caller);
    const gateway = this.deps.gateways.get(open.gateway);
    const same =
      gateway &&
      (sound.gateway === undefined || sound.gateway === open.gateway) &&
      open.amount === sound.amount &&
      open.currency === sound.currency;
    if (!same) {
      throw new AppError('conflict', OPEN_CHECKOUT_ELSEWHERE);
    }
    const { paymentUrl } = await gateway.startCheckout(open, this.checkoutUrls(open));
    return { payment: open, paymentUrl };
  }

  /**
   * Cancels the pending checkouts of a feature's record inside the feature's transaction (a hire
   * request cancelled): completing one afterwards is refused, as for any cancelled payment.
   */
  cancelPendingCheckouts(tx: Tx, purpose: PaymentPurpose, reference: string): Promise<number> {
    return payments.cancelPending(tx, purpose, reference);
  }

  /**
   * Records the payment and opens its checkout. Each one is a row and, with Stripe, a call to
   * Stripe: an address may open only so many (a visitor's donations included).
   */
  private async openCheckout(
    payer: string | null,
    request: Omit<CheckoutRequest, 'reference'> & { reference: string | null },
    { ip }: Caller,
  ): Promise<CheckoutStarted> {
    const gateway =
      request.gateway === undefined
        ? this.deps.gateways.default()
        : this.deps.gateways.require(request.gateway, 'gateway');
    const paths = checkoutReturnPaths(request, this.deps.publicUrl);
    spendAttempt(
      this.deps.rateLimits,
      { name: 'checkouts', limit: this.deps.checkoutsPerIp, windowMs: CHECKOUT_WINDOW_MS },
      ip,
      'payment attempts',
    );
    const payment = await payments.insert(this.db, {
      userId: payer,
      purpose: request.purpose,
      reference: request.reference,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      gateway: gateway.name,
      ...paths,
    });
    try {
      const { paymentUrl, externalId } = await gateway.startCheckout(
        payment,
        this.checkoutUrls(payment),
        { recurring: request.recurring },
      );
      if (externalId) await payments.setExternalId(this.db, payment.id, externalId);
      return { payment: { ...payment, externalId: externalId ?? null }, paymentUrl };
    } catch (error) {
      await payments.settle(this.db, payment.id, 'failed');
      this.deps.logger.warn({ err: error, gateway: gateway.name }, 'opening a checkout failed');
      throw new AppError(
        'upstream_error',
        'The payment provider could not be reached. Please try again.',
      );
    }
  }

  private checkoutUrls(payment: PaymentRecord): CheckoutUrls {
    return {
      success: absoluteUrl(withSessionId(payment.returnUrl, payment.id), this.deps.publicUrl),
      cancel: absoluteUrl(withSessionId(payment.cancelUrl, payment.id), this.deps.publicUrl),
    };
  }
}
