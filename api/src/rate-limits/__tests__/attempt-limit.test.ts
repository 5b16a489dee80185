import { AppError } from '../../core/app-error';
import { spendAttempt } from '../attempt-limit';
import type { RateLimiter } from '../rate-limiter';

const POLICY = { name: 'prompts', limit: 10, windowMs: 300_000 };

/** A limiter that refuses, with `resetMs` left in the window. */
const refusing = (resetMs: number) =>
  ({ hit: () => ({ allowed: false, resetMs }) }) as unknown as RateLimiter;

function refusal(resetMs: number): AppError {
  try {
    spendAttempt(refusing(resetMs), POLICY, 'key', 'prompts');
  } catch (error) {
    return error as AppError;
  }
  throw new Error('not refused');
}

describe('spendAttempt', () => {
  it.each([
    [400, '1 second', 1],
    [1_000, '1 second', 1],
    [30_000, '30 seconds', 30],
    [59_001, '1 minute', 60],
    [58_001, '59 seconds', 59],
    [60_000, '1 minute', 60],
    [150_000, '3 minutes', 150],
  ])('says when to try again: %i ms left is "%s"', (resetMs, wait, seconds) => {
    const error = refusal(resetMs);
    expect(error).toBeInstanceOf(AppError);
    expect(error.message).toBe(`Too many prompts. Try again in ${wait}.`);
    expect(error.extra).toEqual({ retryAfter: seconds });
  });

  it('lets an attempt through while the window allows, and never counts with the limit off', () => {
    let hits = 0;
    const allowing = {
      hit: () => {
        hits += 1;
        return { allowed: true, resetMs: 0 };
      },
    } as unknown as RateLimiter;
    expect(() => spendAttempt(allowing, POLICY, 'key', 'prompts')).not.toThrow();
    expect(() => spendAttempt(allowing, { ...POLICY, limit: 0 }, 'key', 'prompts')).not.toThrow();
    expect(hits).toBe(1);
  });
});
