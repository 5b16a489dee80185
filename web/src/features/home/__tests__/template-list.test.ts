import type { HomePageTemplatesQuery } from '../../../gql-home/graphql';
import {
  appendPage,
  fadeInDelay,
  hasMorePages,
  loadMoreLabel,
  remainingCount,
} from '../template-list';

function page(ids: string[], currentPage: number, totalPages: number, totalItems: number) {
  return {
    templates: {
      templates: ids.map((id) => ({ id })),
      pagination: { currentPage, totalPages, totalItems, itemsPerPage: 20 },
    },
  } as HomePageTemplatesQuery;
}

describe('Load More', () => {
  it('is offered only while the current page is below the total pages', () => {
    expect(hasMorePages({ currentPage: 1, totalPages: 3 })).toBe(true);
    expect(hasMorePages({ currentPage: 3, totalPages: 3 })).toBe(false);
    expect(hasMorePages({ currentPage: 1, totalPages: 0 })).toBe(false);
  });

  it('counts the remaining templates as the total minus those loaded', () => {
    expect(remainingCount(45, 20)).toBe(25);
    expect(remainingCount(45, 40)).toBe(5);
    expect(remainingCount(10, 12)).toBe(0);
  });

  it('shows the remaining count in its label', () => {
    expect(loadMoreLabel(25)).toBe('Load More (25 remaining)');
    expect(loadMoreLabel(8674)).toBe('Load More (8,674 remaining)');
  });

  it('appends the next page after the templates already shown and takes its pagination', () => {
    const merged = appendPage(page(['a', 'b'], 1, 3, 6), page(['c', 'd'], 2, 3, 6));
    expect(merged.templates.templates.map((template) => template.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged.templates.pagination.currentPage).toBe(2);
  });

  it('does not repeat a template that moved onto the next page', () => {
    const merged = appendPage(page(['a', 'b'], 1, 2, 4), page(['b', 'c'], 2, 2, 4));
    expect(merged.templates.templates.map((template) => template.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('card fade-in', () => {
  it('waits 50 ms more for each card, capped at 500 ms', () => {
    expect(fadeInDelay(0)).toBe(0);
    expect(fadeInDelay(3)).toBe(150);
    expect(fadeInDelay(10)).toBe(500);
    expect(fadeInDelay(19)).toBe(500);
  });
});
