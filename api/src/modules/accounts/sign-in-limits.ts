import { AppError } from '../../common/app-error';
import type { Env } from '../../config/env';
import type { RateLimitPolicy } from '../rate-limits/rate-limit-counts';
import type { RateLimiter } from '../rate-limits/rate-limiter';

const WINDOW_MS = 15 * 60_000;

/**
 * How often one address may try to sign in or register, and how often anyone may try one email
 * address, counted across API processes by the shared rate limiter. The per-email count stops
 * password guessing spread over many addresses; the per-address count stops one client trying
 * many accounts.
 */
export class SignInLimits {
  private readonly perAddress: RateLimitPolicy;
  private readonly perEmail: RateLimitPolicy;

  constructor(
    private readonly limiter: RateLimiter,
    env: Env,
  ) {
    this.perAddress = { name: 'sign-in-ip', limit: env.signInAttemptsPerIp, windowMs: WINDOW_MS };
    this.perEmail = {
      name: 'sign-in-email',
      limit: env.signInAttemptsPerEmail,
      windowMs: WINDOW_MS,
    };
  }

  /** Counts an attempt from `ip` (for `email` when given); a 429 once either count is spent. */
  attempt(ip: string, email?: string): void {
    this.hit(this.perAddress, ip);
    if (email !== undefined) this.hit(this.perEmail, `email:${email.toLowerCase()}`);
  }

  private hit(policy: RateLimitPolicy, key: string): void {
    if (policy.limit <= 0) return;
    const decision = this.limiter.hit(policy, key);
    if (decision.allowed) return;
    const seconds = Math.max(1, Math.ceil(decision.resetMs / 1000));
    const minutes = Math.ceil(seconds / 60);
    const wait =
      seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
    throw AppError.rateLimited(`Too many sign-in attempts. Try again in ${wait}.`, seconds);
  }
}
