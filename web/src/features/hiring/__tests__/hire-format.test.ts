import { countOf, formatBudget, formatMoney, relativeAge } from '../hire-format';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('the relative age of a request', () => {
  it.each([
    [0, 'Just now'],
    [59 * MINUTE, 'Just now'],
    [HOUR, '1h ago'],
    [5 * HOUR + 59 * MINUTE, '5h ago'],
    [23 * HOUR + 59 * MINUTE, '23h ago'],
    [DAY, '1d ago'],
    [3 * DAY + 23 * HOUR, '3d ago'],
    [45 * DAY, '45d ago'],
  ])('%i ms after it was made reads %s', (elapsed, expected) => {
    expect(relativeAge(ago(elapsed), NOW)).toBe(expected);
  });

  it('reads Just now for a date a little in the future (a clock ahead of the server)', () => {
    expect(relativeAge(new Date(NOW + 5 * MINUTE).toISOString(), NOW)).toBe('Just now');
  });

  it('reads nothing for a date it cannot read', () => {
    expect(relativeAge('not a date', NOW)).toBe('');
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

  it('writes out a currency code Intl does not know instead of failing', () => {
    expect(formatMoney(250, 'usd1')).toBe('250 usd1');
  });
});

describe('a budget', () => {
  it('reads as a range', () => {
    expect(formatBudget({ currency: 'USD', min: 500, max: 2000 })).toBe('$500 - $2,000');
  });

  it('reads as one amount when both ends agree', () => {
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
});
