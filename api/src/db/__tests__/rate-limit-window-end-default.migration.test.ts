import { useTestDataSource } from '../../../test/test-data-source';
import { applyMigrations } from '../migrate';
import { RateLimitWindowEndDefault1764259200000 } from '../migrations/1764259200000-rate-limit-window-end-default';

/**
 * The default of `window_end` came in a migration of its own: a database that ran
 * 1764086400000 as it shipped (a NOT NULL column without a default) ends with the schema a fresh
 * one has, and the migration's `down()` takes the default away again.
 */
describe('the rate-limit window end default', () => {
  const test = useTestDataSource();

  const schema = async () => ({
    columns: await test.dataSource.query(
      `SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_name = 'rate_limit_hits' ORDER BY column_name`,
    ),
    indexes: await test.dataSource.query(
      `SELECT indexdef FROM pg_indexes WHERE tablename = 'rate_limit_hits' ORDER BY indexname`,
    ),
  });
  const windowEndDefault = async (): Promise<string | null> => {
    const [column] = await test.dataSource.query(
      `SELECT column_default FROM information_schema.columns
        WHERE table_name = 'rate_limit_hits' AND column_name = 'window_end'`,
    );
    return column.column_default;
  };

  it('reaches a database migrated before it, which then has the schema of a fresh one', async () => {
    const fresh = await schema();
    expect(await windowEndDefault()).toMatch(/now\(\) \+ '00:15:00'::interval/);

    // As the previous release left it: 1764086400000 ran as shipped, this one not yet.
    await test.dataSource.query(`ALTER TABLE rate_limit_hits ALTER COLUMN window_end DROP DEFAULT`);
    await test.dataSource.query(`DELETE FROM migrations WHERE name = $1`, [
      new RateLimitWindowEndDefault1764259200000().name,
    ]);
    expect(await windowEndDefault()).toBeNull();

    const applied = await applyMigrations(test.dataSource);
    expect(applied.map((migration) => migration.name)).toEqual([
      'RateLimitWindowEndDefault1764259200000',
    ]);
    expect(await schema()).toEqual(fresh);
  });

  it('goes away with down(), leaving the NOT NULL column it was given to', async () => {
    const runner = test.dataSource.createQueryRunner();
    try {
      await new RateLimitWindowEndDefault1764259200000().down(runner);
      expect(await windowEndDefault()).toBeNull();
      await expect(
        test.dataSource.query(
          `INSERT INTO rate_limit_hits (policy, client, window_start, hits)
           VALUES ('sign-in-email', '\\x01', now(), 1)`,
        ),
      ).rejects.toThrow(/window_end/);
      await new RateLimitWindowEndDefault1764259200000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await windowEndDefault()).not.toBeNull();
  });
});
