import { clipText, fitUnits, graphemeCount, leadingGraphemes } from '../text-clip';

const family = '👨‍👩‍👧'; // three people joined by zero-width joiners: one character
const thumb = '👍🏽'; // an emoji and its skin tone
const flag = '🇫🇷';
const accented = 'e\u0301'; // e and a combining acute accent

describe('cutting user text without cutting a character in half', () => {
  it('counts characters as a reader sees them', () => {
    expect(graphemeCount(`${family}${thumb}${flag}${accented}a`)).toBe(5);
    expect(graphemeCount('')).toBe(0);
  });

  it('keeps text of at most the limit as it is', () => {
    expect(clipText('hello', 5)).toBe('hello');
    expect(clipText(family.repeat(3), 3)).toBe(family.repeat(3));
  });

  it('cuts longer text to the limit, the last character being the ellipsis', () => {
    expect(clipText('hello world', 6)).toBe('hello…');
    for (const character of [family, thumb, flag, accented]) {
      const clipped = clipText(`${'a'.repeat(4)}${character}${'b'.repeat(10)}`, 6);
      expect(clipped).toBe(`aaaa${character}…`);
      expect(clipped).not.toContain('\uFFFD');
    }
  });

  it('never leaves half a character when the cut falls inside one', () => {
    const text = `${'a'.repeat(4)}${family}tail`;
    for (let max = 1; max <= 9; max += 1) {
      const clipped = clipText(text, max);
      expect(graphemeCount(clipped)).toBeLessThanOrEqual(max);
      const kept = clipped.endsWith('…') ? clipped.slice(0, -1) : clipped;
      expect(text.startsWith(kept)).toBe(true);
      expect(kept.includes('\u200D') ? kept.includes(family) : true).toBe(true);
    }
  });

  it('reads only what it needs of a long text', () => {
    expect(leadingGraphemes('x'.repeat(1_000_000), 3)).toEqual(['x', 'x', 'x']);
    expect(leadingGraphemes('ab', 0)).toEqual([]);
  });

  it('fits whole characters into a number of UTF-16 units', () => {
    expect(fitUnits('abc', 3)).toBe('abc');
    expect(fitUnits(`ab${thumb}`, 5)).toBe('ab'); // the emoji and its tone take 4 units
    expect(fitUnits(`ab${thumb}`, 6)).toBe(`ab${thumb}`);
    expect(fitUnits(`${family}`, family.length - 1)).toBe('');
  });
});
