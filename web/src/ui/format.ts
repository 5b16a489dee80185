/** Shown when a template has no usable node count. */
export const DEFAULT_NODE_COUNT = 25;

const LONG_US_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * A date in long US format ("March 4, 2026"), or 'Recently' when it is missing or unreadable.
 * Dates are read in UTC, the zone the API stores them in, so a template shows the same day to
 * every visitor.
 */
export function formatLongDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? LONG_US_DATE.format(date) : 'Recently';
}

/** A processing cost in US dollars with 4 decimals, e.g. `$0.0042`. */
export function formatCost(amount: number): string {
  return `$${amount.toFixed(4)}`;
}

/** The node count to show: the template's own, or the default when it is missing. */
export function displayNodeCount(count: number | null | undefined): number {
  return typeof count === 'number' && Number.isFinite(count) && count >= 0
    ? count
    : DEFAULT_NODE_COUNT;
}

/** `intermediate` → `Intermediate`, for enum values shown as labels. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
