import { majorUnits } from '../../lib/money';
import type { Plan } from '../accounts/plans';
import type { GatewayInfo } from './gateways/payment-gateway';
import type { CheckoutStarted } from './payment.service';
import type { AdminPaymentRow, PaymentRecord } from './payment.repository';
import { receiptNumber } from './receipt-pdf';

/** A plan for its card; REST names its id `_id` too, as the web reads it. */
export function presentPlan(plan: Plan) {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: majorUnits(plan.priceMinor),
    currency: plan.currency,
    duration: plan.duration,
    features: plan.features,
    templateSaves: plan.templateSaves,
    hiring: plan.hiring,
    mostPopular: plan.mostPopular,
  };
}

export function presentGateway({ id, name, displayName, testMode }: GatewayInfo) {
  return { id, name, displayName, testMode };
}

/** A payment as its pages see it: amounts in major units, never the return URLs. */
export function presentPaymentSession(payment: PaymentRecord) {
  return {
    id: payment.id,
    status: payment.status,
    purpose: payment.purpose,
    amount: majorUnits(payment.amount),
    currency: payment.currency,
    description: payment.description,
    gateway: payment.gateway,
    createdAt: payment.createdAt,
    completedAt: payment.completedAt,
  };
}

/** A payment in the account's history: as its pages see it, with its receipt's number once paid. */
export function presentPaymentHistoryEntry(payment: PaymentRecord) {
  return {
    ...presentPaymentSession(payment),
    receiptNumber: payment.receiptNumber === null ? null : receiptNumber(payment.receiptNumber),
  };
}

/** A payment in the admin's list: the history entry, who paid, and its refund. */
export function presentAdminPayment(payment: AdminPaymentRow) {
  return {
    ...presentPaymentHistoryEntry(payment),
    needsRefund: payment.needsRefund,
    refundedAt: payment.refundedAt,
    refundReason: payment.refundReason,
    payerName: payment.payerName,
    payerEmail: payment.payerEmail,
  };
}

/** A checkout's `paymentResult`, plus the session id for the pages that poll it. */
export function presentCheckout({ payment, paymentUrl }: CheckoutStarted) {
  return {
    paymentUrl,
    status: 'pending' as const,
    sessionId: payment.id,
    data: {
      message: `Complete the payment of ${majorUnits(payment.amount)} ${payment.currency} to continue.`,
      instructions:
        payment.gateway === 'test'
          ? 'This is a test checkout: no money moves. Press Pay to complete it.'
          : 'You will be taken to the payment page.',
    },
  };
}
