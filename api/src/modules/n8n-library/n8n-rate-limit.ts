import type { RequestHandler } from 'express';
import { limitRequests } from '../../rest/rate-limit';
import type { Services } from '../../services';

/**
 * The public library's per-client limit, N8N_RATE_LIMIT_PER_MINUTE (120 by default), counted by
 * the shared limiter apart from the /api and /graphql budget: n8n's template browser makes a
 * burst of calls per page, and a client browsing it should not lose its API budget. Over it, a
 * 429 `rate_limited` with `Retry-After` through the mount's error handler.
 */
export function n8nRateLimit({ rateLimits, env }: Services): RequestHandler {
  return limitRequests(
    rateLimits,
    { name: 'n8n', limit: env.n8nRateLimitPerMinute, windowMs: 60_000 },
    'rest',
    'requests to the template library',
  );
}
