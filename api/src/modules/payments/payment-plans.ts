/**
 * Plans: choosing a plan (Free at once, a paid plan through a payment), opening the checkout for a
 * paid plan at the plan's own price, and activating the plan's period once its payment is paid
 * (the `subscription` purpose's paid handler). The plans and subscriptions themselves are the
 * accounts feature's `SubscriptionService`.
 */

import type { Caller, SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Tx } from '../../core/db';
import { majorUnits, minorUnits } from '../../lib/money';
import { isUuid } from '../../core/uuid';
import { validateInput } from '../../core/validate-input';
import type { Plan } from '../accounts/plans';
import type {
  SubscriptionRecord,
  SubscriptionService,
  SubscriptionStatus,
} from '../accounts/subscription.service';
import type { Logger } from '../../core/logger';
import type { NotificationService } from '../notifications/notification.service';
import { StartPaymentInput, SubscribeInput } from './dtos/payment.inputs';
import type { CheckoutStarted, PaymentCheckout } from './payment-checkout';
import type { PaymentGateways } from './payment-gateways';
import type { PaymentRecord } from './payment.repository';

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

const PLAN_NOT_FOUND = 'Plan not found';

export class PaymentPlans {
  constructor(
    private readonly deps: {
      subscriptions: SubscriptionService;
      notifications: NotificationService;
      gateways: PaymentGateways;
      checkout: PaymentCheckout;
      logger: Logger;
    },
  ) {}

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
      this.deps.gateways.require(input.paymentGateway, 'paymentGateway');
    else if (this.deps.gateways.none()) {
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
    const gateway = this.deps.gateways.require(input.gateway, 'gateway');
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
    return this.deps.checkout.startCheckout(
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
        recurring: plan.duration === 'yearly' ? 'year' : 'month',
      },
      caller,
    );
  }

  /** A paid `subscription` payment: its plan's period starts or extends, and the payer is told. */
  async activatePlan(tx: Tx, payment: PaymentRecord): Promise<void> {
    const plan = payment.reference && (await this.deps.subscriptions.plan(payment.reference, tx));
    if (!plan || !payment.userId) {
      throw new Error(`Paid subscription ${payment.id} names no plan or account`);
    }
    const replaced = await this.deps.subscriptions.activate(tx, payment.userId, plan, {
      gateway: payment.gateway,
      externalId: null,
    });
    if (replaced?.externalId) this.stopAfterCommit(tx, replaced);
    await this.deps.notifications.notify(tx, {
      userId: payment.userId,
      kind: 'plan_payment_completed',
      title: `Your ${plan.name} plan is active`,
      body: `Your payment for the ${plan.name} plan went through. Thank you!`,
      link: '/dashboard?section=subscription',
    });
  }

  /**
   * A refunded plan payment ends the plan it paid for at once, if that plan is still the
   * account's: it reads as Free now and its provider stops charging it.
   */
  async endRefundedPlan(tx: Tx, payment: PaymentRecord): Promise<void> {
    if (!payment.userId) return;
    await this.deps.subscriptions.holdAccount(tx, payment.userId);
    const record = await this.deps.subscriptions.record(payment.userId, tx);
    if (!record || record.plan.id !== payment.reference || record.currentPeriodEnd <= new Date()) {
      return;
    }
    await this.deps.subscriptions.endNow(tx, payment.userId);
    if (record.externalId) this.stopAfterCommit(tx, record);
  }

  /**
   * A plan paid anew replaces the account's recurring subscription at its provider: it must not
   * charge again. Told once the new period has committed; a failure is logged for an operator.
   */
  private stopAfterCommit(tx: Tx, replaced: SubscriptionRecord): void {
    const gateway = replaced.gateway ? this.deps.gateways.get(replaced.gateway) : undefined;
    const externalId = replaced.externalId;
    if (!gateway?.stopRecurring || !externalId) return;
    tx.afterCommit(() => {
      gateway
        .stopRecurring?.(externalId)
        .catch((error: unknown) =>
          this.deps.logger.error(
            { err: error, gateway: gateway.name, externalId },
            'a replaced recurring plan could not be stopped at its provider',
          ),
        );
    });
  }

  private async requirePlan(id: string): Promise<Plan> {
    const plan = isUuid(id) ? await this.deps.subscriptions.plan(id) : undefined;
    if (!plan) throw AppError.notFound(PLAN_NOT_FOUND);
    return plan;
  }
}

/** The plan as the checkout names it: "FlowVault Pro (monthly)". */
export function planDescription(plan: Plan): string {
  return `FlowVault ${plan.name} (${plan.duration})`;
}
