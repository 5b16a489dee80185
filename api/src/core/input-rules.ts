import { Expose, Transform, Type } from 'class-transformer';
import { JSONSchema } from 'class-validator-jsonschema';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Length,
  Max,
  MaxLength,
  Min,
  MinLength,
  Matches,
  ValidateBy,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import type { InputClass } from './validate-input';

/**
 * Field rules shared by every input class (REST queries and bodies, GraphQL arguments, service
 * inputs). Each is one decorator holding the coercion of a raw value (a query string's "12", a
 * blank, a lower-case enum) and the class-validator rules with the messages clients see, so a
 * field's rule is written once however many classes carry the field.
 *
 * Rules are registered in the order listed: with `stopAtFirstError` the first broken rule is the
 * one reported, and the OpenAPI schema of a property merges them in that order.
 */

/** Several property decorators as one, applied in the order given. */
export function applyDecorators(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, property) => {
    for (const decorator of decorators) decorator(target, property);
  };
}

/**
 * Coerces a raw value when an input is built. It is given the whole raw input too, so a list can
 * gather its aliases; `Expose` runs it even when the property's own key is absent.
 */
export function Coerce(coerce: (value: unknown, raw: Record<string, unknown>) => unknown) {
  return applyDecorators(
    Expose(),
    Transform(({ value, obj }) => coerce(value, obj), { toClassOnly: true }),
  );
}

/**
 * A whole number from `min` to `max`, optional unless `required`. Query-string digits become the
 * number and blank counts as absent; anything else ("1.5", "1e3", "-1", "ten") is refused, never
 * rounded. A `max` given as a function is read at each check, for a bound that moves with the
 * calendar (a graduation year up to ten years from now); the schema then carries no maximum.
 */
export function WholeNumber(
  min: number,
  max: number | (() => number),
  { required = false }: { required?: boolean } = {},
): PropertyDecorator {
  const upper = typeof max === 'number' ? () => max : max;
  const message = ({ value }: ValidationArguments) =>
    typeof value === 'number'
      ? `must be a whole number from ${min} to ${upper()}`
      : 'must be a whole number';
  return applyDecorators(
    Coerce(toWholeNumber),
    required ? IsDefined({ message: 'is required' }) : IsOptional(),
    Min(min, { message }),
    typeof max === 'number'
      ? Max(max, { message })
      : ValidateBy(
          { name: 'maxNow', validator: { validate: (value) => Number(value) <= upper() } },
          { message },
        ),
    // Last, so the schema's type is `integer` rather than Min's `number`.
    IsInt({ message }),
  );
}

/** An optional yes/no: `true`/`false` as JSON, or the words (any case) and 1/0 in a query. */
export function Flag(): PropertyDecorator {
  return applyDecorators(
    Coerce((value) => {
      const text = blankToUndefined(value);
      if (typeof text !== 'string') return text;
      const word = text.toLowerCase();
      if (word === 'true' || word === '1') return true;
      if (word === 'false' || word === '0') return false;
      return text;
    }),
    IsOptional(),
    IsBoolean({ message: 'must be true or false' }),
  );
}

export interface OneOfOptions<T extends string> {
  /** Other names for a value, given in lower case (e.g. n8n's `created_at:desc` for `newest`). */
  alias?: (lowerCase: string) => T | undefined;
  /** Also accept a list of values, each checked (typed callers filtering by several). */
  each?: boolean;
  /** Refuse the input without it (blank counts as absent). */
  required?: boolean;
}

/**
 * A value out of `values` (optional unless `required`), matched regardless of case and kept in
 * its canonical spelling; blank counts as absent, a list loses its blanks and repeats.
 */
export function OneOf<T extends string>(
  values: readonly T[],
  { alias, each = false, required = false }: OneOfOptions<T> = {},
): PropertyDecorator {
  const canonical = (value: unknown): unknown => {
    const text = blankToUndefined(value);
    if (typeof text !== 'string') return text;
    const lowerCase = text.toLowerCase();
    return values.find((known) => known.toLowerCase() === lowerCase) ?? alias?.(lowerCase) ?? text;
  };
  return applyDecorators(
    Coerce((value) =>
      each && Array.isArray(value) ? canonicalList(value, canonical) : canonical(value),
    ),
    required ? IsDefined({ message: 'is required' }) : IsOptional(),
    IsIn(values, { each, message: `must be one of ${values.join(', ')}` }),
  );
}

