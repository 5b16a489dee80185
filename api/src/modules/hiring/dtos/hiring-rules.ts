import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { applyDecorators, blankToUndefined, Coerce } from '../../../common/input-rules';
import type { InputClass } from '../../../common/validate-input';

/**
 * Field rules of hiring's inputs that `common/input-rules` has no word for: amounts of money,
 * nested inputs, lists of short texts, web addresses. Like those, each is one decorator holding
 * the coercion and the rules in the order they are reported.
 */

/** The largest amount anything in hiring may name, in major units (CONTRACT bounds). */
export const MAX_AMOUNT = 1_000_000;

/**
 * A required amount in major units with at most two decimals (the database keeps cents), from
 * `min` (or above `0` with `positive`) to `max`.
 */
export function Amount({ positive = false }: { positive?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: 'is required' }),
    IsNumber(
      { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
      { message: 'must be a number with at most 2 decimals' },
    ),
    positive
      ? Min(0.01, { message: 'must be greater than 0' })
      : Min(0, { message: 'must be 0 or more' }),
    Max(MAX_AMOUNT, { message: `must be at most ${MAX_AMOUNT.toLocaleString('en-US')}` }),
  );
}

/** At least the value of `other` on the same input (a range's maximum). */
export function NotBelow(other: string): PropertyDecorator {
  return ValidateBy({
    name: 'notBelow',
    validator: {
      validate: (value: unknown, { object }: ValidationArguments) => {
        const floor = (object as Record<string, unknown>)[other];
        return typeof value !== 'number' || typeof floor !== 'number' || value >= floor;
      },
      defaultMessage: () => `must be at least ${other}`,
    },
  });
}

/** A three-letter currency code in capitals (`USD`); lower case is taken and raised. */
export function Currency(): PropertyDecorator {
  return applyDecorators(
    Coerce((value) => {
      const text = blankToUndefined(value);
      return typeof text === 'string' ? text.toUpperCase() : text;
    }),
    IsDefined({ message: 'is required' }),
    IsString({ message: 'must be text' }),
    ValidateBy({
      name: 'currencyCode',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && /^[A-Z]{3}$/.test(value),
        defaultMessage: () => 'must be a three-letter currency code such as USD',
      },
    }),
  );
}

/** An input of class `Class` inside another, checked with its own rules. */
export function Nested(Class: InputClass, { required = false } = {}): PropertyDecorator {
  return applyDecorators(
    Type(() => Class),
    required ? IsDefined({ message: 'is required' }) : IsOptional(),
    ValidateNested({ message: 'must be an object' }),
  );
}

/** An optional list of at most `max` inputs of class `Class`, each checked with its rules. */
export function NestedList(Class: InputClass, max: number): PropertyDecorator {
  return applyDecorators(
    Type(() => Class),
    IsOptional(),
    IsArray({ message: 'must be a list' }),
    ArrayMaxSize(max, { message: `must have at most ${max} items` }),
    ValidateNested({ each: true, message: 'must be a list of objects' }),
  );
}

/** An optional list of at most `max` texts, each trimmed and 1 to `maxLength` characters. */
export function TextList(max: number, maxLength: number): PropertyDecorator {
  const each = `each must be 1 to ${maxLength} characters`;
  return applyDecorators(
    Coerce((value) =>
      Array.isArray(value)
        ? value.map((item) => (typeof item === 'string' ? item.trim() : item))
        : value,
    ),
    IsOptional(),
    IsArray({ message: 'must be a list' }),
    ArrayMaxSize(max, { message: `must have at most ${max} items` }),
    IsString({ each: true, message: 'each must be text' }),
    MinLength(1, { each: true, message: each }),
    MaxLength(maxLength, { each: true, message: each }),
  );
}

/** An optional http(s) address of at most `maxLength` characters, trimmed. */
export function WebAddress(maxLength: number): PropertyDecorator {
  return applyDecorators(
    Coerce(blankToUndefined),
    IsOptional(),
    IsString({ message: 'must be text' }),
    MaxLength(maxLength, { message: `must be at most ${maxLength} characters` }),
    ValidateBy({
      name: 'httpUrl',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isHttpUrl(value),
        defaultMessage: () => 'must be an http or https address',
      },
    }),
  );
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
