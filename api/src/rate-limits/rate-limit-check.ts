import { AppError } from '../core/app-error';
import type { Env } from '../config/env';
import type { RateLimitDecision, RateLimitPolicy } from './rate-limit-counts';
import type { RateLimiter } from './rate-limiter';

/**
 * The budget /api and /graphql share per client, HTTP requests and graphql-ws operations alike:
 * RATE_LIMIT_PER_MINUTE (0: off).
 */
export function apiRateLimit(env: Env): RateLimitPolicy {
  return { name: 'api', limit: env.rateLimitPerMinute, windowMs: 60_000 };
}

/** A counted request's decision, with the whole seconds until its window ends. */
export interface RateLimitCheck {
  decision: RateLimitDecision;
  seconds: number;
  /** Present when the request is refused: a 429 `rate_limited` saying when to try again. */
  refusal?: AppError;
}

/** Counts a request from `address` under `policy`; `what` names the requests in the refusal. */
export function checkRateLimit(
  limiter: RateLimiter,
  policy: RateLimitPolicy,
  address: string,
  what = 'requests',
): RateLimitCheck {
  const decision = limiter.hit(policy, address);
  const seconds = Math.max(1, Math.ceil(decision.resetMs / 1000));
  if (decision.allowed) return { decision, seconds };
  const message = `Too many ${what} from your address. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  return { decision, seconds, refusal: new AppError('rate_limited', message) };
}
