import { AppError } from '../core/app-error';
import type { RateLimitPolicy } from './rate-limit-counts';
import type { RateLimiter } from './rate-limiter';

/**
 * Counts one attempt of something costly (a sign-in, opening a checkout) under `policy` for
 * `key` (an address, an email), across API processes; once the window's attempts are spent, a
 * 429 `rate_limited` saying when to try again, whose `retryAfter` REST also sends as
 * `Retry-After`. A policy with a limit of 0 is off. Services call it, so every surface (REST,
 * GraphQL over HTTP and over the socket) spends the same attempts.
 */
export function spendAttempt(
  limiter: RateLimiter,
  policy: RateLimitPolicy,
  key: string,
  what: string,
): void {
  if (policy.limit <= 0) return;
  const decision = limiter.hit(policy, key);
  if (decision.allowed) return;
  const seconds = Math.max(1, Math.ceil(decision.resetMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  throw AppError.rateLimited(`Too many ${what}. Try again in ${wait}.`, seconds);
}
