import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../../common/app-error';
import { fixedWindowRateLimit } from '../fixed-window-rate-limit';

/** Runs the middleware once for a client and says whether it passed or what it passed on. */
function call(handler: ReturnType<typeof fixedWindowRateLimit>, ip: string) {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name] = value) };
  let passed: unknown = 'not called';
  const next: NextFunction = (error?: unknown) => {
    passed = error;
  };
  handler({ ip, socket: {} } as Request, res as unknown as Response, next);
  return { error: passed, headers };
}

describe('the fixed-window rate limiter', () => {
  it('opens a new window when the clock passes the old one', () => {
    let now = 1_000_000;
    const limiter = fixedWindowRateLimit({ limit: 2, windowMs: 10_000, now: () => now });
    expect(call(limiter, '10.0.0.1').error).toBeUndefined();
    expect(call(limiter, '10.0.0.1').error).toBeUndefined();
    const refused = call(limiter, '10.0.0.1');
    expect(refused.error).toBeInstanceOf(AppError);
    expect((refused.error as AppError).code).toBe('rate_limited');
    expect(refused.headers['Retry-After']).toBe('10');

    now += 4_000;
    expect(call(limiter, '10.0.0.1').headers['Retry-After']).toBe('6');
    now += 6_000;
    const fresh = call(limiter, '10.0.0.1');
    expect(fresh.error).toBeUndefined();
    expect(fresh.headers['RateLimit-Remaining']).toBe('1');
  });

  it('keeps separate counts per IP within a window', () => {
    const limiter = fixedWindowRateLimit({ limit: 1, windowMs: 60_000, now: () => 0 });
    expect(call(limiter, '10.0.0.1').error).toBeUndefined();
    expect(call(limiter, '10.0.0.2').error).toBeUndefined();
    expect(call(limiter, '10.0.0.1').error).toBeInstanceOf(AppError);
  });
});
