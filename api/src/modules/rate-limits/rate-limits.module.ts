import { RateLimitHits1763900700000 } from '../../db/migrations/1763900700000-rate-limit-hits';
import { RateLimitWindowEnd1764086400000 } from '../../db/migrations/1764086400000-rate-limit-window-end';
import type { FeatureModule } from '../feature-module';
import { InFlightLimit } from './in-flight-limit';
import { RateLimitRepository } from './rate-limit.repository';
import { RateLimiter } from './rate-limiter';

/**
 * Per-client rate limits shared by every API process through PostgreSQL, and the cap on what one
 * client has running at once in a process. The edge applies them
 * (/api and /graphql in `buildServer`, the n8n library on its mount); listed first, so every
 * feature can use `services.rateLimits`.
 */
export const rateLimitsModule: FeatureModule<{ rateLimits: RateLimiter; inFlight: InFlightLimit }> =
  {
    name: 'rate-limits',
    migrations: [RateLimitHits1763900700000, RateLimitWindowEnd1764086400000],
    services: ({ db, env, logger }) => ({
      rateLimits: new RateLimiter(new RateLimitRepository(db), { secret: env.secretsKey, logger }),
      inFlight: new InFlightLimit(env.concurrentRequestsPerClient),
    }),
    close: ({ rateLimits }) => rateLimits.close(),
  };
