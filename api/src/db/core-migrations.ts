import { RateLimitHits1763900700000 } from './migrations/1763900700000-rate-limit-hits';
import { RateLimitWindowEnd1764086400000 } from './migrations/1764086400000-rate-limit-window-end';
import { RateLimitWindowEndDefault1764259200000 } from './migrations/1764259200000-rate-limit-window-end-default';

/**
 * The migrations of what every process runs whichever features it is built from (the shared
 * rate-limit counts); each feature lists its own in its module. The data source applies both
 * together, in timestamp order.
 */
export const CORE_MIGRATIONS = [
  RateLimitHits1763900700000,
  RateLimitWindowEnd1764086400000,
  RateLimitWindowEndDefault1764259200000,
];
