import type { HireApplicationStatus, HireRequestStatus, Urgency } from '../../gql/graphql';
import type { BadgeTone } from '../../ui/badge';
import { countOf } from '../../ui/format';
import type { IconName } from '../../ui/icon';

/**
 * The labels of hiring, for the client's pages and the expert's alike: one table each, so a status
 * reads the same on both sides.
 */

/** How a request's status reads and its badge's colour. */
export const REQUEST_STATUS: Record<HireRequestStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  in_selection: { label: 'In Selection', tone: 'blue' },
  active: { label: 'Active', tone: 'green' },
  completed: { label: 'Completed', tone: 'teal' },
  cancelled: { label: 'Cancelled', tone: 'red' },
};

/** Urgency badges: the more pressing, the warmer. */
export const URGENCY: Record<Urgency, { label: string; tone: BadgeTone }> = {
  low: { label: 'Low', tone: 'neutral' },
  medium: { label: 'Medium', tone: 'blue' },
  high: { label: 'High', tone: 'amber' },
  urgent: { label: 'Urgent', tone: 'red' },
};

/** The urgencies in order, for the request form's select. */
export const URGENCY_OPTIONS = (['low', 'medium', 'high', 'urgent'] as const).map((value) => ({
  value,
  label: URGENCY[value].label,
}));

/** How an application's status is drawn: a label, a colour and an icon. */
export const APPLICATION_STATUS: Record<
  HireApplicationStatus,
  { label: string; tone: BadgeTone; icon: IconName }
> = {
  pending: { label: 'Pending', tone: 'amber', icon: 'clock' },
  accepted: { label: 'Accepted', tone: 'green', icon: 'check' },
  rejected: { label: 'Rejected', tone: 'red', icon: 'x' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral', icon: 'arrowLeft' },
};

/** An expert's record as the API counts it. */
export interface Reputation {
  completedProjects: number;
  ratingCount: number;
  /** Null until the expert has 3 ratings. */
  averageRating?: number | null;
}

/**
 * An expert's record in one line, for the client choosing an expert and for the expert on their
 * dashboard: '7 completed projects · 4.7 ★ from 5 ratings', '0 completed projects · New expert'.
 */
export function reputationText(reputation: Reputation): string {
  return `${countOf(reputation.completedProjects, 'completed project')} · ${ratingText(reputation)}`;
}

/**
 * The rating half of an expert's record: '4.7 ★ from 5 ratings' once the API gives an average;
 * before that 'New expert' for someone without any project or rating, else how many ratings
 * there are so far (the API averages from the third).
 */
export function ratingText({ completedProjects, ratingCount, averageRating }: Reputation): string {
  if (averageRating !== null && averageRating !== undefined) {
    return `${averageRating.toFixed(1)} ★ from ${ratingCount} ratings`;
  }
  if (completedProjects === 0 && ratingCount === 0) return 'New expert';
  if (ratingCount === 0) return 'No ratings yet';
  return `${ratingCount} ${ratingCount === 1 ? 'rating' : 'ratings'} so far`;
}
