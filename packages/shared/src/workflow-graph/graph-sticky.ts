import { clipText, graphemeCount, leadingGraphemes } from '../text-clip';

/** The size of a sticky note's text, in workflow units (a step's name is 14 too). */
export const STICKY_FONT_SIZE = 14;
export const STICKY_LINE_HEIGHT = 20;
/** Room between a note's edge and its text. */
export const STICKY_PADDING = 14;
/**
 * The width of an average character as a share of the font size. Generous on purpose: a line
 * counted too short only wraps early, a line counted too long would spill out of the note.
 */
const CHAR_WIDTH = 0.6;

/**
 * The text a reader sees in a sticky note's Markdown (`parameters.content`), as plain text: the
 * marks around words are dropped (`#` of headings, `**`, `__`, `~~`, backticks, `>` of quotes,
 * fences), a link or an image becomes its text, a list item starts with a bullet. Anything else,
 * HTML included, stays as it is written: it is drawn as text, never read as markup.
 */
export function stickyPlainText(markdown: unknown): string {
  if (typeof markdown !== 'string') return '';
  return markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !/^\s*(```|~~~)/.test(line))
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, '')
        .replace(/^\s{0,3}>\s?/, '')
        .replace(/^(\s*)[-*+]\s+/, '$1• ')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/(\*\*|__|~~|`)/g, '')
        .trimEnd(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whole words of `paragraph` in lines of at most `maxChars` characters; long words are cut. */
function wrapParagraph(paragraph: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (graphemeCount(candidate) <= maxChars) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (graphemeCount(rest) > maxChars) {
      const head = leadingGraphemes(rest, maxChars).join('');
      lines.push(head);
      rest = rest.slice(head.length);
    }
    current = rest;
  }
  return [...lines, current];
}

/**
 * A note's plain text broken into the lines that fit a note of `width` x `height` at
 * `STICKY_FONT_SIZE`: words wrap, blank lines stay, and text that does not fit ends with an
 * ellipsis on the last line that does.
 */
export function stickyLines(text: string, width: number, height: number): string[] {
  const maxChars = Math.max(
    1,
    Math.floor((width - 2 * STICKY_PADDING) / (STICKY_FONT_SIZE * CHAR_WIDTH)),
  );
  const maxLines = Math.max(
    0,
    Math.floor(
      (height - 2 * STICKY_PADDING + STICKY_LINE_HEIGHT - STICKY_FONT_SIZE) / STICKY_LINE_HEIGHT,
    ),
  );
  if (text === '' || maxLines === 0) return [];
  const lines = text.split('\n').flatMap((paragraph) => wrapParagraph(paragraph, maxChars));
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1];
  kept[maxLines - 1] = graphemeCount(last) < maxChars ? `${last}…` : clipText(`${last}…`, maxChars);
  return kept;
}
