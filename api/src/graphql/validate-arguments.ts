import type { ValidatorFn } from 'type-graphql';
import { AppError } from '../core/app-error';
import { checkArguments } from '../core/validate-input';

/**
 * type-graphql's `validateFn`: every resolver's arguments go through the validation layer the
 * REST facade uses, so a NUL or a lone surrogate in any argument, however it is typed (an `ID`,
 * a nested input, a list), is a VALIDATION_ERROR naming it before a resolver runs, and the
 * input classes' rules hold as they do over REST. It replaces type-graphql's own class-validator
 * call, so an argument's `validate` option would be ignored (none sets one).
 */
export const validateArguments: ValidatorFn = (value, _type, { args }) => {
  const problems = checkArguments(value, args);
  if (problems) throw AppError.validation('Invalid input', problems);
};
