import { capitalize, displayNodeCount, formatCost, formatLongDate } from '../format';

describe('display formatting', () => {
  it('writes dates in long US format, in UTC', () => {
    expect(formatLongDate('2026-03-04T00:30:00.000Z')).toBe('March 4, 2026');
    expect(formatLongDate('2025-12-31T23:59:59.000Z')).toBe('December 31, 2025');
  });

  it("says 'Recently' for a missing or unreadable date", () => {
    expect(formatLongDate(null)).toBe('Recently');
    expect(formatLongDate('')).toBe('Recently');
    expect(formatLongDate('not a date')).toBe('Recently');
  });

  it('shows a processing cost with 4 decimals', () => {
    expect(formatCost(0)).toBe('$0.0000');
    expect(formatCost(0.01234)).toBe('$0.0123');
    expect(formatCost(1.5)).toBe('$1.5000');
  });

  it('falls back to 25 nodes when the count is missing', () => {
    expect(displayNodeCount(undefined)).toBe(25);
    expect(displayNodeCount(null)).toBe(25);
    expect(displayNodeCount(Number.NaN)).toBe(25);
    expect(displayNodeCount(0)).toBe(0);
    expect(displayNodeCount(12)).toBe(12);
  });

  it('capitalizes enum labels', () => {
    expect(capitalize('beginner')).toBe('Beginner');
  });
});
