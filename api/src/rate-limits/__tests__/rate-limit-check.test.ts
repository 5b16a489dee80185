import { checkRateLimit } from '../rate-limit-check';
import type { RateLimiter } from '../rate-limiter';

describe('checkRateLimit', () => {
  const refusedFor = (resetMs: number) =>
    ({ hit: () => ({ allowed: false, resetMs }) }) as unknown as RateLimiter;
  const policy = { name: 'api', limit: 1, windowMs: 60_000 };

  it.each([
    [200, 1, 'Try again in 1 second.'],
    [1_000, 1, 'Try again in 1 second.'],
    [1_001, 2, 'Try again in 2 seconds.'],
    [59_500, 60, 'Try again in 60 seconds.'],
  ])('refuses with %i ms left: %i s to wait, said as "%s"', (resetMs, seconds, sentence) => {
    const check = checkRateLimit(refusedFor(resetMs), policy, '192.0.2.1');
    expect(check.seconds).toBe(seconds);
    expect(check.refusal?.code).toBe('rate_limited');
    expect(check.refusal?.message).toBe(`Too many requests from your address. ${sentence}`);
  });

  it('refuses nothing while the budget lasts', () => {
    const allowed = { hit: () => ({ allowed: true, resetMs: 30_000 }) } as unknown as RateLimiter;
    expect(checkRateLimit(allowed, policy, '192.0.2.1').refusal).toBeUndefined();
  });
});
