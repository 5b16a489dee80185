import { useTestDataSource } from '../../../../test/test-data-source';
import { CreateChat1764172900001 } from '../../../db/migrations/1764172900001-create-chat';
import { CreateChatPresence1764700200000 } from '../../../db/migrations/1764700200000-create-chat-presence';
import { CreateChatReads1764400000000 } from '../../../db/migrations/1764400000000-create-chat-reads';

/** Chat's tables and their indexes, as `table.index`, sorted. */
const CHAT_INDEXES = [
  'chat_messages.chat_messages_pkey',
  'chat_messages.chat_messages_thread',
  'chat_threads.chat_threads_application_id_key',
  'chat_threads.chat_threads_pkey',
  'chat_threads.chat_threads_request',
];

describe("chat's migration of its threads and messages", () => {
  const database = useTestDataSource();
  const migration = new CreateChat1764172900001();

  const chatIndexes = async (): Promise<string[]> =>
    (
      await database.dataSource.query(
        `SELECT tablename || '.' || indexname AS name FROM pg_indexes
          WHERE tablename IN ('chat_threads', 'chat_messages') ORDER BY name`,
      )
    ).map((row: { name: string }) => row.name);

  async function run(
    step: (runner: ReturnType<typeof database.dataSource.createQueryRunner>) => Promise<void>,
  ) {
    const runner = database.dataSource.createQueryRunner();
    try {
      await step(runner);
    } finally {
      await runner.release();
    }
  }

  it('goes down to no chat tables and up again to both, with their indexes', async () => {
    // Chat's later migrations build on these tables: they go down first and up last.
    const later = [new CreateChatReads1764400000000(), new CreateChatPresence1764700200000()];
    expect(await chatIndexes()).toEqual(CHAT_INDEXES);
    await run(async (runner) => {
      for (const step of [...later].reverse()) await step.down(runner);
      await migration.down(runner);
    });
    expect(await chatIndexes()).toEqual([]);
    await run(async (runner) => {
      await migration.up(runner);
      for (const step of later) await step.up(runner);
    });
    expect(await chatIndexes()).toEqual(CHAT_INDEXES);
  });

  it('leaves a database whose hiring migration already made the tables as it is', async () => {
    // Such a database has the tables but no record of this migration: it runs there as new.
    await database.dataSource.query(`DELETE FROM migrations WHERE name = $1`, [migration.name]);
    const ran = await database.dataSource.runMigrations({ transaction: 'each' });
    expect(ran.map((done) => done.name)).toEqual([migration.name]);
    expect(await chatIndexes()).toEqual(CHAT_INDEXES);
  });
});
