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

/**
 * An amount in major units with its currency: `$250`, `$1,250.50`, `€90`. Whole amounts carry no
 * cents unless `fractionDigits` asks for them (a payment: `$19.00`). A code Intl does not know is
 * written out (`250 XYZ`) rather than failing the page.
 */
export function formatMoney(
  amount: number,
  currency: string,
  fractionDigits = Number.isInteger(amount) ? 0 : 2,
): string {
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

/** A hire request's budget range, in major units. */
export interface BudgetRange {
  currency: string;
  min: number;
  max: number;
}

/** `$500 - $2,000`, one amount when both ends agree, 'Not specified' without a budget. */
export function formatBudget(budget: BudgetRange | null | undefined): string {
  if (!budget) return 'Not specified';
  const min = formatMoney(budget.min, budget.currency);
  if (budget.min === budget.max) return min;
  return `${min} - ${formatMoney(budget.max, budget.currency)}`;
}

/** `1 application`, `3 applications`. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

/** Characters as the API counts them: code points, so an emoji is one, as the user sees it. */
export function characterCount(text: string): number {
  return [...text].length;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A month in the age of a record: 30 days, so 'Nd ago' stops where 'Nmo ago' starts. */
const MONTH_DAYS = 30;

export interface RelativeAgeOptions {
  /** The moment to count from; the clock by default. */
  now?: Date | number;
  /**
   * The largest unit: the client's request cards count days ('45d ago'), the
   * expert's application cards go on to months ('1mo ago' from 30 days).
   */
  upTo?: 'days' | 'months';
}

/**
 * How long ago something happened, as the dashboard lists say it: 'Just now' within the first
 * hour, then 'Nh ago', then 'Nd ago' (and 'Nmo ago' with `upTo: 'months'`). A date in the future
 * (a clock a little ahead of the server's) reads 'Just now'; an unreadable one reads nothing.
 */
export function relativeAge(
  iso: string,
  { now = Date.now(), upTo = 'days' }: RelativeAgeOptions = {},
): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const elapsed = new Date(now).getTime() - then;
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  const days = Math.floor(elapsed / DAY_MS);
  if (upTo === 'days' || days < MONTH_DAYS) return `${days}d ago`;
  return `${Math.floor(days / MONTH_DAYS)}mo ago`;
}
