import type { Request, RequestHandler } from 'express';
import { actorFromAuthorization, type Authenticator } from '../auth/authenticate';
import { requireRole } from '../auth/require-role';
import { ANONYMOUS, type Actor, type Role } from '../core/actor';
import { runHoldingPlace } from './in-flight-place';

const ACTOR = Symbol('actor');
type WithActor = Request & { [ACTOR]?: Actor };

/**
 * Authenticates every request once, at the edge: the `Authorization` header becomes the request's
 * actor (anonymous without one); a header that is present but not a valid token is a 401. The
 * token's account is read from the database, so the request counts as running through the read
 * and on into the handlers it starts, whether or not its client is still there.
 */
export function authenticateRequests(authenticator: Authenticator): RequestHandler {
  return (req, res, next) =>
    runHoldingPlace(res, async () => {
      (req as WithActor)[ACTOR] = await actorFromAuthorization(
        authenticator,
        req.headers.authorization,
      );
      next();
    });
}

/** The actor `authenticateRequests` resolved for this request. */
export function actorOf(req: Request): Actor {
  return (req as WithActor)[ACTOR] ?? ANONYMOUS;
}

/**
 * The route guard: the actor a route's handler is given. A route declaring `roles` gets the
 * signed-in actor holding one of them (any role when empty), else a 401 or 403 is thrown; a route
 * without `roles` gets whoever calls.
 */
export function routeActorOf(req: Request, roles: readonly Role[] | undefined): Actor {
  const actor = actorOf(req);
  return roles ? requireRole(actor, roles) : actor;
}
