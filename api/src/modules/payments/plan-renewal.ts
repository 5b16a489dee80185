/**
 * Renewal: a paid plan renews at the end of each period until its holder cancels it
 * (docs/product/accounts-and-plans.md, "Renewal"). Cancel and Resume change that, at the
 * provider too (Stripe's `cancel_at_period_end`); a renewal the provider charged (Stripe's paid
 * invoice) or the server made (the test gateway, where no money moves) adds the next period and
 * records it as a paid payment.
 */

import type { SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Db, Tx } from '../../core/db';
import type { Logger } from '../../core/logger';
import type { SubscriptionRecord, SubscriptionService } from '../accounts/subscription.service';
import type { SubscriptionStatus } from '../accounts/subscription.service';
import type { NotificationService } from '../notifications/notification.service';
import type { PaymentGateways } from './payment-gateways';
import { planDescription } from './payment-plans';
import type { ProviderEvent } from './payment-settlement';
import { paymentRepository as payments, type PaymentRecord } from './payment.repository';

/** A renewal the server makes is due while the period ended at most this long ago. */
export const RENEWAL_GRACE_DAYS = 3;

const NOTHING_TO_CANCEL = 'You have no paid plan to cancel.';
const NOTHING_TO_RESUME = 'Your paid period has ended: choose a plan to start a new one.';
const PAID_ONCE =
  'This plan was paid for one period and does not renew: choose it again when it ends.';
const PROVIDER_DOWN = 'The payment provider could not be reached. Please try again.';

/** What a renewal charged, in minor units, and the provider's id for it (Stripe's invoice). */
interface RenewalCharge {
  gateway: string;
  amount: number;
  currency: string;
  invoiceId?: string;
}

/** A period the provider charged for: its recurring subscription, the invoice and the charge. */
export interface ProviderRenewal extends RenewalCharge {
  externalId: string;
  invoiceId: string;
}

