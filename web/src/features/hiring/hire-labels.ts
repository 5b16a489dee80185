import type { HireApplicationStatus, HireRequestStatus, Urgency } from '../../gql/graphql';
import type { BadgeTone } from '../../ui/badge';

/** How a request's status reads and its badge's colour (PRODUCT-SPEC §4). */
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

/** An application's status as the client sees it. */
export const APPLICATION_STATUS: Record<HireApplicationStatus, { label: string; tone: BadgeTone }> =
  {
    pending: { label: 'Pending', tone: 'amber' },
    accepted: { label: 'Accepted', tone: 'green' },
    rejected: { label: 'Rejected', tone: 'red' },
    withdrawn: { label: 'Withdrawn', tone: 'neutral' },
  };

/** An expert's record as the API counts it. */
export interface Reputation {
  completedProjects: number;
  ratingCount: number;
  /** Null until the expert has 3 ratings. */
  averageRating?: number | null;
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
