/**
 * The checks the expert forms share, worded as the messages under their fields. They mirror the
 * API's bounds on trimmed text, so most problems are found before sending;
 * the API still decides, and its field problems are shown the same way.
 */
import { characterCount } from '../../ui/format';

/** Said under a form that was not sent because some fields have problems. */
export const FIX_FIELDS = 'Some fields need your attention.';

/** A field's problem, or undefined when it is fine. */
export type Problem = string | undefined;

/** A trimmed text of `min` to `max` characters; `min` 0 makes it optional. */
export function textProblem(label: string, value: string, min: number, max: number): Problem {
  const length = characterCount(value.trim());
  if (min > 0 && length === 0) return `${label} is required`;
  if (length < min) return `${label} must be at least ${min} characters`;
  if (length > max) return `${label} must be at most ${max} characters`;
  return undefined;
}

/** An optional web address: http or https, at most `max` characters. */
export function urlProblem(label: string, value: string, max = 2000): Problem {
  const text = value.trim();
  if (text === '') return undefined;
  if (characterCount(text) > max) return `${label} must be at most ${max} characters`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `${label} must be a web address starting with http:// or https://`;
  }
  return url.protocol === 'http:' || url.protocol === 'https:'
    ? undefined
    : `${label} must be a web address starting with http:// or https://`;
}

/** A whole number from `min` to `max`, typed into a number field. */
export function wholeNumberProblem(
  label: string,
  value: string,
  min: number,
  max: number,
): Problem {
  const text = value.trim();
  if (text === '') return `${label} is required`;
  if (!/^-?\d+$/.test(text)) return `${label} must be a whole number`;
  const number = Number(text);
  if (number < min) return `${label} must be at least ${min}`;
  if (number > max) return `${label} must be at most ${max}`;
  return undefined;
}

/** The items of a comma-separated list, trimmed, the empty ones left out. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A comma-separated list of at most `maxItems` items of at most `maxLength` characters each. */
export function listProblem(
  label: string,
  text: string,
  maxItems: number,
  maxLength: number,
): Problem {
  const items = splitList(text);
  if (items.length > maxItems) return `${label} can have at most ${maxItems} items`;
  const long = items.find((item) => characterCount(item) > maxLength);
  return long
    ? `Each of ${label.toLowerCase()} must be at most ${maxLength} characters`
    : undefined;
}

/** Something, an @, something, a dot, something; at most 254 characters. */
export function requiredEmailProblem(label: string, value: string): Problem {
  const text = value.trim();
  if (text === '') return `${label} is required`;
  if (characterCount(text) > 254) return `${label} must be at most 254 characters`;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? undefined : 'Please enter a valid email address';
}

/** The problems found, keyed by field; fields without one are left out. */
export function collectProblems<Field extends string>(
  checks: Record<Field, Problem>,
): Partial<Record<Field, string>> {
  return Object.fromEntries(
    Object.entries(checks).filter((entry): entry is [Field, string] => entry[1] !== undefined),
  ) as Partial<Record<Field, string>>;
}