export interface TextOptions {
  /** Refuse the input without it (blank counts as absent). */
  required?: boolean;
  minLength?: number;
  /**
   * Refuse text without one character a reader sees (`READABLE_CHARACTER`): twenty zero-width
   * spaces are not blank to `trim()`, yet a name or a title made of them shows nothing.
   */
  visible?: boolean;
  /**
   * The sentence text a person must write is refused with when it is missing, blank or shows
   * nothing (e.g. "Please enter an answer."). Blank is then not absent, even when optional: the
   * person sent it.
   */
  empty?: string;
}

/**
 * A character a reader sees as text: a letter, a digit, punctuation or a symbol. Not a space of
 * any kind, a control or format character (zero-width spaces and joiners), a lone combining mark,
 * nor the letters and symbols that show nothing (the Hangul fillers, the blank Braille pattern).
 */
export const READABLE_CHARACTER =
  /(?![\u2800\p{Default_Ignorable_Code_Point}])[\p{L}\p{N}\p{P}\p{S}]/u;

/** Whether `value` is text holding at least one `READABLE_CHARACTER`. */
export function hasReadableCharacter(value: unknown): boolean {
  return typeof value === 'string' && READABLE_CHARACTER.test(value);
}

const NOTHING_VISIBLE = 'must contain a visible character';

/**
 * Plain text of at most `maxLength` characters, trimmed; blank counts as absent (unless `empty`
 * gives the sentence to refuse it with). Longer text is refused rather than silently cut; with
 * `visible` or `empty`, so is text of invisible characters only. Not
 * for secrets, which must reach the service as typed.
 */
export function Text(
  maxLength: number,
  { required = false, minLength, visible = false, empty }: TextOptions = {},
): PropertyDecorator {
  const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  return applyDecorators(
    Coerce(empty === undefined ? blankToUndefined : trim),
    required ? IsDefined({ message: empty ?? 'is required' }) : IsOptional(),
    IsString({ message: 'must be text' }),
    ...(empty === undefined ? [] : [MinLength(1, { message: empty })]),
    ...(visible || empty !== undefined ? [readable({ message: empty ?? NOTHING_VISIBLE })] : []),
    ...(minLength
      ? [MinLength(minLength, { message: `must be at least ${minLength} characters` })]
      : []),
    MaxLength(maxLength, { message: `must be at most ${maxLength} characters` }),
  );
}

/**
 * An optional list of at most `maxItems` texts, each trimmed and of 1 to `maxLength` characters
 * (a blank item is refused, not dropped: the client sent something it meant); with `visible`,
 * each must hold a character a reader sees.
 */
export function TextList(
  maxItems: number,
  maxLength: number,
  { visible = false }: Pick<TextOptions, 'visible'> = {},
): PropertyDecorator {
  const each = `each item must be 1 to ${maxLength} characters`;
  return applyDecorators(
    Coerce((value) =>
      Array.isArray(value)
        ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
        : value,
    ),
    IsOptional(),
    IsArray({ message: 'must be a list' }),
    ArrayMaxSize(maxItems, { message: `must have at most ${maxItems} items` }),
    IsString({ each: true, message: 'each item must be text' }),
    Length(1, maxLength, { each: true, message: each }),
    ...(visible
      ? [readable({ each: true, message: `each item ${NOTHING_VISIBLE}` }), withoutItemReference]
      : []),
  );
}

/**
 * class-validator-jsonschema gives a custom rule checking each item the schema of the property's
 * type, for a list a `$ref` to an `Array` schema that does not exist: the items stay as the
 * other rules describe them (text of 1 to `maxLength` characters).
 */
const withoutItemReference = JSONSchema((schema) => {
  const { $ref: _reference, ...items } = (schema.items ?? {}) as Record<string, unknown>;
  return { ...schema, items };
}) as PropertyDecorator;

/**
 * The `visible` rule. Blank text passes it: trimmed, it is absent (or an empty item), which the
 * `required` and length rules report; GraphQL's arguments reach the rules before that trimming.
 */
function readable(options: { each?: boolean; message: string }): PropertyDecorator {
  const validate = (value: unknown) =>
    hasReadableCharacter(value) || (typeof value === 'string' && value.trim() === '');
  return ValidateBy({ name: 'readable', validator: { validate } }, options);
}

/**
 * The id of a record to act on, required: any text, kept as sent. An id that names no record
 * (malformed, blank, far too long) is the service's 404 like an unknown one, never a 400: both
 * answers then read the same for an id that is wrong in any way.
 */
