import { isUuid } from '../../core/uuid';
import type { PaymentPurpose } from './payment.repository';

/** What a feature asks to be paid for; amount in minor units (cents), the server's own figure. */
export interface CheckoutRequest {
  purpose: PaymentPurpose; // e.g. 'hire_request' (already allowed by the payments table)
  reference: string; // the feature's record id (e.g. the hire request id)
  amount: number;
  currency: string; // 'USD', ...
  description: string;
  gateway?: string; // gateway name; default: the first configured gateway
  returnUrl?: string; // site paths, checked like today's (400 when off-site)
  cancelUrl?: string;
  /** A plan's checkout: the payer also agrees to be charged again each month or year. */
  recurring?: Recurrence;
}

/** How often a recurring checkout charges again. */
export type Recurrence = 'month' | 'year';

/**
 * The request with its currency in capitals, or an Error: every figure of a request comes from
 * the feature's own records, never from the payer, so one that breaks the payments table's rules
 * is a bug to log (a 500), not a 400 to show.
 */
export function soundCheckoutRequest(request: CheckoutRequest): CheckoutRequest {
  const currency = request.currency.toUpperCase();
  const rules: Array<[holds: boolean, needs: string]> = [
    [Number.isSafeInteger(request.amount) && request.amount > 0, 'a whole positive amount'],
    [/^[A-Z]{3}$/.test(currency), 'a three-letter currency code'],
    [isUuid(request.reference), "the feature's record id (a uuid) as its reference"],
    [request.description.trim() !== '', 'a description'],
  ];
  const broken = rules.find(([holds]) => !holds);
  if (broken) throw new Error(`A ${request.purpose} checkout needs ${broken[1]}`);
  return { ...request, currency };
}
