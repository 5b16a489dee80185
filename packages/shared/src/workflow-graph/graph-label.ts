import { clipText, graphemeCount, leadingGraphemes } from '../text-clip';

/** Characters per line of a name under a box, about the box's width plus its gaps. */
export const LABEL_LINE_CHARS = 16;

/**
 * Breaks a step name into at most two lines for the graph, as n8n does under its nodes: whole
 * words while they fit, a hard cut for one very long word, and an ellipsis when the name does
 * not fit in two lines (the full name stays in the box's tooltip). Counts characters as a reader
 * does (grapheme clusters), so an emoji is never split in half.
 */
export function labelLines(name: string, maxChars = LABEL_LINE_CHARS): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (graphemeCount(candidate) <= maxChars) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  const [first = '', ...rest] = lines;
  const firstChars = leadingGraphemes(first, maxChars);
  const head = firstChars.join('');
  if (head.length < first.length) {
    const remainder = [first.slice(head.length), ...rest].join(' ');
    return [head, clipText(remainder, maxChars)];
  }
  return rest.length === 0 ? [first] : [first, clipText(rest.join(' '), maxChars)];
}
