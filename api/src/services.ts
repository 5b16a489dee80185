import type { DataSource } from 'typeorm';
import { NO_ACCOUNTS, type Authenticator } from './auth/authenticate';
import { Db } from './common/db';
import type { Logger } from './common/logger';
import type { Env } from './config/env';
import type { ProvidedBy } from './modules/feature-module';
import { FEATURES, type FeatureList } from './modules/index';

/** What every feature can use: configuration, the logger and the database. */
export interface CoreServices {
  env: Env;
  logger: Logger;
  /** The pool as a `Db`; services open transactions on it. */
  db: Db;
  /** For the process's lifecycle (health check, shutdown); features use `db`. */
  dataSource: DataSource;
  /** Resolves bearer tokens at the edge (REST, GraphQL, graphql-ws). */
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
  authenticator?: Authenticator;
  /** Defaults to FEATURES; tests add fixture features. */
  features?: FeatureList;
}

/** The one place services are constructed: the core, then each feature in registry order. */
export function createServices(
  env: Env,
  dataSource: DataSource,
  logger: Logger,
  options: ServiceOptions = {},
): Services {
  const services = {
    env,
    logger,
    db: new Db(dataSource.manager),
    dataSource,
    authenticator: options.authenticator ?? NO_ACCOUNTS,
    features: options.features ?? FEATURES,
  } as CoreServices as Services;
  for (const feature of services.features) {
    Object.assign(services, feature.services?.(services));
  }
  return services;
}
