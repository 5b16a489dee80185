/**
 * How hiring shows time and money. Shared with the expert side of hiring (its relative ages go on
 * to months, see `relativeAge`'s note); both read the API's major units.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago something happened, as the client's request cards say it (PRODUCT-SPEC §2): 'Just
 * now' within the first hour, then 'Nh ago', then 'Nd ago'. A date in the future (a clock a
 * little ahead of the server's) reads 'Just now'; an unreadable one reads nothing.
 */
export function relativeAge(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const elapsed = now - then;
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}

/**
 * An amount in major units with its currency: `$250`, `$1,250.50`, `€90`. Whole amounts carry no
 * cents. A code Intl does not know is written out (`250 XYZ`) rather than failing the page.
 */
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

/** A request's budget range. */
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
