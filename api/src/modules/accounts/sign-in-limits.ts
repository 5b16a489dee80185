import type { Env } from '../../config/env';
import type { RateLimitPolicy } from '../../rate-limits/rate-limit-counts';
import type { RateLimiter } from '../../rate-limits/rate-limiter';
import { spendAttempt } from '../../rate-limits/attempt-limit';

const WINDOW_MS = 15 * 60_000;
const SIGN_IN_ATTEMPTS = 'sign-in attempts';

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

  /** Counts an attempt from `ip`; a 429 once its count is spent. */
  attempt(ip: string): void {
    spendAttempt(this.limiter, this.perAddress, ip, SIGN_IN_ATTEMPTS);
  }

  /**
   * Counts an attempt on one email address; a 429 once its count is spent. `emailKey` is the key
   * PostgreSQL finds the account by (`users.email_key`), never a case folding of our own: one
   * that differed would give another spelling of the same account a budget of its own.
   */
  attemptOn(emailKey: string): void {
    spendAttempt(this.limiter, this.perEmail, `email:${emailKey}`, SIGN_IN_ATTEMPTS);
  }
}
