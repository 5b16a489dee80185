import type { HireApplicationStatus, Urgency } from '../../gql/graphql';
import type { BadgeTone } from '../../ui/badge';
import type { IconName } from '../../ui/icon';

/** An amount in major units with its currency: `$1,250`, `$99.50`, `€300`; `300 XYZ` if unknown. */
export function formatMoney(amount: number, currency: string): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${amount.toFixed(fractionDigits)} ${currency}`;
  }
}

/** A client's budget range: `$500 - $1,500`, or one amount when both ends agree. */
export function formatBudgetRange(budget: { currency: string; min: number; max: number }): string {
  const min = formatMoney(budget.min, budget.currency);
  return budget.min === budget.max ? min : `${min} - ${formatMoney(budget.max, budget.currency)}`;
}

/** An expert's record as the API gives it: the average only from the third rating on. */
export interface ExpertReputation {
  completedProjects: number;
  ratingCount: number;
  averageRating?: number | null;
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/**
 * An expert's record in one line: '3 completed projects · 4.7 average rating'. The average exists
 * only from the third rating on; before that the line says how many ratings there are so far.
 */
export function reputationText(reputation: ExpertReputation): string {
  const projects = plural(reputation.completedProjects, 'completed project', 'completed projects');
  if (reputation.averageRating !== null && reputation.averageRating !== undefined) {
    return `${projects} · ${reputation.averageRating.toFixed(1)} average rating`;
  }
  if (reputation.ratingCount === 0) return `${projects} · No ratings yet`;
  return `${projects} · ${plural(reputation.ratingCount, 'rating', 'ratings')} so far`;
}

/** How an application's status is drawn: a label, a colour and an icon (PRODUCT-SPEC §4). */
export const APPLICATION_STATUS: Record<
  HireApplicationStatus,
  { label: string; tone: BadgeTone; icon: IconName }
> = {
  pending: { label: 'Pending', tone: 'amber', icon: 'clock' },
  accepted: { label: 'Accepted', tone: 'green', icon: 'check' },
  rejected: { label: 'Rejected', tone: 'red', icon: 'x' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral', icon: 'arrowLeft' },
};

/** Urgency badges: the more urgent, the warmer. */
export const URGENCY: Record<Urgency, { label: string; tone: BadgeTone }> = {
  low: { label: 'Low urgency', tone: 'neutral' },
  medium: { label: 'Medium urgency', tone: 'blue' },
  high: { label: 'High urgency', tone: 'amber' },
  urgent: { label: 'Urgent', tone: 'red' },
};

/** The name a client goes by on an expert's card: anonymous unless the API names them. */
export function clientName(name: string | null | undefined): string {
  return name?.trim() || 'Anonymous';
}
