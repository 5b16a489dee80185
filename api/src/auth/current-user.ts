import { createParameterDecorator } from 'type-graphql';
import type { SignedInActor } from '../core/actor';
import type { GraphQLContext } from '../graphql/context';
import { requireRole } from './require-role';

/**
 * A resolver's signed-in actor: `@CurrentUser() user: SignedInActor`, beside `@Authorized(...)`,
 * which checks the roles before any parameter is read. It checks sign-in again itself, so a
 * resolver that forgot `@Authorized` still refuses a visitor (UNAUTHORIZED) instead of acting
 * for nobody.
 *
 * The refusal is a rejected promise, not a throw: type-graphql starts every parameter before it
 * awaits any, so a throw here would leave an earlier argument's failed validation an unobserved
 * rejection, which ends a Node process.
 */
export function CurrentUser() {
  return createParameterDecorator<GraphQLContext>(async ({ context }): Promise<SignedInActor> =>
    requireRole(context.actor),
  );
}
