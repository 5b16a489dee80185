import type { Env } from '../../config/env';
import { AddressAndEmailLimits } from '../../rate-limits/address-and-email-limits';
import type { RateLimiter } from '../../rate-limits/rate-limiter';

/**
 * How often one client address may ask for verification links or use one, and how often one
 * address may be sent one, per 15 minutes: the limits of password reset links
 * (PASSWORD_RESETS_PER_IP, PASSWORD_RESETS_PER_EMAIL), counted apart from them.
 */
export class VerificationLimits extends AddressAndEmailLimits {
  constructor(limiter: RateLimiter, env: Env) {
    super(limiter, {
      what: 'verification emails',
      perAddress: { name: 'verify-ip', limit: env.passwordResetsPerIp },
      perEmail: { name: 'verify-email', limit: env.passwordResetsPerEmail },
    });
  }
}
