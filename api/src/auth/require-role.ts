import { isSignedIn, type Actor, type Role, type SignedInActor } from '../core/actor';
import { AppError } from '../core/app-error';

/** What a visitor is told when an action needs an account (401 `unauthorized`). */
export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
/** What a signed-in actor is told when their role may not act (403 `forbidden`). */
export const NOT_PERMITTED = 'You do not have permission to do this.';

/**
 * The roles of what is open to every signed-in caller, whatever their role: a REST route's
 * `roles`, a subscription's `requiring(SIGNED_IN, ...)`.
 */
export const SIGNED_IN: readonly Role[] = Object.freeze([]);

/**
 * The edge's role check, shared by the REST guard and GraphQL's `@Authorized`: anonymous is a 401
 * `unauthorized`; a signed-in actor without one of `roles` (any role when empty) a 403 `forbidden`.
 */
export function requireRole(actor: Actor, roles: readonly Role[] = []): SignedInActor {
  if (!isSignedIn(actor)) throw new AppError('unauthorized', SIGN_IN_REQUIRED);
  if (roles.length > 0 && !roles.includes(actor.role))
    throw new AppError('forbidden', NOT_PERMITTED);
  return actor;
}
