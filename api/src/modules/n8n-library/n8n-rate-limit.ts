import type { Request, RequestHandler } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import { AppError } from '../../common/app-error';

export interface N8nRateLimitOptions {
  /** Requests allowed per client IP in one window; default 120. */
  limit?: number;
  /** Default one minute. */
  windowMs?: number;
}

/**
 * Per-IP limit of the public library: `RateLimit-*` headers on every answer, and over the limit a
 * 429 `rate_limited` with `Retry-After` through the REST error handler. The client IP honours the
 * app's `trust proxy` setting.
 */
export function n8nRateLimit({
  limit = 120,
  windowMs = 60_000,
}: N8nRateLimitOptions = {}): RequestHandler {
  return rateLimit({
    limit,
    windowMs,
    standardHeaders: 'draft-6',
    legacyHeaders: false,
    handler: (req, _res, next) => {
      const info = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
      const resetTime = info?.resetTime?.getTime() ?? Date.now() + windowMs;
      const seconds = Math.max(1, Math.ceil((resetTime - Date.now()) / 1000));
      next(
        new AppError(
          'rate_limited',
          `Too many requests to the template library. Try again in ${seconds} seconds.`,
        ),
      );
    },
  });
}
