import { isSignedIn, type Actor, type Role, type SignedInActor } from '../common/actor';
import { AppError } from '../common/app-error';

/**
 * The edge's role check, shared by the REST guard and GraphQL's `@Authorized`: anonymous is a 401
 * `unauthorized`; a signed-in actor without one of `roles` (any role when empty) a 403 `forbidden`.
 */
export function requireRole(actor: Actor, roles: readonly Role[] = []): SignedInActor {
  if (!isSignedIn(actor)) throw new AppError('unauthorized', 'Please sign in to continue.');
  if (roles.length > 0 && !roles.includes(actor.role)) {
    throw new AppError('forbidden', 'You do not have permission to do this.');
  }
  return actor;
}
