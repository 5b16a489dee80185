import { templateCountLabel } from '../hero-figures';

describe('the hero template figure', () => {
  it("shows '8,694+ templates' until the count is loaded", () => {
    expect(templateCountLabel(undefined)).toBe('8,694+ templates');
  });

  it('shows the catalogue size once loaded', () => {
    expect(templateCountLabel(2047)).toBe('2,047+ templates');
  });
});
