import { useTestDataSource } from '../../../../test/test-data-source';
import { CreateExpertApplications1764172850000 } from '../../../db/migrations/1764172850000-create-expert-applications';

/** The migration is code with a real `down()`: it undoes exactly what `up()` made. */
describe('the expert applications migration', () => {
  const test = useTestDataSource();

  const relations = async () => {
    const rows: Array<{ name: string }> = await test.dataSource.query(
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
    const runner = test.dataSource.createQueryRunner();
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
