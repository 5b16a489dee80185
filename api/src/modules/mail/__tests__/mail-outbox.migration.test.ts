import { useTestDataSource } from '../../../../test/test-data-source';
import { CreateMailOutbox1764600000000 } from '../../../db/migrations/1764600000000-create-mail-outbox';

describe('the mail outbox migration', () => {
  const database = useTestDataSource();
  const migration = new CreateMailOutbox1764600000000();
  const outbox = async () =>
    (await database.dataSource.query(`SELECT to_regclass('mail_outbox') AS name`))[0].name;

  it('goes down to no outbox and up again to an empty one', async () => {
    expect(await outbox()).toBe('mail_outbox');
    const runner = database.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      expect(await outbox()).toBeNull();
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await outbox()).toBe('mail_outbox');
    const indexes = await database.dataSource.query(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'mail_outbox' ORDER BY indexname`,
    );
    expect(indexes.map((row: { indexname: string }) => row.indexname)).toEqual([
      'mail_outbox_due',
      'mail_outbox_pkey',
    ]);
  });
});
