import { ConfigError, Env } from '../env';
import { parseTrustProxy } from '../trust-proxy';

describe('TRUST_PROXY and the rate limits in the environment', () => {
  const secrets = { JWT_SECRET: 'Zq8vN1sKp4Wd7yHc0Lm3Tb6Rf9Xg2Je5', SECRETS_KEY: 'ab'.repeat(32) };

  it('trusts no proxy by default, and allows 600 API and 120 library requests a minute', () => {
    const env = new Env({ NODE_ENV: 'production', ...secrets });
    expect(env.trustProxy).toBe(false);
    expect(env.rateLimitPerMinute).toBe(600);
    expect(env.n8nRateLimitPerMinute).toBe(120);
    expect(new Env({ ...secrets, RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute).toBe(0);
  });

  it.each([
    ['false', false],
    ['true', true],
    ['1', 1],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8, fd00::/8', ['loopback', '10.0.0.0/8', 'fd00::/8']],
    ['192.0.2.1, 10.0.0.0/255.0.0.0', ['192.0.2.1', '10.0.0.0/255.0.0.0']],
  ])('reads TRUST_PROXY=%s as Express reads it', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/8', 'loopback,,', '1.5'])(
    'refuses TRUST_PROXY=%s at start-up',
    (value) => {
      expect(() => new Env({ ...secrets, TRUST_PROXY: value })).toThrow(ConfigError);
    },
  );

  it('refuses a rate limit that is not a whole number', () => {
    expect(() => new Env({ ...secrets, RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(
      'RATE_LIMIT_PER_MINUTE must be a whole number (0 is off), got "lots"',
    );
  });
});
