import { useTestDataSource } from '../../../test/test-data-source';
import { TemplateCopies1764500000000 } from '../migrations/1764500000000-template-copies';
import { TemplateN8nCompatibility1764500100000 } from '../migrations/1764500100000-template-n8n-compatibility';

/**
 * `signature` and `copy_of` arrive with a migration whose `down()` leaves the catalogue as it was:
 * no columns, no indexes, and a version trigger that no longer reads them.
 */
describe('the template copies migration', () => {
  const test = useTestDataSource();

  const schema = async () => ({
    columns: await test.dataSource.query(
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns
        WHERE table_name = 'templates' ORDER BY column_name`,
    ),
    indexes: await test.dataSource.query(
      `SELECT indexdef FROM pg_indexes WHERE tablename = 'templates' ORDER BY indexname`,
    ),
    trigger: (
      await test.dataSource.query(
        `SELECT prosrc FROM pg_proc WHERE proname = 'catalogue_version_rows_updated'`,
      )
    )[0].prosrc as string,
  });

  it('goes away with down() and comes back with up() to the schema of a fresh database', async () => {
    const fresh = await schema();
    expect(fresh.trigger).toContain('n.copy_of');
    const runner = test.dataSource.createQueryRunner();
    try {
      // Undone in order: the later migration first.
      await new TemplateN8nCompatibility1764500100000().down(runner);
      await new TemplateCopies1764500000000().down(runner);
      const before = await schema();
      expect(before.columns.map((c: { column_name: string }) => c.column_name)).not.toContain(
        'copy_of',
      );
      expect(before.trigger).not.toContain('copy_of');
      expect(before.trigger).toContain('n.search_keywords');
      await new TemplateCopies1764500000000().up(runner);
      await new TemplateN8nCompatibility1764500100000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await schema()).toEqual(fresh);
  });
});
