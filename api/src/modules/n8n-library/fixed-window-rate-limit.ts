import type { RequestHandler } from 'express';
import { AppError } from '../../common/app-error';

export interface RateLimitOptions {
  /** Requests allowed per client IP in one window. */
  limit: number;
  windowMs: number;
  /** The clock, replaceable in tests. */
  now?: () => number;
}

/**
 * A per-IP fixed-window limiter kept in memory: enough for one public, read-only endpoint family
 * on one process. Windows are aligned to the clock, so when a new window starts every counter of
 * the previous one is dropped at once and memory stays bounded by the clients of one window.
 * Answers over the limit with 429 `rate_limited` and `Retry-After` (seconds to the next window),
 * and reports `RateLimit-Limit` / `RateLimit-Remaining` / `RateLimit-Reset` on every response.
 */
export function fixedWindowRateLimit({
  limit,
  windowMs,
  now = Date.now,
}: RateLimitOptions): RequestHandler {
  let window = -1;
  const counts = new Map<string, number>();

  return (req, res, next) => {
    const time = now();
    const current = Math.floor(time / windowMs);
    if (current !== window) {
      window = current;
      counts.clear();
    }
    const key = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    const resetSeconds = Math.max(1, Math.ceil(((current + 1) * windowMs - time) / 1000));
    res.setHeader('RateLimit-Limit', String(limit));
    res.setHeader('RateLimit-Remaining', String(Math.max(0, limit - count)));
    res.setHeader('RateLimit-Reset', String(resetSeconds));
    if (count <= limit) return next();
    res.setHeader('Retry-After', String(resetSeconds));
    next(
      new AppError(
        'rate_limited',
        `Too many requests to the template library. Try again in ${resetSeconds} seconds.`,
      ),
    );
  };
}
