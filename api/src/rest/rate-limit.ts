import type { RequestHandler } from 'express';
import { AppError } from '../common/app-error';
import type { RateLimitPolicy } from '../modules/rate-limits/rate-limit-counts';
import type { RateLimiter } from '../modules/rate-limits/rate-limiter';

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
  what = 'requests',
): RequestHandler {
  if (policy.limit <= 0) return (_req, _res, next) => next();
  return (req, res, next) => {
    const decision = limiter.hit(policy, req.ip ?? req.socket.remoteAddress ?? '');
    const seconds = Math.max(1, Math.ceil(decision.resetMs / 1000));
    res.set({
      'RateLimit-Limit': String(decision.limit),
      'RateLimit-Remaining': String(decision.remaining),
      'RateLimit-Reset': String(seconds),
    });
    if (decision.allowed) return next();
    res.set('Retry-After', String(seconds));
    const error = new AppError(
      'rate_limited',
      `Too many ${what} from your address. Try again in ${seconds} seconds.`,
    );
    if (shape === 'rest') return next(error);
    res.status(error.status).json({
      errors: [{ message: error.message, extensions: { code: error.code.toUpperCase() } }],
    });
  };
}
