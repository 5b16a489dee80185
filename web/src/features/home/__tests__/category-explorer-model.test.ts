import {
  CATEGORY_GRADIENTS,
  categoryGradient,
  categoryHref,
  categoryIcon,
  visibleCategories,
} from '../category-explorer-model';

const categories = Array.from({ length: 14 }, (_, index) => ({
  name: `Category ${index + 1}`,
  count: (index * 37) % 101,
}));

describe('the category explorer model', () => {
  it('shows the 12 most populated categories, most populated first', () => {
    const shown = visibleCategories(categories, false);
    expect(shown).toHaveLength(12);
    const counts = shown.map((category) => category.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const smallest = Math.min(...counts);
    const left = categories.filter((category) => !shown.includes(category));
    expect(left.every((category) => category.count <= smallest)).toBe(true);
  });

  it('shows every category once expanded', () => {
    expect(visibleCategories(categories, true)).toHaveLength(14);
  });

  it('cycles through 12 gradients', () => {
    expect(CATEGORY_GRADIENTS).toHaveLength(12);
    expect(new Set(CATEGORY_GRADIENTS).size).toBe(12);
    expect(categoryGradient(12)).toBe(categoryGradient(0));
    expect(categoryGradient(13)).toBe(categoryGradient(1));
  });

  it('chooses icons by keywords in the category name', () => {
    expect(categoryIcon('AI')).toBe('sparkles');
    expect(categoryIcon('Email Marketing')).toBe('mail');
    expect(categoryIcon('Telegram Bots')).toBe('send');
    expect(categoryIcon('Webhooks')).toBe('webhook');
    expect(categoryIcon('Data & Storage')).toBe('database');
    expect(categoryIcon('Sales & CRM')).toBe('trendingUp');
    expect(categoryIcon('Social Media')).toBe('share');
    expect(categoryIcon('Finance & Accounting')).toBe('dollar');
    expect(categoryIcon('Developer Tools')).toBe('code');
    expect(categoryIcon('IT Ops & Security')).toBe('shield');
    expect(categoryIcon('Support')).toBe('headphones');
    expect(categoryIcon('E-commerce')).toBe('cart');
  });

  it('does not take a word that merely contains "ai" for AI', () => {
    expect(categoryIcon('Email')).toBe('mail');
    expect(categoryIcon('Maintenance')).toBe('grid');
  });

  it('falls back to a default icon', () => {
    expect(categoryIcon('Gardening')).toBe('grid');
  });

  it('links a category to the filtered grid', () => {
    expect(categoryHref('Sales & CRM')).toBe('/?category=Sales+%26+CRM#templates');
  });
});