export function RecordId(): PropertyDecorator {
  return applyDecorators(
    Expose(),
    IsDefined({ message: 'is required' }),
    IsString({ message: 'must be text' }),
  );
}

/** The longest web address an input takes (links on a profile or a portfolio item). */
export const WEB_ADDRESS_MAX_LENGTH = 2000;

/**
 * An http(s) web address of at most 2000 characters, trimmed, optional unless `required`; blank
 * counts as absent. Other schemes (`javascript:`, `data:`, `ftp:`) are refused: the web app
 * renders these as links.
 */
export function WebAddress({ required = false }: { required?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    Text(WEB_ADDRESS_MAX_LENGTH, { required }),
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true },
      { message: 'must be an http or https URL' },
    ),
  );
}

/**
 * One object of the input class `Class` (a form's section), optional unless `required`, checked
 * by its own rules; its problems are named `section.field`.
 */
export function Nested(
  Class: () => InputClass,
  { required = false }: { required?: boolean } = {},
): PropertyDecorator {
  return applyDecorators(
    Type(Class),
    required ? IsDefined({ message: 'is required' }) : IsOptional(),
    IsObject({ message: 'must be an object' }),
    ValidateNested(),
  );
}

/** An optional list of at most `maxItems` objects of `Class`; problems read `list.0.field`. */
export function NestedList(Class: () => InputClass, maxItems: number): PropertyDecorator {
  return applyDecorators(
    Type(Class),
    IsOptional(),
    IsArray({ message: 'must be a list' }),
    ArrayMaxSize(maxItems, { message: `must have at most ${maxItems} items` }),
    IsObject({ each: true, message: 'each item must be an object' }),
    ValidateNested({ each: true }),
  );
}

function toWholeNumber(value: unknown): unknown {
  const text = blankToUndefined(value);
  return typeof text === 'string' && /^\d{1,15}$/.test(text) ? Number(text) : text;
}

/** Trimmed text, `undefined` for blank text; other values as they are. */
export function blankToUndefined(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
}

function canonicalList(values: unknown[], canonical: (value: unknown) => unknown): unknown {
  const list = [...new Set(values.map(canonical).filter((value) => value !== undefined))];
  return list.length > 0 ? list : undefined;
}

/**
 * An email address, trimmed, at most 254 characters (RFC 5321's path limit). Case is kept as
 * typed; accounts compare addresses case-insensitively.
 */
export function EmailAddress({ required = true }: { required?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    Coerce(blankToUndefined),
    required ? IsDefined({ message: 'is required' }) : IsOptional(),
    IsString({ message: 'must be text' }),
    MaxLength(254, { message: 'must be at most 254 characters' }),
    IsEmail({}, { message: 'must be a valid email address' }),
  );
}

/** The length a password must have: at least 6 characters, at most 128. */
export const PASSWORD_LENGTH = { min: 6, max: 128 } as const;

/**
 * A character one can see: not a space of any kind, a control or format character (zero-width
 * space and joiners, the byte-order mark), one Unicode says to ignore when shown (the Hangul
 * fillers, variation selectors), the blank Braille pattern, or a mark (a combining accent shows
 * only on a letter before it, so `e` + U+0301 counts by its `e`, six U+0301 alone not at all).
 */
export const VISIBLE_CHARACTER =
  /[^\p{White_Space}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/u;

/**
 * A password as typed: never trimmed or coerced (a space is part of it), 6 to 128 characters of
 * which at least one is visible (six spaces or six zero-width spaces are refused); no other
 * composition rule, as NIST SP 800-63B advises. `checkLength: false` only requires text, for the
 * current password, whose rules may have been different when it was set.
 */
export function Password({
  required = true,
  checkLength = true,
}: { required?: boolean; checkLength?: boolean } = {}): PropertyDecorator {
  const { min, max } = PASSWORD_LENGTH;
  return applyDecorators(
    Expose(),
    required ? IsDefined({ message: 'is required' }) : IsOptional(),
    IsString({ message: 'must be text' }),
    ...(checkLength
      ? [
          MinLength(min, { message: `must be at least ${min} characters` }),
          MaxLength(max, { message: `must be at most ${max} characters` }),
          Matches(VISIBLE_CHARACTER, { message: 'must contain at least one visible character' }),
        ]
      : [MaxLength(1024, { message: 'must be at most 1024 characters' })]),
  );
}
