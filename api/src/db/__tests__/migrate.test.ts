import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { testServerUrl } from '../../../test/test-state';
import { createDataSource } from '../data-source';
import { withDatabase } from '../database';
import { applyMigrations } from '../migrate';

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe('processes migrating one empty database at the same moment', () => {
  const name = `migrate_${randomBytes(6).toString('hex')}`;
  const url = withDatabase(testServerUrl(), name);
  const sources = [1, 2, 3].map(() => createDataSource({ url, poolSize: 3 }));

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE "${name}"`));
    await Promise.all(sources.map((source) => source.initialize()));
  });
  afterAll(async () => {
    await Promise.all(sources.map((source) => source.destroy()));
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it('apply each migration once: one process runs them, the others find nothing pending', async () => {
    const applied = await Promise.all(sources.map((source) => applyMigrations(source)));

    const known = sources[0].migrations.map((migration) => migration.name).sort();
    const counts = applied.map((list) => list.length).sort((a, b) => a - b);
    expect(counts).toEqual([0, 0, known.length]);
    const rows: { name: string }[] = await sources[0].query('SELECT name FROM migrations');
    expect(rows.map((row) => row.name).sort()).toEqual(known);
    // The lock is released: a later run takes it again and has nothing to do.
    expect(await applyMigrations(sources[1])).toEqual([]);
  });
});
