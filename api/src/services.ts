import type { DataSource } from 'typeorm';
import { NO_ACCOUNTS, type Authenticator } from './auth/authenticate';
import { Db } from './core/db';
import { InFlightLimit } from './rate-limits/in-flight-limit';
import { RateLimitRepository } from './rate-limits/rate-limit.repository';
import { RateLimiter } from './rate-limits/rate-limiter';
import { createRealtime } from './realtime/create-realtime';
import type { Realtime } from './realtime/realtime';
import type { Logger } from './core/logger';
import type { Env } from './config/env';
import { requireNeeds, type ProvidedBy } from './modules/feature-module';
import { FEATURES, type FeatureList } from './modules/index';

/** What every feature can use: configuration, the logger, the database and the rate limits. */
export interface CoreServices {
  env: Env;
  logger: Logger;
  /** The pool as a `Db`; services open transactions on it. */
  db: Db;
  /** For the process's lifecycle (health check, shutdown); features use `db`. */
  dataSource: DataSource;
  /**
   * The process's pub-sub (`api/src/realtime`): how a change committed by any process reaches
   * every process (the catalogue version, chat, workspaces). Over PostgreSQL LISTEN/NOTIFY, one
   * listening connection opened on the first subscription; in memory with
   * REALTIME_TRANSPORT=memory.
   */
  realtime: Realtime;
  /**
   * Per-client limits shared by every API process through PostgreSQL: the edge applies them to
   * /api, /graphql, the socket and the n8n library; services spend attempts of costly actions
   * (sign-ins, checkouts, imports) through `spendAttempt`.
   */
  rateLimits: RateLimiter;
  /** The cap on what one client has running at once in this process (the edge applies it). */
  inFlight: InFlightLimit;
  /**
   * Resolves bearer tokens at the edge (REST, GraphQL, graphql-ws): the accounts feature's,
   * unless a test installs its own.
   */
  authenticator: Authenticator;
  /** The features this process was built from. */
  features: FeatureList;
}

/**
 * The domain layer, built once per process from the feature registry. REST routes and GraphQL
 * resolvers both call these services, so the two surfaces cannot disagree.
 */
export type Services = CoreServices & ProvidedBy<(typeof FEATURES)[number], 'services'>;

export interface ServiceOptions {
  /** Replaces the registry's token check (tests of fixture features). */
  authenticator?: Authenticator;
  /** Defaults to FEATURES; tests add fixture features. */
  features?: FeatureList;
}

/**
 * The one place services are constructed: the core (rate limits included: the edge cannot stand
 * without them), then each feature in registry order, once the list's `needs` are known to hold.
 */
export function createServices(
  env: Env,
  dataSource: DataSource,
  logger: Logger,
  options: ServiceOptions = {},
): Services {
  const features = options.features ?? FEATURES;
  requireNeeds(features);
  const db = new Db(dataSource.manager, (error) =>
    logger.error({ err: error }, 'an after-commit hook failed'),
  );
  const services = {
    env,
    logger,
    db,
    dataSource,
    realtime: createRealtime(env.realtimeTransport, databaseUrl(dataSource), logger),
    rateLimits: new RateLimiter(new RateLimitRepository(db), { secret: env.secretsKey, logger }),
    inFlight: new InFlightLimit(env.concurrentRequestsPerClient),
    authenticator: options.authenticator ?? NO_ACCOUNTS,
    features,
  } as CoreServices as Services;
  for (const feature of services.features) {
    Object.assign(services, feature.services?.(services));
  }
  const issuer = services.features.find((feature) => feature.authenticator);
  if (!options.authenticator && issuer?.authenticator) {
    services.authenticator = issuer.authenticator(services);
  }
  return services;
}

/**
 * Closes the features in reverse registry order, then the core's rate limits (their last counts
 * written) and the real-time connection; the pool is the caller's.
 */
export async function closeServices(services: Services): Promise<void> {
  for (const feature of [...services.features].reverse()) {
    await feature
      .close?.(services)
      .catch((err: unknown) =>
        services.logger.error({ err, feature: feature.name }, 'closing a feature failed'),
      );
  }
  await services.rateLimits
    .close()
    .catch((err: unknown) => services.logger.error({ err }, 'closing the rate limits failed'));
  await services.realtime.close();
}

function databaseUrl(dataSource: DataSource): string {
  const { url } = dataSource.options as { url?: string };
  if (!url) throw new Error('The data source has no URL to LISTEN on');
  return url;
}
