/**
 * Money crosses the API in major units (19.5 = 19.50 USD) and is stored and charged in minor
 * units (cents). That conversion is a factor of 100 only for currencies with two fraction digits,
 * so those are the only ones FlowVault takes (JPY has none, KWD three: ×100 would charge them
 * wrongly).
 */

/** The ISO 4217 codes whose amounts have exactly two fraction digits (USD, EUR, GBP, ...). */
export const CENT_CURRENCIES: ReadonlySet<string> = new Set(
  Intl.supportedValuesOf('currency').filter(
    (code) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits === 2,
  ),
);

/**
 * Whether `value` is a finite number naming whole cents: the double nearest to some `k / 100`.
 * Exact for every amount a person types with at most two decimals (250.75, 0.07), and false for
 * 19.999, 1e-7 and 5e-324, which are not prices.
 */
export function isWholeCents(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && Math.round(value * 100) / 100 === value
  );
}

/** Major units as cents; NaN for an amount that is not whole cents (19.999 is not a price). */
export function minorUnits(amount: number): number {
  return isWholeCents(amount) ? Math.round(amount * 100) : NaN;
}

/** Cents as major units: 1900 -> 19, 1950 -> 19.5. */
export function majorUnits(minor: number): number {
  return minor / 100;
}
