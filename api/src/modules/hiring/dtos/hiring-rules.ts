import {
  IsDefined,
  IsNumber,
  IsString,
  Max,
  Min,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { applyDecorators, blankToUndefined, Coerce } from '../../../common/input-rules';

/**
 * Field rules of hiring's inputs that `common/input-rules` has no word for: amounts of money
 * and currencies. Like those, each is one decorator holding
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
