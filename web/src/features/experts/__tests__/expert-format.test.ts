import { clientName, formatBudgetRange, formatMoney, reputationText } from '../expert-format';

describe('the expert formats', () => {
  it('write an expert record with its average from the third rating', () => {
    expect(reputationText({ completedProjects: 3, ratingCount: 3, averageRating: 4.7 })).toBe(
      '3 completed projects · 4.7 average rating',
    );
    expect(reputationText({ completedProjects: 1, ratingCount: 0, averageRating: null })).toBe(
      '1 completed project · No ratings yet',
    );
    expect(reputationText({ completedProjects: 2, ratingCount: 2, averageRating: null })).toBe(
      '2 completed projects · 2 ratings so far',
    );
    expect(reputationText({ completedProjects: 5, ratingCount: 4, averageRating: 5 })).toBe(
      '5 completed projects · 5.0 average rating',
    );
  });

  it('write amounts in major units with their currency', () => {
    expect(formatMoney(1250, 'USD')).toBe('$1,250');
    expect(formatMoney(99.5, 'USD')).toBe('$99.50');
    expect(formatMoney(300, 'EUR')).toBe('€300');
    expect(formatBudgetRange({ currency: 'USD', min: 500, max: 1500 })).toBe('$500 - $1,500');
    expect(formatBudgetRange({ currency: 'USD', min: 800, max: 800 })).toBe('$800');
  });

  it('call a client without a name Anonymous', () => {
    expect(clientName('')).toBe('Anonymous');
    expect(clientName(null)).toBe('Anonymous');
    expect(clientName('Acme')).toBe('Acme');
  });
});
