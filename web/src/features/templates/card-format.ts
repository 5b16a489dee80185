import type { Complexity, N8nCompatibility } from '../../gql/graphql';
import type { BadgeTone } from '../../ui/badge';

/** Tags a card shows before folding the rest into "+N more". */
export const CARD_TAG_LIMIT = 2;

/**
 * The tags a card shows and the "+N more" label for the rest (null when none are hidden). A tag
 * that only repeats the category, which the card already shows in lower case, is left out.
 */
export function cardTags(
  tags: readonly string[],
  category = '',
  limit = CARD_TAG_LIMIT,
): { shown: string[]; more: string | null } {
  const own = tags.filter((tag) => tag.toLowerCase() !== category.toLowerCase());
  const hidden = own.length - limit;
  return { shown: own.slice(0, limit), more: hidden > 0 ? `+${hidden} more` : null };
}

function sameCalendarDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/**
 * A card's updated date: 'Today' on the same calendar day (in the visitor's time zone), else a
 * short US date such as "Mar 4, 2026". An unreadable date shows nothing rather than "Invalid Date".
 */
export function formatUpdatedDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (sameCalendarDay(date, now)) return 'Today';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "1 node" / "12 nodes". */
export function formatNodeCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'node' : 'nodes'}`;
}

/** The badge of a template that imports into n8n 1.x as it is. */
export const IMPORTS_CLEANLY = 'Imports cleanly into n8n 1.x';

/**
 * What a card says about importing into n8n: the badge text, or the first obstacle ("Uses a
 * community node: n8n-nodes-foo.bar", "+N more" when there are others); null when not checked.
 */
export function n8nCompatibilityLine(
  compatibility: N8nCompatibility | null | undefined,
  obstacles: readonly string[],
): string | null {
  if (compatibility === 'Clean') return IMPORTS_CLEANLY;
  if (compatibility !== 'Blocked' || !obstacles[0]) return null;
  return obstacles[1] ? `${obstacles[0]} (+${obstacles.length - 1} more)` : obstacles[0];
}

/** Complexity badge colours: green for Simple, amber for Medium, red for Complex. */
export const COMPLEXITY_TONE: Record<Complexity, BadgeTone> = {
  Simple: 'green',
  Medium: 'amber',
  Complex: 'red',
};
