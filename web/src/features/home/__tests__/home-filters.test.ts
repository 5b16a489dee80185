import {
  clearPanelFilters,
  countActiveFilters,
  EMPTY_FILTERS,
  parseFilters,
  serializeFilters,
  toFilterInput,
  type HomeFilters,
} from '../home-filters';

const ALL_SET: HomeFilters = {
  category: 'Sales & CRM',
  complexity: 'Complex',
  triggerType: 'Webhook',
  integration: 'Google Sheets',
  n8nCompatibility: 'Clean',
  search: 'lead scoring',
};

describe('home filters in the URL', () => {
  it('survive a round trip through the query string', () => {
    const query = serializeFilters(ALL_SET).toString();
    expect(parseFilters(new URLSearchParams(query))).toEqual(ALL_SET);
  });

  it('leave unset filters out of the URL', () => {
    expect(serializeFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(serializeFilters({ ...EMPTY_FILTERS, complexity: 'Simple' }).toString()).toBe(
      'complexity=Simple',
    );
  });

  it('are preset from query parameters on load', () => {
    const filters = parseFilters(
      new URLSearchParams('category=AI&triggerType=Scheduled&search=gmail'),
    );
    expect(filters).toEqual({
      ...EMPTY_FILTERS,
      category: 'AI',
      triggerType: 'Scheduled',
      search: 'gmail',
    });
  });

  it('drop complexity, trigger and compatibility values the catalogue does not know', () => {
    const filters = parseFilters(
      new URLSearchParams('complexity=Extreme&triggerType=webhook&n8nCompatibility=maybe'),
    );
    expect(filters.complexity).toBe('');
    expect(filters.triggerType).toBe('');
    expect(filters.n8nCompatibility).toBe('');
  });

  it('cut a search or integration longer than the API takes to its 200 characters', () => {
    const params = new URLSearchParams();
    params.set('search', `${'a'.repeat(150)} ${'b'.repeat(100)}`);
    params.set('integration', 'x'.repeat(201));
    const filters = parseFilters(params);
    expect(filters.search).toBe(`${'a'.repeat(150)} ${'b'.repeat(49)}`);
    expect(filters.integration).toBe('x'.repeat(200));
  });

  it('cut a long search between characters, never inside one', () => {
    // 199 units, then an emoji of two: the emoji does not fit and goes whole.
    const params = new URLSearchParams({ search: `${'a'.repeat(199)}😀 and more` });
    expect(parseFilters(params).search).toBe('a'.repeat(199));
  });

  it('give the same URL for the same filters', () => {
    const reordered = new URLSearchParams('search=x&category=AI');
    expect(serializeFilters(parseFilters(reordered)).toString()).toBe('category=AI&search=x');
  });
});

describe('the filter panel', () => {
  it('counts the panel choices that are set, not the search', () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...EMPTY_FILTERS, search: 'slack' })).toBe(0);
    expect(countActiveFilters(ALL_SET)).toBe(5);
  });

  it('clears every choice but keeps the search text', () => {
    expect(clearPanelFilters(ALL_SET)).toEqual({ ...EMPTY_FILTERS, search: 'lead scoring' });
  });
});

describe('the GraphQL filter', () => {
  it('is null when nothing is filtered', () => {
    expect(toFilterInput(EMPTY_FILTERS)).toBeNull();
    expect(toFilterInput({ ...EMPTY_FILTERS, search: '  ' })).toBeNull();
  });

  it('carries only the filters that are set, with the search trimmed', () => {
    expect(toFilterInput({ ...EMPTY_FILTERS, category: 'AI', search: ' bot ' })).toEqual({
      category: 'AI',
      search: 'bot',
    });
    expect(toFilterInput({ ...EMPTY_FILTERS, n8nCompatibility: 'Blocked' })).toEqual({
      n8nCompatibility: 'Blocked',
    });
  });
});
