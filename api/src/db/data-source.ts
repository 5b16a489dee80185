import 'reflect-metadata';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
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

/** The most pool connections one process holds, when it is the only API process. */
const MAX_POOL_SIZE = 20;

/**
 * The pool connections all API processes of one machine share: under the embedded server's
 * `max_connections` (200) with room for each process's listening connection and the primary's
 * pool, so `WEB_CONCURRENCY` processes never ask PostgreSQL for more than it serves.
 */
export const POOL_BUDGET = 160;

/** Each process's pool with `processes` API processes: an equal share, from 2 to 20. */
export function poolSizeFor(processes: number): number {
  return Math.max(2, Math.min(MAX_POOL_SIZE, Math.floor(POOL_BUDGET / Math.max(1, processes))));
}

/** How long a query may wait for a connection, new or from the pool. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * TypeORM's data source, with pool connections that cannot crash the process. pg emits `error` on
 * a connection the server ends while it is lent out but between two statements (PostgreSQL killed
 * or restarted while a transaction waits on something else), and Node throws an `error` event no
 * one listens to. Each connection gets a listener the first time it is lent out: the error still
 * fails the next statement on it, and the pool drops the broken connection once it is released.
 */
class GuardedDataSource extends DataSource {
  override async initialize(): Promise<this> {
    await super.initialize();
    const pool = (this.driver as PostgresDriver).master as Pool;
    const guarded = new WeakSet<PoolClient>();
    pool.on('acquire', (client) => {
      if (guarded.has(client)) return;
      guarded.add(client);
      client.on('error', () => undefined);
    });
    return this;
  }
}

/**
 * The pool of one process, with the core's migrations and the entities and migrations of every
 * feature. Migrations run in timestamp order whoever declares them; each is appended and never
 * edited once shipped.
 */
export function createDataSource({
  url,
  poolSize = MAX_POOL_SIZE,
  onQuery,
  features = FEATURES,
}: DataSourceOptions): DataSource {
  return new GuardedDataSource({
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
