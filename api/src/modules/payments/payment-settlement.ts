/**
 * Settlement: a payment leaves `pending` once, and what it paid for is applied in that same
 * transaction. Owns the `onPaid(purpose, handler, lockReference)` registry, `settle` (locks the
 * feature's record first, then the payment's row), provider events recorded once, and the
 * confirmation page's poll, which settles on the provider's word.
 */

import type { Actor } from '../../core/actor';
import { requireAccess } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { Db, Tx } from '../../core/db';
import type { Logger } from '../../core/logger';
import { isUuid } from '../../core/uuid';
import type { GatewayVerdict } from './gateways/payment-gateway';
import type { PaymentGateways } from './payment-gateways';
import { canReadPayment, needsSignIn, PAYMENT_NOT_FOUND, SIGN_IN_TO_PAY } from './payments.policy';
import {
  paymentRepository as payments,
  type PaymentPurpose,
  type PaymentRecord,
} from './payment.repository';

/**
 * What a paid payment does, inside the transaction that marks it paid. `'needs_refund'`: it
 * applied nothing (its record had moved on), so the money is listed for an admin to refund.
 */
export type PaidHandler = (tx: Tx, payment: PaymentRecord) => Promise<void | 'needs_refund'>;

/** What a refunded payment undoes, inside the transaction that marks it refunded. */
export type RefundHandler = (tx: Tx, payment: PaymentRecord) => Promise<void>;

/**
 * Locks the record a payment pays for (a hire request), before the payment's own row. A feature
 * that cancels its record's checkouts locks the record first too, so every path takes the two
 * locks in one order (record, then payment) and a cancel racing a completion waits instead of
 * deadlocking.
 */
export type ReferenceLock = (tx: Tx, reference: string) => Promise<void>;

/** A provider's event, recorded once by its id with the change it made. */
export interface ProviderEvent {
  gateway: string;
  id: string;
  type: string;
}

/**
 * Completion is one transaction that moves the payment out of `pending` with a conditional update
 * and applies its purpose in the same commit, so the checkout page, the webhook, a retry and a
 * replayed event can all race and the purpose is still applied exactly once.
 */
export class PaymentSettlement {
  private readonly onPaidHandlers = new Map<PaymentPurpose, PaidHandler>();
  private readonly referenceLocks = new Map<PaymentPurpose, ReferenceLock>();

  constructor(
    private readonly db: Db,
    private readonly deps: {
      gateways: PaymentGateways;
      logger: Logger;
      /** What every paid payment does besides its purpose's effect (its receipt by mail). */
      afterPaid?: PaidHandler;
    },
  ) {}

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

  /** The lock a feature registered for its records (taken before a payment's row). */
  referenceLock(purpose: PaymentPurpose): ReferenceLock | undefined {
    return this.referenceLocks.get(purpose);
  }

  /** Whether a paid payment of `purpose` has something to do (a checkout may open for it). */
  handles(purpose: PaymentPurpose): boolean {
    return this.onPaidHandlers.has(purpose);
  }

  /** A payment by id, for a gateway's own path (its webhook); no access check. */
  find(id: string): Promise<PaymentRecord | undefined> {
    return isUuid(id) ? payments.find(this.db, id) : Promise.resolve(undefined);
  }

  /**
   * A payment as its confirmation page polls it. A pending payment at a gateway that can be
   * asked (Stripe) is looked up, and completed here if the provider says it was paid: the page
   * and the webhook may both complete it, and only one of them applies it.
   */
  async session(actor: Actor, id: string): Promise<PaymentRecord> {
    const payment = await this.requireOwnPayment(actor, id);
    const gateway = this.deps.gateways.get(payment.gateway);
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
        await payments.markNeedsRefund(tx, id);
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

  /**
   * A payment the actor may see (`canReadPayment`): their own, or a visitor's donation. Someone
   * else's is a 404, as if it did not exist; a visitor asking for an account's payment, a 401.
   */
  async requireOwnPayment(actor: Actor, id: string): Promise<PaymentRecord> {
    const payment = await this.requirePayment(this.db, id);
    if (needsSignIn(actor, payment)) throw new AppError('unauthorized', SIGN_IN_TO_PAY);
    requireAccess(canReadPayment(actor, payment), PAYMENT_NOT_FOUND);
    return payment;
  }

  private async applyPaid(tx: Tx, payment: PaymentRecord): Promise<void> {
    const handler = this.onPaidHandlers.get(payment.purpose);
    if (!handler) throw new Error(`No handler for paid ${payment.purpose} payments`);
    if ((await handler(tx, payment)) === 'needs_refund') {
      await payments.markNeedsRefund(tx, payment.id);
    }
    await this.deps.afterPaid?.(tx, payment);
  }

  private async requirePayment(db: Db, id: string): Promise<PaymentRecord> {
    const payment = isUuid(id) ? await payments.find(db, id) : undefined;
    if (!payment) throw AppError.notFound(PAYMENT_NOT_FOUND);
    return payment;
  }
}

function chargeMatches(payment: PaymentRecord, verdict: GatewayVerdict): boolean {
  if (verdict.amount !== undefined && verdict.amount !== payment.amount) return false;
  if (verdict.currency !== undefined && verdict.currency !== payment.currency) return false;
  return true;
}
