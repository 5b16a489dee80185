import type { RequestHandler } from 'express';
import type { RateLimitPolicy } from '../rate-limits/rate-limit-counts';
import { AppError } from '../core/app-error';
import { holdPlace } from './in-flight-place';
import { InFlightLimit, TOO_MANY_AT_ONCE } from '../rate-limits/in-flight-limit';
import { checkRateLimit } from '../rate-limits/rate-limit-check';
import type { RateLimiter } from '../rate-limits/rate-limiter';

/** How a refusal is answered: REST's error body, or a GraphQL response with `errors`. */
export type RefusalShape = 'rest' | 'graphql';

/**
 * Applies `policy` to each request's client (`req.ip`, which follows TRUST_PROXY): `RateLimit-*`
 * headers on every answer, and over the limit a 429 `rate_limited` with `Retry-After`. REST
 * refusals go through the error handler; GraphQL ones answer `errors[0].extensions.code`
 * RATE_LIMITED. A policy with limit 0 is off.
 */
export function limitRequests(
  limiter: RateLimiter,
  policy: RateLimitPolicy,
  shape: RefusalShape = 'rest',
  what?: string,
): RequestHandler {
  if (policy.limit <= 0) return (_req, _res, next) => next();
  return (req, res, next) => {
    const address = req.ip ?? req.socket.remoteAddress ?? '';
    const { decision, seconds, refusal } = checkRateLimit(limiter, policy, address, what);
    res.set({
      'RateLimit-Limit': String(decision.limit),
      'RateLimit-Remaining': String(decision.remaining),
      'RateLimit-Reset': String(seconds),
    });
    if (!refusal) return next();
    res.set('Retry-After', String(seconds));
    if (shape === 'rest') return next(refusal);
    res.status(refusal.status).json({
      errors: [{ message: refusal.message, extensions: { code: refusal.code.toUpperCase() } }],
    });
  };
}

/**
 * Holds each client to `inFlight`'s cap of requests running at once: past it, 429
 * `rate_limited` with `Retry-After: 1`, in the surface's shape. The place is given back once the
 * response has closed and the handler has finished (`runHoldingPlace`): abandoning a request
 * does not free its place while its work goes on.
 */
export function limitInFlight(
  inFlight: InFlightLimit,
  shape: RefusalShape = 'rest',
): RequestHandler {
  if (inFlight.limit <= 0) return (_req, _res, next) => next();
  return (req, res, next) => {
    const address = req.ip ?? req.socket.remoteAddress ?? '';
    if (!inFlight.enter(address)) {
      res.set('Retry-After', '1');
      const refusal = new AppError('rate_limited', TOO_MANY_AT_ONCE);
      if (shape === 'rest') return next(refusal);
      res.status(refusal.status).json({
        errors: [{ message: refusal.message, extensions: { code: 'RATE_LIMITED' } }],
      });
      return;
    }
    holdPlace(res, () => inFlight.leave(address));
    next();
  };
}
