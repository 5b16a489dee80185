import {
  closestFirst,
  closestNames,
  MIN_NAME_SIMILARITY,
  NameMatcher,
  trigramSimilarity,
} from '../search-index/closest-names';

describe('trigramSimilarity', () => {
  it("measures as pg_trgm's similarity() does", () => {
    // "slak": "  s", " sl", "sla", "lak", "ak "; "slack" shares three of its six.
    expect(trigramSimilarity('slak', 'slack')).toBeCloseTo(3 / 8);
    expect(trigramSimilarity('gmail', 'gmail')).toBe(1);
    expect(trigramSimilarity('xyz', 'slack')).toBe(0);
  });
});

describe('closestNames', () => {
  const services = [
    { name: 'Slack', count: 146 },
    { name: 'Google Sheets', count: 300 },
    { name: 'HubSpot', count: 40 },
    { name: 'Stripe', count: 30 },
  ];

  it('offers the names closest to a word typed, closest first', () => {
    expect(closestNames(['slak'], services, 5).map((entry) => entry.name)).toEqual(['Slack']);
    expect(closestNames(['stripe', 'slak'], services, 5).map((entry) => entry.name)).toEqual([
      'Stripe',
      'Slack',
    ]);
  });

  it('reads a name by each of its words and as one word', () => {
    expect(closestNames(['sheets'], services, 5).map((entry) => entry.name)).toEqual([
      'Google Sheets',
    ]);
    expect(closestNames(['googlesheet'], services, 5).map((entry) => entry.name)).toEqual([
      'Google Sheets',
    ]);
    expect(closestNames(['hubspt'], services, 5).map((entry) => entry.name)).toEqual(['HubSpot']);
  });

  it('offers nothing below the threshold, and at most the limit', () => {
    expect(closestNames(['zzqx'], services, 5)).toEqual([]);
    expect(trigramSimilarity('zzqx', 'slack')).toBeLessThan(MIN_NAME_SIMILARITY);
    expect(closestNames(['slack', 'stripe', 'hubspot'], services, 2)).toHaveLength(2);
  });

  it('puts the most counted first among equally close names', () => {
    const twins = [
      { name: 'Mail', count: 1 },
      { name: 'Mail', count: 9 },
    ];
    expect(closestNames(['mail'], twins, 5).map((entry) => entry.count)).toEqual([9, 1]);
  });
});

describe('NameMatcher', () => {
  const names = [
    'Slack',
    'Google Sheets',
    'Google Drive',
    'Google Calendar',
    'Microsoft Outlook',
    'Microsoft Excel 365',
    'HubSpot',
    'Shopify',
    'Telegram',
    'Notion',
    'OpenAI',
    'Airtable',
    'Gmail',
    'Email Send',
    'Stripe',
  ];
  const entries = names.map((name, at) => ({ name, count: (at * 7) % 5 }));
  const typed = ['slak', 'sheet', 'gogle', 'calender', 'excel', 'shopfy', 'mail', 'teleg', 'xq'];

  /** The definition, name by name: the best similarity of any word to any word of the name. */
  function bruteForce(words: string[], limit: number): string[] {
    const closeness = (name: string) => {
      const parts = name.toLowerCase().split(' ');
      const candidates = parts.length > 1 ? [...parts, parts.join('')] : parts;
      return Math.max(
        ...words.flatMap((word) => candidates.map((part) => trigramSimilarity(word, part))),
      );
    };
    return entries
      .map((entry) => ({ entry, score: closeness(entry.name) }))
      .filter(({ score }) => score >= MIN_NAME_SIMILARITY)
      .sort(closestFirst)
      .slice(0, limit)
      .map(({ entry }) => entry.name);
  }

  it('finds what comparing every name with every word finds, for single words and pairs', () => {
    const matcher = new NameMatcher(entries);
    for (const word of typed) {
      expect(matcher.closest([word], 5).map((entry) => entry.name)).toEqual(bruteForce([word], 5));
      for (const other of typed) {
        expect(matcher.closest([word, other], 3).map((entry) => entry.name)).toEqual(
          bruteForce([word, other], 3),
        );
      }
    }
    expect(matcher.closest(['gogle'], 5).length).toBeGreaterThan(1);
  });

  it('leaves out the names it is told to skip', () => {
    const matcher = new NameMatcher(entries);
    expect(matcher.closest(['gogle'], 5).map((entry) => entry.name)).toContain('Google Drive');
    expect(
      matcher.closest(['gogle'], 5, new Set(['Google Drive'])).map((entry) => entry.name),
    ).not.toContain('Google Drive');
  });
});
