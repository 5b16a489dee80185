import { formatLongDate, formatMoney } from '../../ui/format';

/** Save limit shown when the account's limit is missing: the Free plan's. */
export const DEFAULT_TEMPLATE_SAVES = 5;

/** The plan name of an account without a paid plan. */
export const FREE_PLAN = 'Free';

/** A plan's price per period as the cards show it: `$19/mo`, `$190/yr`, `$9.50/mo`. */
export function formatPlanPrice(price: number, currency: string, duration: string): string {
  const period = duration === 'yearly' ? 'yr' : 'mo';
  return `${formatMoney(price, currency)}/${period}`;
}

/** An amount to pay with its currency code: `$19.00 USD`. */
export function formatPaymentAmount(amount: number, currency: string): string {
  const shown = formatMoney(amount, currency, 2);
  return shown.endsWith(currency) ? shown : `${shown} ${currency}`;
}

/** What the plan's button offers: nothing to pay is 'Get Started', anything else an upgrade. */
export function planActionLabel(price: number, current: boolean): string {
  if (current) return 'Current Plan';
  return price === 0 ? 'Get Started' : 'Upgrade Now';
}

/** Template saves used against the plan's limit, for the usage bar. */
export interface SaveUsage {
  used: number;
  /** Null when the plan saves without limit (-1). */
  limit: number | null;
  /** `3 / 5`, or `3 / Unlimited`. */
  label: string;
}

export function saveUsage(used: number, limit: number | null | undefined): SaveUsage {
  const known =
    typeof limit === 'number' && Number.isFinite(limit) ? limit : DEFAULT_TEMPLATE_SAVES;
  if (known < 0) return { used, limit: null, label: `${used} / Unlimited` };
  return { used, limit: known, label: `${used} / ${known}` };
}

/** Whether an account's subscription is a paid plan that is running now. */
export function hasActivePaidPlan(
  subscription: { plan: string; isActive: boolean } | null | undefined,
): boolean {
  return Boolean(subscription?.isActive && subscription.plan !== FREE_PLAN);
}

/**
 * What the Free card says while a paid period runs, in place of its button: the API refuses Free
 * then (409: choosing Free does not throw paid time away). A cancelled plan returns to Free by
 * itself when the period ends; a renewing one is cancelled first. Null when Free can be chosen.
 */
export function freeFallbackNote(
  subscription:
    | {
        plan: string;
        isActive: boolean;
        currentPeriodEnd?: string | null;
        cancelAtPeriodEnd?: boolean;
      }
    | null
    | undefined,
): string | null {
  if (!subscription || !hasActivePaidPlan(subscription)) return null;
  const end = subscription.currentPeriodEnd && formatLongDate(subscription.currentPeriodEnd);
  if (!subscription.cancelAtPeriodEnd) {
    return end
      ? `Cancel your plan to return to Free when it ends on ${end}`
      : 'Cancel your plan to return to Free when its paid period ends';
  }
  return end
    ? `Your plan returns to Free on ${end}`
    : 'Your plan returns to Free when its paid period ends';
}
