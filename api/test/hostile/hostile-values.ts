import type { SeededRandom } from './seeded-random';

/** What a schema says about a value, when anything: enums and bounds make near misses. */
export interface ValueHint {
  type?: string;
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

/** Text built to break things, each kind once: control, encoding, size, syntax, names. */
const TEXT = [
  '',
  ' ',
  '\0',
  'mail\0',
  '\0\0\0',
  '\u0001\u0002\u001f\u007f',
  '\r\n\t',
  '\ud800',
  'a\udfff',
  '\udc00\ud800',
  '😀',
  'İstanbul ß ﬁ',
  'e\u0301\u200d\u202e\ufeff\uffff',
  'ünïcödé ✓ 中文 العربية',
  "'; drop table templates; --",
  "' OR 1=1 --",
  'a & b | !c <-> d:* (e)',
  ':* ! <-> & | ((((',
  '%_\\',
  '$$ $1 ::text',
  '{"$gt": ""}',
  '__proto__',
  'constructor',
  'toString',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '+5',
  ' 12 ',
  '１２',
  '٣',
  '2147483648',
  '99999999999999999999',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '00000000-0000-0000-0000-00000000000g',
  '{00000000-0000-0000-0000-000000000000}',
];

/** A hostile string: one of TEXT, a huge one, a valid-looking UUID, or a near miss of `hint`. */
export function hostileText(rng: SeededRandom, hint: ValueHint = {}): string {
  const roll = rng.next();
  if (roll < 0.08) return rng.pick(['x', 'é', '\0', '😀']).repeat(rng.pick([101, 201, 4_000]));
  if (roll < 0.14) return rng.chance(0.5) ? rng.uuid() : rng.uuid().toUpperCase();
  if (roll < 0.32 && hint.enum?.length) {
    const known = oddCase(rng, String(rng.pick(hint.enum)));
    return rng.pick([`${known}\0`, `${known}x`, `x${known}`, known.replace(/ /g, '+')]);
  }
  if (roll < 0.42 && hint.maximum !== undefined) {
    return String(rng.pick([hint.maximum, hint.maximum + 1, (hint.minimum ?? 0) - 1]));
  }
  if (roll < 0.48 && hint.maxLength !== undefined) return 'w'.repeat(hint.maxLength + 1);
  const text = rng.pick(TEXT);
  return rng.chance(0.2) ? `${text}${rng.pick(TEXT)}` : text;
}

function oddCase(rng: SeededRandom, text: string): string {
  const forms = [text, text, text.toUpperCase(), text.toLowerCase(), ` ${text} `];
  return rng.pick(forms);
}

/** Percent-encoding no decoder accepts, and separators a query string may choke on. */
const RAW_QUERY = [
  '%',
  '%Z',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%00',
  '%%00',
  '&&',
  '==',
  '+',
  '%2B',
  '%26',
  '#',
  ';',
];

/**
 * A query-string value as sent on the wire: about half plausible (so the request gets past
 * validation and the handler runs with whatever else is hostile), the rest hostile text or raw
 * percent-encoding garbage.
 */
export function queryValue(rng: SeededRandom, hint: ValueHint = {}): string {
  const roll = rng.next();
  if (roll < 0.5) return encodeText(plausibleValue(rng, hint));
  if (roll < 0.6) return rng.pick(RAW_QUERY) + (rng.chance(0.5) ? 'x' : '');
  return encodeText(hostileText(rng, hint));
}

/**
 * A value the schema allows, written the way a careless client might: an enum in any case, a
 * number in range, and for free text anything short that is not refused on sight (operators,
 * control characters, other scripts).
 */
export function plausibleValue(rng: SeededRandom, hint: ValueHint): string {
  if (hint.enum?.length) return oddCase(rng, String(rng.pick(hint.enum)));
  if (hint.type === 'integer' || hint.type === 'number') {
    const min = hint.minimum ?? 0;
    return String(rng.int(min, Math.min(hint.maximum ?? min + 100, min + 100)));
  }
  const text = rng.pick(TEXT).replace(/\0|\p{Cs}/gu, '');
  return text.slice(0, hint.maxLength ?? 200);
}

/** A path segment as sent on the wire: encoded hostile text or raw percent garbage. */
export function pathSegment(rng: SeededRandom): string {
  if (rng.chance(0.25))
    return rng.pick(['%ZZ', '%', '%E0%A4%A', '%00', '1%00', '%2F..%2F', '%2e%2e', '.', '..']);
  const encoded = encodeText(hostileText(rng)) || 'x';
  // A 10 kB id at most: with the rest of the request line it stays under Node's 16 KB limit.
  return encoded.length > 10_240 ? 'x'.repeat(10_240) : encoded;
}

/**
 * Percent-encoded UTF-8, as `encodeURIComponent` writes it, except that a lone surrogate (which
 * it refuses) is written as the three bytes a lax encoder would send for it.
 */
export function encodeText(text: string): string {
  return text.replace(/\p{Cs}|[^\p{Cs}]+/gu, (part) => {
    const unit = part.charCodeAt(0);
    if (part.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(part);
    const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  });
}

/** A hostile JSON value: wrong types, odd numbers, nesting, objects where text is expected. */
export function hostileJson(rng: SeededRandom, hint: ValueHint = {}, depth = 0): unknown {
  const roll = rng.next();
  if (roll < 0.4) return hostileText(rng, hint);
  if (roll < 0.6) {
    return rng.pick([
      -1,
      0,
      1.5,
      -0.5,
      2 ** 31,
      2 ** 53 + 2,
      1e308,
      -1e308,
      5e-324,
      hint.maximum ?? 7,
    ]);
  }
  if (roll < 0.66) return rng.pick([null, true, false]);
  if (roll < 0.78 && depth < 3) {
    return Array.from({ length: rng.int(0, 3) }, () => hostileJson(rng, hint, depth + 1));
  }
  if (roll < 0.9 && depth < 3) {
    const keys = ['$gt', '__proto__', 'constructor', 'a\0', 'id', 'body'];
    return Object.fromEntries(rng.some(keys).map((key) => [key, hostileJson(rng, {}, depth + 1)]));
  }
  // Deeper still is sent as text (BROKEN_BODIES): JSON.stringify itself would overflow.
  return nested(rng.pick([70, 500, 2_000]));
}

function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

/** Bodies that are no JSON object: broken, JavaScript literals, over 1 MB, absurdly deep. */
export const BROKEN_BODIES = [
  '{',
  '{"body":',
  'null',
  '"text"',
  '[]',
  '[1,2]',
  '{"a":NaN}',
  '{"a":1e999}',
  "{'a':1}",
  '{"a":"\\u00"}',
  '\u0000',
  `{"x":"${'y'.repeat(1_100_000)}"}`,
  `{"body":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
];
