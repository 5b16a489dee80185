import { createDataSource } from '../../../db/data-source';
import { CreateExpertApplications1764172850000 } from '../../../db/migrations/1764172850000-create-expert-applications';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import type { DataSource } from 'typeorm';

/** The migration is code with a real `down()`: it undoes exactly what `up()` made. */
describe('the expert applications migration', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createDataSource({ url: database.url, poolSize: 2 });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  const relations = async () => {
    const rows: Array<{ name: string }> = await dataSource.query(
      `SELECT relname AS name FROM pg_class WHERE relname LIKE 'expert_applications%'
        ORDER BY relname`,
    );
    return rows.map((row) => row.name);
  };

  it('drops the table and its indexes, and makes them again', async () => {
    const made = await relations();
    expect(made).toEqual(
      expect.arrayContaining(['expert_applications', 'expert_applications_one_live']),
    );
    const migration = new CreateExpertApplications1764172850000();
    const runner = dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      expect(await relations()).toEqual([]);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await relations()).toEqual(made);
  });
});
