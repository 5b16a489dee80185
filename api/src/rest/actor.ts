import type { Request, RequestHandler } from 'express';
import { actorFromAuthorization, type Authenticator } from '../auth/authenticate';
import { requireRole } from '../auth/require-role';
import { ANONYMOUS, type Actor, type Role } from '../common/actor';
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

/** Route guard: signed in, and with one of `roles` when any are given (401/403 otherwise). */
export function guard(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    requireRole(actorOf(req), roles);
    next();
  };
}
