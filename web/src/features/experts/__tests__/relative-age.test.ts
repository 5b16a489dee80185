import { relativeAge } from '../relative-age';

const NOW = new Date('2026-05-20T12:00:00.000Z');

function ago(milliseconds: number): string {
  return new Date(NOW.getTime() - milliseconds).toISOString();
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relative ages', () => {
  it.each([
    ['a moment ago', 0, 'Just now'],
    ['59 minutes ago', 59 * MINUTE, 'Just now'],
    ['an hour ago', HOUR, '1h ago'],
    ['23 hours and 59 minutes ago', 24 * HOUR - MINUTE, '23h ago'],
    ['a day ago', DAY, '1d ago'],
    ['29 days ago', 29 * DAY, '29d ago'],
    ['30 days ago', 30 * DAY, '1mo ago'],
    ['59 days ago', 59 * DAY, '1mo ago'],
    ['60 days ago', 60 * DAY, '2mo ago'],
    ['400 days ago', 400 * DAY, '13mo ago'],
  ])('says %s as %s', (_, elapsed, expected) => {
    expect(relativeAge(ago(elapsed), NOW)).toBe(expected);
  });

  it('says a date ahead of the clock is just now', () => {
    expect(relativeAge(ago(-2 * HOUR), NOW)).toBe('Just now');
  });

  it('says nothing of a date it cannot read', () => {
    expect(relativeAge('not a date', NOW)).toBe('');
  });
});
