import { cardTags, formatNodeCount, formatUpdatedDate } from '../card-format';

describe('card tags', () => {
  it('shows the first 2 tags and folds the rest into "+N more"', () => {
    expect(cardTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], more: '+3 more' });
  });

  it('shows no "+N more" when 2 tags or fewer', () => {
    expect(cardTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: null });
    expect(cardTags([])).toEqual({ shown: [], more: null });
  });

  it('leaves out a tag that only repeats the category', () => {
    expect(cardTags(['ai', 'ai agent', 'telegram', 'rag'], 'AI')).toEqual({
      shown: ['ai agent', 'telegram'],
      more: '+1 more',
    });
  });
});

describe('the updated date', () => {
  const now = new Date(2026, 2, 4, 18, 30);

  it("reads 'Today' on the same calendar day", () => {
    expect(formatUpdatedDate(new Date(2026, 2, 4, 0, 5).toISOString(), now)).toBe('Today');
  });

  it('shows a short US date on any other day, yesterday included', () => {
    expect(formatUpdatedDate(new Date(2026, 2, 3, 23, 59).toISOString(), now)).toBe('Mar 3, 2026');
    expect(formatUpdatedDate(new Date(2025, 2, 4, 12).toISOString(), now)).toBe('Mar 4, 2025');
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatUpdatedDate('not a date', now)).toBe('');
  });
});

describe('the node count', () => {
  it('uses the right noun', () => {
    expect(formatNodeCount(1)).toBe('1 node');
    expect(formatNodeCount(1200)).toBe('1,200 nodes');
  });
});
