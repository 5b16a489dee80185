/**
 * Hiring speaks major units (250 = 250.00 USD) and stores minor units (cents), like payments.
 * Inputs are checked to have at most two decimals first, so the conversion is exact.
 */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}
