import { isSignedIn, type Actor, type Caller, type SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Db, Tx } from '../../core/db';
import type { Logger } from '../../core/logger';
import { validateInput } from '../../core/validate-input';
import { majorUnits, minorUnits } from '../../lib/money';
import type { Plan } from '../accounts/plans';
import type { NotificationService } from '../notifications/notification.service';
import type { SubscriptionService, SubscriptionStatus } from '../accounts/subscription.service';
import { spendAttempt } from '../../rate-limits/attempt-limit';
import type { RateLimiter } from '../../rate-limits/rate-limiter';
import { soundCheckoutRequest, type CheckoutRequest } from './checkout-request';
import { StartDonationInput, StartPaymentInput, SubscribeInput } from './dtos/payment.inputs';
import type {
  CheckoutUrls,
  GatewayInfo,
  GatewayVerdict,
  PaymentGateway,
} from './gateways/payment-gateway';
import {
  paymentRepository as payments,
  type PaymentPurpose,
  type PaymentRecord,
} from './payment.repository';
import { absoluteUrl, checkoutReturnPaths, withSessionId } from './return-url';
import { isUuid } from '../../core/uuid';

export type { CheckoutRequest } from './checkout-request';
export type { PaymentPurpose, PaymentRecord } from './payment.repository';

/** What a paid payment does, inside the transaction that marks it paid. */
export type PaidHandler = (tx: Tx, payment: PaymentRecord) => Promise<void>;

/**
 * Locks the record a payment pays for (a hire request), before the payment's own row. A feature
 * that cancels its record's checkouts locks the record first too, so every path takes the two
 * locks in one order (record, then payment) and a cancel racing a completion waits instead of
 * deadlocking.
 */
export type ReferenceLock = (tx: Tx, reference: string) => Promise<void>;

/** The answer to choosing a plan (`POST /api/user-subscription`). */
export type SubscribeResult =
  | { status: 'completed'; subscription: SubscriptionStatus }
  | {
      status: 'requires_payment';
      paymentData: {
        amount: number;
        currency: string;
        description: string;
        subscriptionId: string;
      };
    };

/** A checkout opened: the payment row and where to send the payer. */
export interface CheckoutStarted {
  payment: PaymentRecord;
  paymentUrl: string;
}

const PAYMENT_NOT_FOUND = 'Payment session not found';
const CHECKOUT_WINDOW_MS = 15 * 60_000;
const PLAN_NOT_FOUND = 'Plan not found';
export const OPEN_CHECKOUT_ELSEWHERE =
  'A checkout for this is already open: complete or cancel it before starting another.';

/**
 * Payments: choosing a plan, opening a checkout at a gateway, and completing it. Completion is
 * one transaction that moves the payment out of `pending` with a conditional update and applies
 * its purpose (a plan's period) in the same commit, so the checkout page, the webhook, a retry
 * and a replayed event can all race and the plan is still activated exactly once.
 */
export class PaymentService {
  private readonly gatewaysByName: Map<string, PaymentGateway>;
  private readonly onPaidHandlers = new Map<PaymentPurpose, PaidHandler>();
  private readonly referenceLocks = new Map<PaymentPurpose, ReferenceLock>();

  constructor(
    private readonly db: Db,
    private readonly deps: {
      gateways: PaymentGateway[];
      subscriptions: SubscriptionService;
      publicUrl: string;
      logger: Logger;
      rateLimits: RateLimiter;
      /** Checkouts one address may open per 15 minutes (0: no limit). */
      checkoutsPerIp: number;
      notifications: NotificationService;
    },
  ) {
    this.gatewaysByName = new Map(deps.gateways.map((gateway) => [gateway.name, gateway]));
    this.onPaid('subscription', (tx, payment) => this.activatePlan(tx, payment));
    this.onPaid('donation', async () => undefined);
  }

  /**
   * Lets a feature say what a paid payment of its purpose does (hiring: activate a project). The
   * handler runs once per payment, in the transaction that marks it paid: what it writes commits
   * with that, and a throw leaves the payment pending. `lockReference`, when the feature can
   * also cancel its record's checkouts, is taken before the payment's row on completion.
   */
  onPaid(purpose: PaymentPurpose, handler: PaidHandler, lockReference?: ReferenceLock): void {
    this.onPaidHandlers.set(purpose, handler);
    if (lockReference) this.referenceLocks.set(purpose, lockReference);
  }

  gateways(): GatewayInfo[] {
    return this.deps.gateways.map(({ id, name, displayName, testMode }) => ({
      id,
      name,
      displayName,
      testMode,
    }));
  }

  /** A payment by id, for a gateway's own path (its webhook); no access check. */
  find(id: string): Promise<PaymentRecord | undefined> {
    return isUuid(id) ? payments.find(this.db, id) : Promise.resolve(undefined);
  }

  gateway(name: string): PaymentGateway | undefined {
    return this.gatewaysByName.get(name);
  }

