import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { withDatabase } from '../src/db/database';
import { TEMPLATE_DATABASE, testServerUrl } from './test-state';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file, cloned from the template database. With
 * `ctype`, an empty database whose `lower()` follows that locale's case rules instead of the
 * test server's C locale (as a production server set up with e.g. en_US.UTF-8), to migrate.
 */
export async function createTestDatabase({
  ctype,
}: { ctype?: string } = {}): Promise<TestDatabase> {
  const server = testServerUrl();
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(
      ctype
        ? `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE '${ctype}'`
        : `CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`,
    );
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(server, name),
    async drop() {
      const client = new Client({ connectionString: server });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
