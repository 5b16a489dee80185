import {
  capitalize,
  characterCount,
  countOf,
  displayNodeCount,
  formatBudget,
  formatCost,
  formatLongDate,
  formatMoney,
  relativeAge,
} from '../format';

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

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relative ages', () => {
  it.each([
    [0, 'Just now', 'Just now'],
    [59 * MINUTE, 'Just now', 'Just now'],
    [HOUR, '1h ago', '1h ago'],
    [24 * HOUR - MINUTE, '23h ago', '23h ago'],
    [DAY, '1d ago', '1d ago'],
    [3 * DAY + 23 * HOUR, '3d ago', '3d ago'],
    [29 * DAY, '29d ago', '29d ago'],
    [30 * DAY, '30d ago', '1mo ago'],
    [45 * DAY, '45d ago', '1mo ago'],
    [60 * DAY, '60d ago', '2mo ago'],
    [400 * DAY, '400d ago', '13mo ago'],
  ])('%i ms later read %s in days and %s in months', (elapsed, days, months) => {
    expect(relativeAge(ago(elapsed), { now: NOW })).toBe(days);
    expect(relativeAge(ago(elapsed), { now: new Date(NOW), upTo: 'months' })).toBe(months);
  });

  it('read Just now for a date a little in the future (a clock ahead of the server)', () => {
    expect(relativeAge(ago(-5 * MINUTE), { now: NOW })).toBe('Just now');
  });

  it('read nothing for a date they cannot read', () => {
    expect(relativeAge('not a date', { now: NOW })).toBe('');
  });
});

describe('money', () => {
  it.each([
    [250, 'USD', '$250'],
    [1250.5, 'USD', '$1,250.50'],
    [1_000_000, 'USD', '$1,000,000'],
    [0.99, 'EUR', '€0.99'],
    [90, 'GBP', '£90'],
  ])('%d %s reads %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('shows cents on a whole amount when asked', () => {
    expect(formatMoney(19, 'USD', 2)).toBe('$19.00');
  });

  it('writes out a currency code Intl does not know instead of failing', () => {
    expect(formatMoney(250, 'usd1')).toBe('250 usd1');
  });
});

describe('a budget', () => {
  it('reads as a range, or one amount when both ends agree', () => {
    expect(formatBudget({ currency: 'USD', min: 500, max: 2000 })).toBe('$500 - $2,000');
    expect(formatBudget({ currency: 'EUR', min: 750, max: 750 })).toBe('€750');
  });

  it('reads Not specified without one', () => {
    expect(formatBudget(null)).toBe('Not specified');
    expect(formatBudget(undefined)).toBe('Not specified');
  });
});

describe('counts', () => {
  it('agree in number', () => {
    expect(countOf(0, 'application')).toBe('0 applications');
    expect(countOf(1, 'application')).toBe('1 application');
    expect(countOf(1200, 'application')).toBe('1,200 applications');
  });

  it('count characters as code points, an emoji as one', () => {
    expect(characterCount('ab')).toBe(2);
    expect(characterCount('👍🏽x')).toBe(3);
    expect('👍'.length).toBe(2);
    expect(characterCount('👍')).toBe(1);
  });
});
