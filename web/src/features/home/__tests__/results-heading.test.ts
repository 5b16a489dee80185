import { resultsHeading, resultsSubtitle } from '../results-heading';

describe('the results heading', () => {
  it('reads "All Templates" when nothing narrows the list', () => {
    expect(resultsHeading({ search: '', category: '' })).toBe('All Templates');
  });

  it('names the category when one is chosen', () => {
    expect(resultsHeading({ search: '', category: 'Sales & CRM' })).toBe('Sales & CRM Templates');
  });

  it('quotes the search term when searching, even with a category chosen', () => {
    expect(resultsHeading({ search: 'telegram bot', category: 'AI' })).toBe(
      'Search results for "telegram bot"',
    );
  });

  it('ignores a search made only of spaces', () => {
    expect(resultsHeading({ search: '   ', category: 'AI' })).toBe('AI Templates');
  });
});

describe('the results subtitle', () => {
  it("says 'Loading...' while the list loads", () => {
    expect(resultsSubtitle(true, 20)).toBe('Loading...');
    expect(resultsSubtitle(false, undefined)).toBe('Loading...');
  });

  it('counts the templates found with thousands separators', () => {
    expect(resultsSubtitle(false, 1234)).toBe('1,234 templates found');
    expect(resultsSubtitle(false, 0)).toBe('0 templates found');
  });

  it('uses the singular for one template', () => {
    expect(resultsSubtitle(false, 1)).toBe('1 template found');
  });
});
