import {
  IsDefined,
  IsString,
  Max,
  Min,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { applyDecorators, blankToUndefined, Coerce } from '../../../core/input-rules';
import { CENT_CURRENCIES, isWholeCents } from '../../../lib/money';

/**
 * Field rules of hiring's inputs that `core/input-rules` has no word for: amounts of money
 * and currencies. Like those, each is one decorator holding
 * the coercion and the rules in the order they are reported.
 */

/**
 * The largest amount anything in hiring may name, in major units: 99,999,999 cents is the most
 * Stripe charges in one payment, so a round 1,000,000.00 could never be paid.
 */
export const MAX_AMOUNT = 999_999.99;

/**
 * A required amount in major units with at most two decimals (the database keeps cents), from
 * `min` (or above `0` with `positive`) to `max`. Decimals are checked on the number itself, not
 * its text: class-validator's `maxDecimalPlaces` throws on `1e-7`, a 500 instead of a 400.
 */
export function Amount({ positive = false }: { positive?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: 'is required' }),
    ValidateBy({
      name: 'wholeCents',
      validator: {
        validate: isWholeCents,
        defaultMessage: () => 'must be a number with at most 2 decimals',
      },
    }),
    positive
      ? Min(0.01, { message: 'must be greater than 0' })
      : Min(0, { message: 'must be 0 or more' }),
    Max(MAX_AMOUNT, { message: `must be at most ${MAX_AMOUNT.toLocaleString('en-US')}` }),
  );
}

/** Why a currency is refused. */
export const CURRENCY_PROBLEM = 'must be a currency with cents, such as USD or EUR';

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

/**
 * A currency code in capitals (`USD`) of a currency with cents (`CENT_CURRENCIES`); lower case is
 * taken and raised. An unknown code is refused here, not at the gateway when the client pays.
 */
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
        validate: (value: unknown) => typeof value === 'string' && CENT_CURRENCIES.has(value),
        defaultMessage: () => CURRENCY_PROBLEM,
      },
    }),
  );
}
