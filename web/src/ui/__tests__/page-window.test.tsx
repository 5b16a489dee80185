import { pageFromQuery, pageWindow } from '../page-window';

describe('the page window of My Templates', () => {
  it('offers every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres five pages on the current one', () => {
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps five pages at either end', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('offers nothing without pages, and reads a page out of range as the nearest', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(40, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('the page a query names', () => {
  it.each([
    ['3', 3],
    ['1', 1],
    [null, 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['1e400', 1],
  ])('reads %j as page %i', (value, page) => {
    expect(pageFromQuery(value)).toBe(page);
  });
});
