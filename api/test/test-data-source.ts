import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/db/data-source';
import { createTestDatabase, type TestDatabase } from './database';

/** A describe block's own migrated database, as a data source (see `useTestDataSource`). */
export interface TestDataSource {
  readonly dataSource: DataSource;
}

/**
 * Gives the calling describe block a fresh, migrated database of its own and a data source of two
 * connections on it, opened before its tests and closed and dropped after them. For tests that
 * change the schema itself (migrations), which must not share a database with others.
 */
export function useTestDataSource(): TestDataSource {
  let database: TestDatabase | undefined;
  let dataSource: DataSource | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createDataSource({ url: database.url, poolSize: 2 });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });
  return {
    get dataSource() {
      if (!dataSource) throw new Error('The test data source opens in beforeAll');
      return dataSource;
    },
  };
}