export class PlanRenewal {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      subscriptions: SubscriptionService;
      notifications: NotificationService;
      gateways: PaymentGateways;
      logger: Logger;
      /** Sends a paid renewal's receipt, as for every paid payment. */
      afterPaid: (tx: Tx, payment: PaymentRecord) => Promise<void>;
    },
  ) {}

  /** The plan runs to the period's end and then returns to Free; nothing is refunded. */
  cancel(actor: SignedInActor): Promise<SubscriptionStatus> {
    return this.setRenewal(actor, false);
  }

  /** Undoes a cancel before the period ends: the plan renews again. */
  resume(actor: SignedInActor): Promise<SubscriptionStatus> {
    return this.setRenewal(actor, true);
  }

  /**
   * Names the provider's recurring subscription a paid plan checkout set up (Stripe reports it
   * with the completed session), so Cancel, Resume and its renewals reach it. A cancel made
   * before the provider said which is passed on now.
   */
  async linkRecurring(payment: PaymentRecord, externalId: string): Promise<void> {
    if (payment.purpose !== 'subscription' || payment.status !== 'paid' || !payment.userId) return;
    const userId = payment.userId;
    const gateway = this.deps.gateways.get(payment.gateway);
    const cancelled = await this.db.transaction(async (tx) => {
      await this.deps.subscriptions.holdAccount(tx, userId);
      const record = await this.deps.subscriptions.record(userId, tx);
      const current =
        record?.plan.id === payment.reference &&
        record.gateway === payment.gateway &&
        (record.externalId === null || record.externalId === externalId);
      if (!current) return undefined;
      await this.deps.subscriptions.setExternalId(tx, userId, payment.gateway, externalId);
      return record.cancelAtPeriodEnd;
    });
    if (cancelled === undefined) {
      // The payer has moved on (another plan paid since): this one must not charge again.
      this.deps.logger.info({ payment: payment.id }, 'stopping a replaced recurring plan');
      await gateway?.stopRecurring?.(externalId);
    } else if (cancelled) {
      await gateway?.setRenewal?.(externalId, false);
    }
  }

  /**
   * A period the provider charged: the plan's next period starts where the last ended, and the
   * charge is a paid payment. Recorded once by the provider's event id; an invoice for a
   * recurring subscription we do not hold changes nothing.
   */
  renewFromProvider(renewal: ProviderRenewal, event: ProviderEvent): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await payments.recordEvent(tx, { ...event, paymentId: null }))) return false;
      if (await payments.findExternal(tx, renewal.gateway, renewal.invoiceId)) return false;
      const userId = await this.deps.subscriptions.holderOf(
        renewal.gateway,
        renewal.externalId,
        tx,
      );
      if (!userId) return false;
      await this.renewInside(tx, userId, renewal);
      return true;
    });
  }

  /**
   * The renewals the server charges itself (the test gateway): every renewing plan there whose
   * period has just ended gets its next one. Every process runs this; the account's lock and a
   * second look make each renewal happen once. Returns how many renewed.
   */
  async sweepServerRenewals(gateway: string, limit = 200): Promise<number> {
    const due = await this.deps.subscriptions.dueRenewals(gateway, RENEWAL_GRACE_DAYS, limit);
    let renewed = 0;
    for (const userId of due) {
      const done = await this.db.transaction(async (tx) => {
        await this.deps.subscriptions.holdAccount(tx, userId);
        const record = await this.deps.subscriptions.record(userId, tx);
        const stillDue =
          record?.gateway === gateway &&
          !record.cancelAtPeriodEnd &&
          record.currentPeriodEnd <= new Date();
        if (!stillDue) return false;
        await this.renewInside(tx, userId, {
          gateway,
          amount: record.plan.priceMinor,
          currency: record.plan.currency,
        });
        return true;
      });
      if (done) renewed += 1;
    }
    return renewed;
  }

  private async renewInside(tx: Tx, userId: string, renewal: RenewalCharge): Promise<void> {
    const renewed = await this.deps.subscriptions.renew(tx, userId);
    if (!renewed) return;
    const payment = await payments.insert(tx, {
      userId,
      purpose: 'subscription',
      reference: renewed.plan.id,
      amount: renewal.amount,
      currency: renewal.currency.toUpperCase(),
      description: `${planDescription(renewed.plan)}, renewal`,
      gateway: renewal.gateway,
      returnUrl: '',
      cancelUrl: '',
    });
    if (renewal.invoiceId) await payments.setExternalId(tx, payment.id, renewal.invoiceId);
    const paid = await payments.settle(tx, payment.id, 'paid');
    if (paid) await this.deps.afterPaid(tx, paid);
    await this.deps.notifications.notify(tx, {
      userId,
      kind: 'plan_payment_completed',
      title: `Your ${renewed.plan.name} plan renewed`,
      body: `Your ${renewed.plan.name} plan renewed until ${day(renewed.currentPeriodEnd)}. Thank you!`,
      link: '/dashboard?section=subscription',
    });
  }

  /**
   * Cancel (`renews` false) or Resume: under the account's lock, the provider first (a refusal
   * there changes nothing here), then the account. Asking for what already holds answers it.
   */
  private async setRenewal(actor: SignedInActor, renews: boolean): Promise<SubscriptionStatus> {
    await this.db.transaction(async (tx) => {
      await this.deps.subscriptions.holdAccount(tx, actor.id);
      const record = await this.deps.subscriptions.record(actor.id, tx);
      const running = record && record.plan.priceMinor > 0 && record.currentPeriodEnd > new Date();
      if (!running) throw new AppError('conflict', renews ? NOTHING_TO_RESUME : NOTHING_TO_CANCEL);
      if (record.cancelAtPeriodEnd === !renews) return;
      if (renews && record.gateway === null) throw new AppError('conflict', PAID_ONCE);
      await this.tellProvider(record, renews);
      await this.deps.subscriptions.setCancelAtPeriodEnd(tx, actor.id, !renews);
    });
    return this.deps.subscriptions.status(actor.id);
  }

  private async tellProvider(record: SubscriptionRecord, renews: boolean): Promise<void> {
    const gateway = record.gateway ? this.deps.gateways.get(record.gateway) : undefined;
    if (!record.externalId || !gateway?.setRenewal) return;
    try {
      await gateway.setRenewal(record.externalId, renews);
    } catch (error) {
      this.deps.logger.warn({ err: error, gateway: gateway.name }, 'changing a renewal failed');
      throw new AppError('upstream_error', PROVIDER_DOWN);
    }
  }
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}
