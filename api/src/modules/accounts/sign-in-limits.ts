import type { Env } from '../../config/env';
import { AddressAndEmailLimits } from '../../rate-limits/address-and-email-limits';
import type { RateLimiter } from '../../rate-limits/rate-limiter';

/**
 * How often one address may try to sign in or register (SIGN_IN_ATTEMPTS_PER_IP), and how often
 * anyone may try one email address (SIGN_IN_ATTEMPTS_PER_EMAIL), per 15 minutes.
 */
export class SignInLimits extends AddressAndEmailLimits {
  constructor(limiter: RateLimiter, env: Env) {
    super(limiter, {
      what: 'sign-in attempts',
      perAddress: { name: 'sign-in-ip', limit: env.signInAttemptsPerIp },
      perEmail: { name: 'sign-in-email', limit: env.signInAttemptsPerEmail },
    });
  }
}
