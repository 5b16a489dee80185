import { spendAttempt } from './attempt-limit';
import type { RateLimitPolicy } from './rate-limit-counts';
import type { RateLimiter } from './rate-limiter';

const WINDOW_MS = 15 * 60_000;

/**
 * Attempts of something an account is found by its email for (signing in, asking for a reset
 * link), counted per client address and per email address over 15 minutes, across API
 * processes by the shared rate limiter. The per-email count stops guessing spread over many
 * addresses; the per-address count stops one client trying many accounts.
 */
export class AddressAndEmailLimits {
  private readonly perAddress: RateLimitPolicy;
  private readonly perEmail: RateLimitPolicy;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly settings: {
      /** How a refusal names what was tried: "Too many {what}". */
      what: string;
      perAddress: { name: string; limit: number };
      perEmail: { name: string; limit: number };
    },
  ) {
    this.perAddress = { ...settings.perAddress, windowMs: WINDOW_MS };
    this.perEmail = { ...settings.perEmail, windowMs: WINDOW_MS };
  }

  /** Counts an attempt from `ip`; a 429 once its count is spent. */
  attempt(ip: string): void {
    spendAttempt(this.limiter, this.perAddress, ip, this.settings.what);
  }

  /**
   * Counts an attempt on one email address; a 429 once its count is spent. `emailKey` is the key
   * PostgreSQL finds the account by (`users.email_key`), never a case folding of our own: one
   * that differed would give another spelling of the same account a budget of its own. Known
   * address or not, the count is the same.
   */
  attemptOn(emailKey: string): void {
    spendAttempt(this.limiter, this.perEmail, `email:${emailKey}`, this.settings.what);
  }
}
