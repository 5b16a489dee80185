/**
 * Payment history and receipts (docs/product/payments.md, "Payment history and receipts"): the
 * account's payments a page at a time, a paid payment's PDF receipt for its payer or an admin,
 * and the "Payment received" mail with the receipt attached, queued in the transaction that
 * marks a payment paid.
 */

import type { SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Db, Tx } from '../../core/db';
import { isUuid } from '../../core/uuid';
import type { MailService } from '../mail/mail.service';
import { PAYMENT_PAGE_SIZE, PaymentHistoryInput } from './dtos/payment.inputs';
import type { PaymentGateways } from './payment-gateways';
import {
  paymentRepository as payments,
  type PaymentPurpose,
  type PaymentRecord,
} from './payment.repository';
import { receiptAmount, receiptNumber, renderReceipt } from './receipt-pdf';
import { validateInput } from '../../core/validate-input';

export const RECEIPT_NOT_FOUND = 'Receipt not found';
const NOT_PAID = 'Only a paid payment has a receipt.';

/** A receipt as it is sent: the PDF and the name to save it under. */
/** A sum of money in minor units (cents) of one currency. */
export interface MinorTotal {
  currency: string;
  amount: number;
}

export interface ReceiptFile {
  filename: string;
  pdf: Buffer;
}

export class PaymentReceipts {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      gateways: PaymentGateways;
      mail: MailService;
      /** RECEIPT_SELLER's lines. */
      seller: readonly string[];
    },
  ) {}

  /** The actor's own payments, newest first: every purpose and status. */
  /**
   * What each of `userIds` paid for `purpose`, per currency (minor units, currencies in code
   * order); an empty list for one who paid nothing. For batched reads of the accounts' own
   * figures: it checks no access.
   */
  async paidTotals(
    purpose: PaymentPurpose,
    userIds: readonly string[],
  ): Promise<Map<string, MinorTotal[]>> {
    const byUser = new Map<string, MinorTotal[]>(userIds.map((id) => [id, []]));
    const rows = await payments.paidTotals(this.db, purpose, userIds.filter(isUuid));
    for (const { userId, ...total } of rows) byUser.get(userId)?.push(total);
    return byUser;
  }

  async history(actor: SignedInActor, raw: PaymentHistoryInput) {
    const input = validateInput(PaymentHistoryInput, raw);
    const page = input.page ?? 1;
    const limit = input.limit ?? PAYMENT_PAGE_SIZE;
    const { payments: list, total } = await payments.listOfUser(this.db, actor.id, {
      limit,
      offset: (page - 1) * limit,
    });
    return { payments: list, page, limit, totalItems: total };
  }

  /**
   * A paid payment's receipt, for its payer or an admin; anyone else, an unknown id or a
   * visitor's donation (no account to name) is a 404, as if it did not exist.
   */
  async receipt(actor: SignedInActor, id: string): Promise<ReceiptFile> {
    const payment = isUuid(id) ? await payments.find(this.db, id) : undefined;
    const mine = payment?.userId === actor.id;
    if (!payment?.userId || !(mine || actor.role === 'admin')) {
      throw AppError.notFound(RECEIPT_NOT_FOUND);
    }
    if (payment.status !== 'paid' || payment.receiptNumber === null) {
      throw new AppError('conflict', NOT_PAID);
    }
    return this.render(this.db, payment);
  }

  /**
   * Queues "Payment received" with the receipt, in the transaction that marked `payment` paid:
   * it goes only if that commits. Nothing when the payment has no account or mail is off.
   */
  async mailReceipt(tx: Tx, payment: PaymentRecord): Promise<void> {
    if (!payment.userId || !this.deps.mail.enabled || payment.receiptNumber === null) return;
    const payer = await payments.payerOf(tx, payment.userId);
    if (!payer) return;
    const file = await this.render(tx, payment);
    await this.deps.mail.enqueue(tx, {
      to: payer.email,
      kind: 'payment-received',
      data: {
        name: payer.name,
        description: payment.description,
        amount: receiptAmount(payment.amount, payment.currency),
        receiptNumber: receiptNumber(payment.receiptNumber),
        linkPath: '/dashboard?section=payments',
      },
      attachments: [
        {
          filename: file.filename,
          contentType: 'application/pdf',
          contentBase64: file.pdf.toString('base64'),
        },
      ],
    });
  }

  private async render(db: Db, payment: PaymentRecord): Promise<ReceiptFile> {
    const number = receiptNumber(payment.receiptNumber ?? 0);
    const buyer = payment.userId ? await payments.payerOf(db, payment.userId) : undefined;
    const pdf = await renderReceipt({
      number,
      paidAt: payment.completedAt ?? payment.createdAt,
      seller: this.deps.seller,
      buyer: buyer ?? null,
      description: payment.description,
      amount: payment.amount,
      currency: payment.currency,
      method: this.deps.gateways.get(payment.gateway)?.displayName ?? payment.gateway,
      paymentId: payment.id,
    });
    return { filename: `flowvault-receipt-${number}.pdf`, pdf };
  }
}
