/** How many page numbers a pagination (My Templates') offers at most. */
export const PAGE_WINDOW_SIZE = 5;

/**
 * The page numbers to offer around `current`: up to `size` consecutive pages, centred on the
 * current one where possible and shifted at either end so the window stays full. No pages, no
 * numbers; a current page out of range is read as the nearest page there is.
 */
export function pageWindow(current: number, totalPages: number, size = PAGE_WINDOW_SIZE): number[] {
  if (totalPages < 1 || size < 1) return [];
  const count = Math.min(size, totalPages);
  const page = Math.min(Math.max(current, 1), totalPages);
  const start = Math.min(Math.max(page - Math.floor(count / 2), 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** The page a `?page=` value names: a whole number from 1; anything else is the first page. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
