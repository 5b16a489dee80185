import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { FEATURES, type FeatureList } from '../modules/index';
import { CORE_MIGRATIONS } from './core-migrations';

export interface DataSourceOptions {
  url: string;
  /** Pool size per process. */
  poolSize?: number;
  /** Log each SQL statement through this callback (used by the statement-count tests). */
  onQuery?: (sql: string, parameters?: unknown[]) => void;
  /** Whose entities and migrations to load; FEATURES unless a test adds fixtures. */
  features?: FeatureList;
}

/** How long a query may wait for a connection, new or from the pool. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The pool of one process, with the core's migrations and the entities and migrations of every
 * feature. Migrations run in timestamp order whoever declares them; each is appended and never
 * edited once shipped.
 */
export function createDataSource({
  url,
  poolSize = 20,
  onQuery,
  features = FEATURES,
}: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: features.flatMap((feature) => feature.entities ?? []),
    migrations: [...CORE_MIGRATIONS, ...features.flatMap((feature) => feature.migrations ?? [])],
    migrationsRun: false,
    synchronize: false,
    extra: { max: poolSize },
    // A database that does not answer (a dropped network, a full pool that never frees) fails a
    // request after this long, as `service_unavailable`, instead of holding it without end.
    connectTimeoutMS: CONNECT_TIMEOUT_MS,
    logging: onQuery ? ['query'] : false,
    logger: onQuery
      ? {
          logQuery: (sql, parameters) => onQuery(sql, parameters as unknown[] | undefined),
          logQueryError: () => undefined,
          logQuerySlow: () => undefined,
          logSchemaBuild: () => undefined,
          logMigration: () => undefined,
          log: () => undefined,
        }
      : undefined,
  });
}
