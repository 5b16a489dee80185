import type { DataSource } from 'typeorm';
import { buildTemplate } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createDataSource } from '../data-source';
import { TemplateN8nCompatibility1764500100000 } from '../migrations/1764500100000-template-n8n-compatibility';

/**
 * The compatibility column: rows written before it stay NULL (not checked), the projection and the
 * catalogue version follow it, and `down()` gives back the schema and triggers it found.
 */
describe('the n8n compatibility migration', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  const migration = new TemplateN8nCompatibility1764500100000();

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createDataSource({ url: database.url, poolSize: 2 });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  const version = async (): Promise<string> =>
    (await dataSource.query(`SELECT version::text FROM catalogue_version`))[0].version;
  const projected = async (id: string) =>
    (await dataSource.query(`SELECT n8n_obstacles FROM template_search WHERE id = $1`, [id]))[0];
  const functions = () =>
    dataSource.query(
      `SELECT proname, prosrc FROM pg_proc
        WHERE proname IN ('template_search_upsert', 'catalogue_version_rows_updated')
        ORDER BY proname`,
    );

  it('copies a change of obstacles to the projection and counts it as catalogue content', async () => {
    const template = await buildTemplate(dataSource);
    expect(await projected(template.id)).toEqual({ n8n_obstacles: null });
    const before = await version();
    // Written by hand, updated_at untouched: only the new column differs.
    await dataSource.query(`UPDATE templates SET n8n_obstacles = '{}' WHERE id = $1`, [
      template.id,
    ]);
    expect(await projected(template.id)).toEqual({ n8n_obstacles: [] });
    expect(Number(await version())).toBe(Number(before) + 1);
  });

  it('goes down to the triggers it found and up again', async () => {
    const up = await functions();
    const runner = dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      const down = await functions();
      expect(down.map((f: { prosrc: string }) => f.prosrc.includes('n8n_obstacles'))).toEqual([
        false,
        false,
      ]);
      const [column] = await dataSource.query(
        `SELECT count(*)::int AS n FROM information_schema.columns WHERE column_name = 'n8n_obstacles'`,
      );
      expect(column.n).toBe(0);
      await migration.up(runner);
      expect(await functions()).toEqual(up);
    } finally {
      await runner.release();
    }
  });
});
