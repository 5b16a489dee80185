import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { withDatabase } from '../src/db/database';
import { TEMPLATE_DATABASE, testServerUrl } from './test-state';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file, cloned from the template database, or from
 * `template` (a database no session is on). With `ctype`, an empty database whose `lower()`
 * follows that locale's case rules instead of the test server's C locale (as a production server
 * set up with e.g. en_US.UTF-8), to migrate.
 */
export async function createTestDatabase({
  ctype,
  template = TEMPLATE_DATABASE,
}: { ctype?: string; template?: string } = {}): Promise<TestDatabase> {
  const server = testServerUrl();
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(
      ctype
        ? `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE '${ctype}'`
        : `CREATE DATABASE "${name}" TEMPLATE "${template}"`,
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

/**
 * Makes `name` once per test run with `fill` (given a fresh database's URL), so files that need
 * the same costly contents clone it instead of each filling their own. Whoever fills it first
 * wins: each filler works on a database of its own and renames it to `name` when complete, so a
 * database by that name is always whole; a filler that loses the race drops its copy.
 */
export async function sharedTestDatabase(
  name: string,
  fill: (url: string) => Promise<void>,
): Promise<string> {
  const server = testServerUrl();
  const exists = async () => {
    const client = new Client({ connectionString: server });
    await client.connect();
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        name,
      ]);
      return rowCount === 1;
    } finally {
      await client.end();
    }
  };
  if (await exists()) return name;
  const draft = await createTestDatabase();
  try {
    await fill(draft.url);
  } catch (error) {
    // A fill that failed half-way leaves nothing behind for the next file to trip on.
    await draft.drop();
    throw error;
  }
  const client = new Client({ connectionString: server });
  await client.connect();
  try {
    const draftName = new URL(draft.url).pathname.slice(1);
    await client.query(`ALTER DATABASE "${draftName}" RENAME TO "${name}"`);
    await client.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42P04') throw error; // another filler won
    await draft.drop();
  } finally {
    await client.end();
  }
  return name;
}
