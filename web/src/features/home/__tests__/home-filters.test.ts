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
