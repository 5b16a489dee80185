/** Characters per line of a name under a box, about the box's width plus its gaps. */
export const LABEL_LINE_CHARS = 16;

/**
 * Breaks a step name into at most two lines for the graph, as n8n does under its nodes: whole
 * words while they fit, a hard cut for one very long word, and an ellipsis when the name does
 * not fit in two lines (the full name stays in the box's tooltip). Counts code points, so emoji
 * are never split in half.
 */
export function labelLines(name: string, maxChars = LABEL_LINE_CHARS): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (Array.from(candidate).length <= maxChars) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  const [first = '', ...rest] = lines;
  const firstChars = Array.from(first);
  if (firstChars.length > maxChars) {
    const remainder = [firstChars.slice(maxChars).join(''), ...rest].join(' ');
    return [firstChars.slice(0, maxChars).join(''), ...clip(remainder, maxChars)];
  }
  return rest.length === 0 ? [first] : [first, ...clip(rest.join(' '), maxChars)];
}

function clip(text: string, maxChars: number): string[] {
  const chars = Array.from(text);
  return [chars.length > maxChars ? `${chars.slice(0, maxChars - 1).join('')}…` : text];
}
