/**
 * The payments feature's one service, as other features and the routes call it: a facade that
 * only wires the parts together and hands each call to the part that owns it.
 * - `payment-plans.ts`: choosing a plan, a plan's checkout, activating a paid plan;
 * - `payment-checkout.ts`: opening checkouts for any purpose, cancelling a record's checkouts;
 * - `payment-settlement.ts`: `settle`, the `onPaid` registry and its lock order, the poll;
 * - `test-gateway-page.ts`: the test gateway's Pay and Cancel;
 * - `payment-gateways.ts`: the gateways on offer.
 */

import type { Actor, Caller, SignedInActor } from '../../core/actor';
import type { Db, Tx } from '../../core/db';
import type { Logger } from '../../core/logger';
import type { NotificationService } from '../notifications/notification.service';
import type { SubscriptionService } from '../accounts/subscription.service';
import type { RateLimiter } from '../../rate-limits/rate-limiter';
import type { CheckoutRequest } from './checkout-request';
import type {
  AdminPaymentsInput,
  PaymentHistoryInput,
  RefundBody,
  StartDonationInput,
  StartPaymentInput,
  SubscribeInput,
} from './dtos/payment.inputs';
import type { GatewayInfo, GatewayVerdict, PaymentGateway } from './gateways/payment-gateway';
import { PaymentCheckout, type CheckoutStarted } from './payment-checkout';
import { PaymentGateways } from './payment-gateways';
import { PaymentPlans, type SubscribeResult } from './payment-plans';
import {
  PaymentSettlement,
  type PaidHandler,
  type ProviderEvent,
  type ReferenceLock,
  type RefundHandler,
} from './payment-settlement';
import type { PaymentPurpose, PaymentRecord } from './payment.repository';
import { PlanRenewal, type ProviderRenewal } from './plan-renewal';
import { PaymentReceipts, type ReceiptFile } from './payment-receipts';
import { PaymentRefunds } from './payment-refunds';
import type { MailService } from '../mail/mail.service';
import { TestGatewayPage } from './test-gateway-page';
import type { SubscriptionStatus } from '../accounts/subscription.service';

export type { CheckoutRequest } from './checkout-request';
export type { PaymentPurpose, PaymentRecord } from './payment.repository';
export { OPEN_CHECKOUT_ELSEWHERE, type CheckoutStarted } from './payment-checkout';
export { planDescription, type SubscribeResult } from './payment-plans';
export type {
  PaidHandler,
  ProviderEvent,
  ReferenceLock,
  RefundHandler,
} from './payment-settlement';

/**
 * Payments: choosing a plan, opening a checkout at a gateway, and completing it exactly once
 * (`PaymentSettlement`), whichever of the checkout page, the webhook, a retry or a replayed event
 * comes first.
 */
export class PaymentService {
  private readonly gatewaySet: PaymentGateways;
  private readonly settlement: PaymentSettlement;
  private readonly checkout: PaymentCheckout;
  private readonly plans: PaymentPlans;
  private readonly testPage: TestGatewayPage;
  private readonly renewal: PlanRenewal;
  private readonly receipts: PaymentReceipts;
  private readonly refunds: PaymentRefunds;

  constructor(
    db: Db,
    deps: {
      gateways: PaymentGateway[];
      subscriptions: SubscriptionService;
      publicUrl: string;
      logger: Logger;
      rateLimits: RateLimiter;
      /** Checkouts one address may open per 15 minutes (0: no limit). */
      checkoutsPerIp: number;
      notifications: NotificationService;
      mail: MailService;
      /** RECEIPT_SELLER's lines. */
      seller: readonly string[];
    },
  ) {
    const gateways = new PaymentGateways(deps.gateways);
    const receipts = new PaymentReceipts(db, { gateways, mail: deps.mail, seller: deps.seller });
    const afterPaid = (tx: Tx, payment: PaymentRecord) => receipts.mailReceipt(tx, payment);
    const settlement = new PaymentSettlement(db, { gateways, logger: deps.logger, afterPaid });
    const checkout = new PaymentCheckout(db, {
      gateways,
      settlement,
      publicUrl: deps.publicUrl,
      logger: deps.logger,
      rateLimits: deps.rateLimits,
      checkoutsPerIp: deps.checkoutsPerIp,
    });
    const plans = new PaymentPlans({
      subscriptions: deps.subscriptions,
      notifications: deps.notifications,
      gateways,
      checkout,
      logger: deps.logger,
    });
    this.renewal = new PlanRenewal(db, {
      subscriptions: deps.subscriptions,
      notifications: deps.notifications,
      gateways,
      logger: deps.logger,
      afterPaid,
    });
    this.receipts = receipts;
    this.refunds = new PaymentRefunds(db, {
      gateways,
      settlement,
      notifications: deps.notifications,
      logger: deps.logger,
    });
    this.refunds.onRefunded('subscription', (tx, payment) => plans.endRefundedPlan(tx, payment));
    this.gatewaySet = gateways;
    this.settlement = settlement;
    this.checkout = checkout;
    this.plans = plans;
    this.testPage = new TestGatewayPage({ settlement, gateways });
    settlement.onPaid('subscription', (tx, payment) => plans.activatePlan(tx, payment));
    settlement.onPaid('donation', async () => undefined);
  }

