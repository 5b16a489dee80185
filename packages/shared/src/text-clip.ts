/**
 * Cutting user text without cutting a character in half. A "character" is what a reader sees as
 * one: a grapheme cluster (an emoji with its skin tone or family joiners, a flag, a letter with
 * its combining accents), never a UTF-16 unit or a lone code point of one, which would show as
 * U+FFFD or as a different emoji.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first `max` characters of `text` (all of them when it has fewer), read lazily. */
export function leadingGraphemes(text: string, max: number): string[] {
  const out: string[] = [];
  if (max <= 0) return out;
  for (const { segment } of segmenter.segment(text)) {
    out.push(segment);
    if (out.length === max) break;
  }
  return out;
}

/** How many characters `text` has, as a reader counts them. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

/**
 * `text` when it has at most `max` characters; otherwise its first `max - 1` and `ellipsis`, so
 * the result is at most `max` characters long.
 */
export function clipText(text: string, max: number, ellipsis = '…'): string {
  // A string of at most `max` UTF-16 units has at most `max` characters.
  if (text.length <= max) return text;
  const head = leadingGraphemes(text, max + 1);
  if (head.length <= max) return text;
  return `${head.slice(0, max - 1).join('')}${ellipsis}`;
}

/** The longest run of whole characters from the start of `text` that fits in `max` UTF-16 units. */
export function fitUnits(text: string, max: number): string {
  if (text.length <= max) return text;
  let length = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (length + segment.length > max) break;
    length += segment.length;
  }
  return text.slice(0, length);
}
