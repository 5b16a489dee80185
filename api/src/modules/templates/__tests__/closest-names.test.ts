import {
  closestNames,
  MIN_NAME_SIMILARITY,
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