  /**
   * Choosing a plan. Free completes at once, unless a paid plan is running (it stays until its
   * period ends: choosing Free does not throw paid time away). A paid plan needs a payment.
   */
  async subscribe(actor: SignedInActor, raw: SubscribeInput): Promise<SubscribeResult> {
    const input = validateInput(SubscribeInput, raw);
    const plan = await this.requirePlan(input.subscriptionId);
    const current = await this.deps.subscriptions.status(actor.id);
    if (plan.priceMinor === 0) {
      if (current.isActive) {
        const until = current.currentPeriodEnd?.toISOString().slice(0, 10);
        throw new AppError(
          'conflict',
          `Your ${current.plan} plan stays active until ${until}; it becomes Free after that.`,
        );
      }
      return { status: 'completed', subscription: current };
    }
    if (input.paymentGateway !== undefined)
      this.requireGateway(input.paymentGateway, 'paymentGateway');
    else if (this.deps.gateways.length === 0) {
      throw new AppError('validation_error', 'No payment methods available');
    }
    return {
      status: 'requires_payment',
      paymentData: {
        amount: majorUnits(plan.priceMinor),
        currency: plan.currency,
        description: planDescription(plan),
        subscriptionId: plan.id,
      },
    };
  }

  /** Opens a checkout for a plan; the amount and currency must be the plan's. */
  async startPayment(
    actor: SignedInActor,
    raw: StartPaymentInput,
    caller: Caller,
  ): Promise<CheckoutStarted> {
    const input = validateInput(StartPaymentInput, raw);
    const plan = await this.requirePlan(input.subscriptionId);
    const gateway = this.requireGateway(input.gateway, 'gateway');
    if (plan.priceMinor === 0) {
      throw AppError.validation('The Free plan needs no payment', {
        subscriptionId: 'is a free plan',
      });
    }
    const amount = minorUnits(input.amount);
    if (amount !== plan.priceMinor || input.currency.toUpperCase() !== plan.currency) {
      throw AppError.validation('The amount or currency does not match the plan', {
        amount: `must be ${majorUnits(plan.priceMinor)} ${plan.currency}`,
      });
    }
    return this.startCheckout(
      actor,
      {
        purpose: 'subscription',
        reference: plan.id,
        amount: plan.priceMinor,
        currency: plan.currency,
        description: planDescription(plan),
        gateway: gateway.name,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
      },
      caller,
    );
  }

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
    if (!this.onPaidHandlers.has(request.purpose)) {
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
    const gateway = this.gateway(open.gateway);
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
   * A payment as its confirmation page polls it. A pending payment at a gateway that can be
   * asked (Stripe) is looked up, and completed here if the provider says it was paid: the page
   * and the webhook may both complete it, and only one of them applies it.
   */
  async session(actor: Actor, id: string): Promise<PaymentRecord> {
    const payment = await this.requireOwnPayment(actor, id);
    const gateway = this.gateway(payment.gateway);
    if (payment.status !== 'pending' || !gateway?.lookup) return payment;
    let verdict: GatewayVerdict;
    try {
      verdict = await gateway.lookup(payment);
    } catch (error) {
      // The provider is unreachable: the page keeps polling; the webhook will still come.
      this.deps.logger.warn({ err: error, payment: payment.id }, 'payment lookup failed');
      return payment;
    }
    return verdict.status === 'pending' ? payment : this.settle(payment.id, verdict);
  }

  /** The test checkout's Pay: completes the payment and names the page to return to. */
  async completeTestPayment(actor: Actor, id: string): Promise<{ redirectUrl: string }> {
    const payment = await this.requireTestPayment(actor, id);
    const settled = await this.settle(payment.id, { status: 'paid' });
    if (settled.status !== 'paid') {
      throw new AppError('conflict', `This payment was ${settled.status} and cannot be paid`);
    }
    return { redirectUrl: withSessionId(payment.returnUrl, payment.id) };
  }

  /** The test checkout's Cancel: the payment is cancelled (nothing changes) and the payer returns. */
  async cancelTestPayment(actor: Actor, id: string): Promise<{ redirectUrl: string }> {
    const payment = await this.requireTestPayment(actor, id);
    const settled = await this.settle(payment.id, { status: 'cancelled' });
    if (settled.status === 'paid') throw new AppError('conflict', 'This payment is already paid');
    return { redirectUrl: withSessionId(payment.cancelUrl, payment.id) };
  }

  /**
   * Settles a pending payment once, with what the provider reported. A paid verdict whose amount
   * or currency differs from the payment is recorded as failed, never applied.
   */
  settle(id: string, verdict: GatewayVerdict, event?: ProviderEvent): Promise<PaymentRecord> {
    return this.db.transaction(async (tx) => {
      if (event && !(await payments.recordEvent(tx, { ...event, paymentId: id }))) {
        return this.requirePayment(tx, id);
      }
      let status = verdict.status;
      const current = await this.requirePayment(tx, id);
      if (status === 'pending') return current;
      const lockReference = this.referenceLocks.get(current.purpose);
      if (lockReference && current.reference) await lockReference(tx, current.reference);
      if (status === 'paid' && !chargeMatches(current, verdict)) {
        this.deps.logger.warn(
          { payment: id, charged: { amount: verdict.amount, currency: verdict.currency } },
          'a payment was reported paid with another amount or currency; recorded as failed',
        );
        status = 'failed';
      }
      if (status === 'paid' && current.status === 'cancelled') {
        // Its feature cancelled it (a hire request withdrawn) while the provider's page was open.
        this.deps.logger.warn(
          { payment: id, gateway: current.gateway },
          'a cancelled payment was reported paid; it applies nothing and needs a refund',
        );
      }
      const settled = await payments.settle(tx, id, status);
      // Someone else settled it first; read what they decided (committed by now).
      if (!settled) return this.requirePayment(tx, id);
      if (settled.status === 'paid') await this.applyPaid(tx, settled);
      return settled;
    });
  }

  /** Records an event that names no payment of ours, once (so a replay is recognised too). */
  async recordUnmatchedEvent(event: ProviderEvent): Promise<boolean> {
    return payments.recordEvent(this.db, { ...event, paymentId: null });
  }

  private async applyPaid(tx: Tx, payment: PaymentRecord): Promise<void> {
    const handler = this.onPaidHandlers.get(payment.purpose);
    if (!handler) throw new Error(`No handler for paid ${payment.purpose} payments`);
    await handler(tx, payment);
  }

  private async activatePlan(tx: Tx, payment: PaymentRecord): Promise<void> {
    const plan = payment.reference && (await this.deps.subscriptions.plan(payment.reference, tx));
    if (!plan || !payment.userId) {
      throw new Error(`Paid subscription ${payment.id} names no plan or account`);
    }
    await this.deps.subscriptions.activate(tx, payment.userId, plan);
    await this.deps.notifications.notify(tx, {
      userId: payment.userId,
      kind: 'plan_payment_completed',
      title: `Your ${plan.name} plan is active`,
      body: `Your payment for the ${plan.name} plan went through. Thank you!`,
      link: '/dashboard?section=subscription',
    });
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
        ? this.defaultGateway()
        : this.requireGateway(request.gateway, 'gateway');
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

  private async requirePlan(id: string): Promise<Plan> {
    const plan = isUuid(id) ? await this.deps.subscriptions.plan(id) : undefined;
    if (!plan) throw AppError.notFound(PLAN_NOT_FOUND);
    return plan;
  }

  private defaultGateway(): PaymentGateway {
    const [first] = this.deps.gateways;
    if (!first) throw new AppError('validation_error', 'No payment methods available');
    return first;
  }

  private requireGateway(name: string, field: string): PaymentGateway {
    const gateway = this.gateway(name);
    if (!gateway) {
      throw AppError.validation('Invalid input', { [field]: 'is not an available payment method' });
    }
    return gateway;
  }

  private async requirePayment(db: Db, id: string): Promise<PaymentRecord> {
    const payment = isUuid(id) ? await payments.find(db, id) : undefined;
    if (!payment) throw AppError.notFound(PAYMENT_NOT_FOUND);
    return payment;
  }

  /**
   * A payment the actor may see: their own, or a visitor's donation (whose unguessable id is its
   * only key). Someone else's is a 404, as if it did not exist.
   */
  private async requireOwnPayment(actor: Actor, id: string): Promise<PaymentRecord> {
    const payment = await this.requirePayment(this.db, id);
    if (payment.userId === null) return payment;
    if (!isSignedIn(actor))
      throw new AppError('unauthorized', 'Please log in to continue with payment');
    if (payment.userId !== actor.id) throw AppError.notFound(PAYMENT_NOT_FOUND);
    return payment;
  }

  private async requireTestPayment(actor: Actor, id: string): Promise<PaymentRecord> {
    const payment = await this.requireOwnPayment(actor, id);
    if (payment.gateway !== 'test' || !this.gateway('test'))
      throw AppError.notFound(PAYMENT_NOT_FOUND);
    return payment;
  }
}

/** A provider's event, recorded once by its id with the change it made. */
export interface ProviderEvent {
  gateway: string;
  id: string;
  type: string;
}

/** The plan as the checkout names it: "FlowVault Pro (monthly)". */
export function planDescription(plan: Plan): string {
  return `FlowVault ${plan.name} (${plan.duration})`;
}

function chargeMatches(payment: PaymentRecord, verdict: GatewayVerdict): boolean {
  if (verdict.amount !== undefined && verdict.amount !== payment.amount) return false;
  if (verdict.currency !== undefined && verdict.currency !== payment.currency) return false;
  return true;
}
