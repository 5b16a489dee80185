import type { Env } from '../../config/env';
import { AddressAndEmailLimits } from '../../rate-limits/address-and-email-limits';
import type { RateLimiter } from '../../rate-limits/rate-limiter';

/**
 * How often one client address may ask for reset links or use one (PASSWORD_RESETS_PER_IP), and
 * how often anyone may ask for one address, known or not (PASSWORD_RESETS_PER_EMAIL), per 15
 * minutes: a mailbox is not flooded, and one client cannot sweep many addresses.
 */
export class ResetLimits extends AddressAndEmailLimits {
  constructor(limiter: RateLimiter, env: Env) {
    super(limiter, {
      what: 'password reset requests',
      perAddress: { name: 'reset-ip', limit: env.passwordResetsPerIp },
      perEmail: { name: 'reset-email', limit: env.passwordResetsPerEmail },
    });
  }
}
