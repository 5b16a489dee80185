import { Client } from 'pg';
import { createDataSource } from '../src/db/data-source';
import { startApiProcesses, type ApiProcessGroup } from './api-processes';
import { createTestDatabase, type TestDatabase } from './database';
import { buildTemplate } from './factories';

/**
 * A process is alive (/healthz) as soon as it listens, and ready (/readyz) only once it has built
 * its catalogue index. The index is read from `template_search`: holding a lock on that table
 * keeps the build waiting, and renaming it makes the build fail, so the test sees each state.
 */
describe('an API process reporting ready', () => {
  let database: TestDatabase;
  let admin: Client;
  let group: ApiProcessGroup | undefined;

  const status = async (url: string) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return { status: response.status, body: await response.json() };
  };

  beforeEach(async () => {
    database = await createTestDatabase();
    const dataSource = createDataSource({ url: database.url, poolSize: 1 });
    await dataSource.initialize();
    for (let i = 0; i < 3; i++) {
      await buildTemplate(dataSource, { name: `Quillfeather digest ${i}` });
    }
    await dataSource.destroy();
    admin = new Client({ connectionString: database.url });
    await admin.connect();
  });
  afterEach(async () => {
    await group?.stop();
    group = undefined;
    await admin.end();
    await database.drop();
  });

  it('is alive at once, ready once its index is built, and a search then builds nothing', async () => {
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE template_search IN ACCESS EXCLUSIVE MODE');
    group = await startApiProcesses(1, { databaseUrl: database.url });
    const { url } = group.processes[0];

    expect(await status(`${url}/healthz`)).toEqual({
      status: 200,
      body: { status: 'ok', db: 'ok' },
    });
    expect(await status(`${url}/readyz`)).toEqual({ status: 503, body: { status: 'starting' } });
    // Once the build waits on the lock, nothing can make the process ready before the COMMIT.
    await until(async () => (await lockWaits(admin)) > 0);
    expect((await status(`${url}/readyz`)).status).toBe(503);

    await admin.query('COMMIT');
    await until(async () => (await status(`${url}/readyz`)).status === 200);
    expect(await status(`${url}/readyz`)).toEqual({
      status: 200,
      body: { status: 'ready', db: 'ok' },
    });

    // With the index's table locked again, a search that had to build the index would wait.
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE template_search IN ACCESS EXCLUSIVE MODE');
    const search = await status(`${url}/api/templates?search=quillfeather`);
    await admin.query('ROLLBACK');
    expect(search.status).toBe(200);
    expect(search.body.pagination.totalItems).toBe(3);
  });

  it('logs a failed build, stays not ready, and builds again until it succeeds', async () => {
    await admin.query('ALTER TABLE template_search RENAME TO template_search_away');
    group = await startApiProcesses(1, { databaseUrl: database.url });
    const [{ url, process: server }] = group.processes;
    const failed = () =>
      server.logLines.filter((line) => line.msg === 'warm-up failed: not ready, trying again');

    await until(async () => failed().length > 0);
    expect(failed()[0]).toMatchObject({ level: 50, warmUp: 'templates', retryInMs: 1000 });
    expect((await status(`${url}/healthz`)).status).toBe(200);
    expect(await status(`${url}/readyz`)).toEqual({ status: 503, body: { status: 'starting' } });

    await admin.query('ALTER TABLE template_search_away RENAME TO template_search');
    await until(async () => (await status(`${url}/readyz`)).status === 200);
    const search = await status(`${url}/api/templates?search=quillfeather`);
    expect(search.body.pagination.totalItems).toBe(3);
  });
});

async function until(condition: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many sessions of the test's database wait on a lock now. */
async function lockWaits(admin: Client): Promise<number> {
  const { rows } = await admin.query<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0].waiting;
}
