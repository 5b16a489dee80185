/**
 * Refunds (docs/product/payments.md, "Refunds"): the only way money goes back. An admin lists
 * payments with filters and refunds a paid one through its gateway with a reason; in the same
 * transaction the payment is marked refunded, its purpose's feature undoes what it bought (a plan
 * ends at once, a project is cancelled) and the payer is told.
 */

import type { SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Db } from '../../core/db';
import type { Logger } from '../../core/logger';
import { isUuid } from '../../core/uuid';
import { validateInput } from '../../core/validate-input';
import type { NotificationService } from '../notifications/notification.service';
import { ADMIN_PAYMENT_PAGE_SIZE, AdminPaymentsInput, RefundBody } from './dtos/payment.inputs';
import type { PaymentGateways } from './payment-gateways';
import type { PaymentSettlement, RefundHandler } from './payment-settlement';
import { paymentRepository as payments, type PaymentPurpose } from './payment.repository';
import type { PaymentRecord } from './payment.repository';
import { receiptAmount } from './receipt-pdf';

const PAYMENT_NOT_FOUND = 'Payment not found';
const ALREADY_REFUNDED = 'This payment is already refunded.';
const NOT_PAID = 'Only a paid payment can be refunded.';
const NO_GATEWAY =
  "This payment's gateway is not available here: refund it with the provider directly.";
const PROVIDER_DOWN = 'The payment provider could not refund it. Please try again.';

export class PaymentRefunds {
  private readonly handlers = new Map<PaymentPurpose, RefundHandler>();

  constructor(
    private readonly db: Db,
    private readonly deps: {
      gateways: PaymentGateways;
      settlement: PaymentSettlement;
      notifications: NotificationService;
      logger: Logger;
    },
  ) {}

  /** Lets a feature say what a refund of its purpose undoes, in the refund's transaction. */
  onRefunded(purpose: PaymentPurpose, handler: RefundHandler): void {
    this.handlers.set(purpose, handler);
  }

  /** The admin's list: every payment, newest first, filtered; each with who paid. */
  async list(raw: AdminPaymentsInput) {
    const input = validateInput(AdminPaymentsInput, raw);
    const page = input.page ?? 1;
    const limit = input.limit ?? ADMIN_PAYMENT_PAGE_SIZE;
    const { payments: rows, total } = await payments.adminPage(this.db, {
      status: input.status,
      purpose: input.purpose,
      needsRefund: input.needsRefund,
      search: input.search,
      limit,
      offset: (page - 1) * limit,
    });
    return { payments: rows, page, limit, totalItems: total };
  }

  /**
   * Refunds a paid payment (or money taken that applied nothing) in full. The record the payment
   * is for is locked first, as completion does; the provider is asked inside the transaction, so
   * a refusal there changes nothing here, and its idempotency key makes a retry safe.
   */
  async refund(admin: SignedInActor, id: string, raw: RefundBody): Promise<PaymentRecord> {
    const { reason } = validateInput(RefundBody, raw);
    const found = isUuid(id) ? await payments.find(this.db, id) : undefined;
    if (!found) throw AppError.notFound(PAYMENT_NOT_FOUND);
    return this.db.transaction(async (tx) => {
      const lockReference = this.deps.settlement.referenceLock(found.purpose);
      if (lockReference && found.reference) await lockReference(tx, found.reference);
      const payment = await payments.lock(tx, id);
      if (!payment) throw AppError.notFound(PAYMENT_NOT_FOUND);
      if (payment.status === 'refunded') throw new AppError('conflict', ALREADY_REFUNDED);
      if (payment.status !== 'paid' && !payment.needsRefund) {
        throw new AppError('conflict', NOT_PAID);
      }
      const gateway = this.deps.gateways.get(payment.gateway);
      if (!gateway?.refund) throw new AppError('conflict', NO_GATEWAY);
      try {
        await gateway.refund(payment, reason);
      } catch (error) {
        this.deps.logger.warn({ err: error, payment: id }, 'a refund failed at the provider');
        throw new AppError('upstream_error', PROVIDER_DOWN);
      }
      const refunded = await payments.markRefunded(tx, id, { reason, adminId: admin.id });
      // Money that applied nothing undoes nothing; a payment that bought something undoes it.
      const applied = payment.status === 'paid' && !payment.needsRefund;
      if (applied) await this.handlers.get(payment.purpose)?.(tx, refunded);
      if (payment.userId) {
        await this.deps.notifications.notify(tx, {
          userId: payment.userId,
          kind: 'payment_refunded',
          title: 'Your payment was refunded',
          body: `Your payment of ${receiptAmount(payment.amount, payment.currency)} for ${payment.description} was refunded: ${reason}`,
          link: '/dashboard?section=payments',
        });
      }
      this.deps.logger.info({ payment: id, admin: admin.id }, 'a payment was refunded');
      return refunded;
    });
  }
}