  /** See `PaymentSettlement.onPaid`: what a paid payment of `purpose` does, and its lock. */
  onPaid(purpose: PaymentPurpose, handler: PaidHandler, lockReference?: ReferenceLock): void {
    this.settlement.onPaid(purpose, handler, lockReference);
  }

  gateways(): GatewayInfo[] {
    return this.gatewaySet.info();
  }

  /** A payment by id, for a gateway's own path (its webhook); no access check. */
  find(id: string): Promise<PaymentRecord | undefined> {
    return this.settlement.find(id);
  }

  gateway(name: string): PaymentGateway | undefined {
    return this.gatewaySet.get(name);
  }

  subscribe(actor: SignedInActor, raw: SubscribeInput): Promise<SubscribeResult> {
    return this.plans.subscribe(actor, raw);
  }

  startPayment(
    actor: SignedInActor,
    raw: StartPaymentInput,
    caller: Caller,
  ): Promise<CheckoutStarted> {
    return this.plans.startPayment(actor, raw, caller);
  }

  /** See `PaymentRefunds.onRefunded`: what a refund of `purpose` undoes. */
  onRefunded(purpose: PaymentPurpose, handler: RefundHandler): void {
    this.refunds.onRefunded(purpose, handler);
  }

  /** See `PaymentRefunds.list`: the admin's payment list (the route checks the role). */
  adminList(raw: AdminPaymentsInput) {
    return this.refunds.list(raw);
  }

  /** See `PaymentRefunds.refund`: an admin gives a payment's money back. */
  refund(admin: SignedInActor, id: string, raw: RefundBody): Promise<PaymentRecord> {
    return this.refunds.refund(admin, id, raw);
  }

  /** See `PaymentReceipts.paidTotals`: what each account paid for `purpose`, per currency. */
  paidTotals(purpose: PaymentPurpose, userIds: readonly string[]) {
    return this.receipts.paidTotals(purpose, userIds);
  }

  /** See `PaymentReceipts.history`: the actor's own payments, newest first. */
  history(actor: SignedInActor, raw: PaymentHistoryInput) {
    return this.receipts.history(actor, raw);
  }

  /** See `PaymentReceipts.receipt`: a paid payment's PDF, for its payer or an admin. */
  receipt(actor: SignedInActor, id: string): Promise<ReceiptFile> {
    return this.receipts.receipt(actor, id);
  }

  /** See `PlanRenewal.cancel`: the plan runs to the period's end, then returns to Free. */
  cancelPlan(actor: SignedInActor): Promise<SubscriptionStatus> {
    return this.renewal.cancel(actor);
  }

  /** See `PlanRenewal.resume`: a cancelled plan renews again. */
  resumePlan(actor: SignedInActor): Promise<SubscriptionStatus> {
    return this.renewal.resume(actor);
  }

  /** See `PlanRenewal.linkRecurring`: the provider's recurring subscription of a paid plan. */
  linkRecurring(payment: PaymentRecord, externalId: string): Promise<void> {
    return this.renewal.linkRecurring(payment, externalId);
  }

  /** See `PlanRenewal.renewFromProvider`: a renewal the provider charged. */
  renewFromProvider(renewal: ProviderRenewal, event: ProviderEvent): Promise<boolean> {
    return this.renewal.renewFromProvider(renewal, event);
  }

  /** See `PlanRenewal.sweepServerRenewals`: the test gateway's renewals, which no one else makes. */
  sweepServerRenewals(): Promise<number> {
    return this.gatewaySet.get('test')
      ? this.renewal.sweepServerRenewals('test')
      : Promise.resolve(0);
  }

  startDonation(actor: Actor, raw: StartDonationInput, caller: Caller): Promise<CheckoutStarted> {
    return this.checkout.startDonation(actor, raw, caller);
  }

  /** See `PaymentCheckout.startCheckout`: a checkout for what a feature sells. */
  startCheckout(
    actor: SignedInActor,
    request: CheckoutRequest,
    caller: Caller,
  ): Promise<CheckoutStarted> {
    return this.checkout.startCheckout(actor, request, caller);
  }

  /** See `PaymentCheckout.startSingleCheckout`: an open checkout is handed back, not doubled. */
  startSingleCheckout(
    actor: SignedInActor,
    request: CheckoutRequest,
    caller: Caller,
  ): Promise<CheckoutStarted> {
    return this.checkout.startSingleCheckout(actor, request, caller);
  }

  cancelPendingCheckouts(tx: Tx, purpose: PaymentPurpose, reference: string): Promise<number> {
    return this.checkout.cancelPendingCheckouts(tx, purpose, reference);
  }

  /** See `PaymentSettlement.session`: the confirmation page's poll. */
  session(actor: Actor, id: string): Promise<PaymentRecord> {
    return this.settlement.session(actor, id);
  }

  completeTestPayment(actor: Actor, id: string): Promise<{ redirectUrl: string }> {
    return this.testPage.complete(actor, id);
  }

  cancelTestPayment(actor: Actor, id: string): Promise<{ redirectUrl: string }> {
    return this.testPage.cancel(actor, id);
  }

  /** See `PaymentSettlement.settle`: the record's lock first, then the payment's row. */
  settle(id: string, verdict: GatewayVerdict, event?: ProviderEvent): Promise<PaymentRecord> {
    return this.settlement.settle(id, verdict, event);
  }

  recordUnmatchedEvent(event: ProviderEvent): Promise<boolean> {
    return this.settlement.recordUnmatchedEvent(event);
  }
}
