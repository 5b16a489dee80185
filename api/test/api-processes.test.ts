import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/db/data-source';
import { startApiProcesses, type ApiProcessGroup, type StartedApi } from './api-processes';
import { createTestDatabase, type TestDatabase } from './database';
import { buildTemplate } from './factories';
import { eventually } from './eventually';

/**
 * Two API processes on one database, as two replicas behind a load balancer: what one process
 * counts or changes, the other must see, because it lives in PostgreSQL and not in a process.
 * Each test acts through one process's public surface and reads through the other's.
 */
describe('two API processes on one database agree', () => {
  let database: TestDatabase;
  let fixtures: DataSource;
  let group: ApiProcessGroup;
  let a: StartedApi;
  let b: StartedApi;

  beforeAll(async () => {
    database = await createTestDatabase();
    fixtures = createDataSource({ url: database.url, poolSize: 2 });
    await fixtures.initialize();
    group = await startApiProcesses(2, {
      databaseUrl: database.url,
      env: {
        // The visitor of a view is its X-Forwarded-For address, so one test can be many visitors.
        TRUST_PROXY: 'loopback',
        SIGN_IN_ATTEMPTS_PER_EMAIL: '4',
        SIGN_IN_ATTEMPTS_PER_IP: '0',
        RATE_LIMIT_PER_MINUTE: '0',
      },
    });
    [a, b] = group.processes;
  });
  afterAll(async () => {
    await group?.stop();
    await fixtures?.destroy();
    await database?.drop();
  });

  it('sign-in attempts spent on one process are spent on the other', async () => {
    const email = `spent-${randomBytes(4).toString('hex')}@test.flowvault.dev`;
    await post(a, '/api/auth/register', { name: 'Spent', email, password: 'right-password-1' });
    const wrong = { email, password: 'wrong-password-1' };

    const onA = [];
    for (let i = 0; i < 4; i++) onA.push((await post(a, '/api/auth/login', wrong)).status);
    const onB = [];
    for (let i = 0; i < 4; i++) onB.push((await post(b, '/api/auth/login', wrong)).status);

    expect(onA).toEqual([401, 401, 401, 401]);
    // B decides in memory on the last total it read: its first attempt may pass, and brings it
    // the shared count (RateLimitCounts). Counted apart, B would have allowed all four.
    expect([401, 429]).toContain(onB[0]);
    expect(onB.slice(1)).toEqual([429, 429, 429]);
  });

  it('views counted on each process add up, and a visitor seen by both counts once', async () => {
    const template = await buildTemplate(fixtures, { name: 'Marbleton tally', views: 0 });
    const view = (api: StartedApi, visitor: string) =>
      get(api, `/api/templates/${template.id}`, { 'x-forwarded-for': visitor });
    expect((await view(a, '203.0.113.1')).status).toBe(200);
    expect((await view(b, '203.0.113.2')).status).toBe(200);
    expect((await view(b, '203.0.113.1')).status).toBe(200);

    // A detail says what PostgreSQL holds plus what its process counted and has not written
    // yet; read by a visitor both processes counted already, it adds nothing. Each process
    // writes its visits every second, and the database counts a visitor once: both may say 2
    // while each still holds 203.0.113.1 unwritten (B wrote 203.0.113.2 alone before it saw .1).
    const views = async (api: StartedApi) =>
      ((await (await view(api, '203.0.113.1')).json()) as { template: ListedTemplate }).template
        .views;
    const stored = async () =>
      (
        (await fixtures.query(`SELECT views FROM templates WHERE id = $1`, [template.id])) as [
          { views: number },
        ]
      )[0].views;
    await eventually(async () => expect([await views(a), await views(b)]).toEqual([2, 2]));
    // Once both have written, the database holds 2 and both say what it holds (a process still
    // holding the visit the other wrote would say 3 until it writes).
    await eventually(async () => {
      expect(await stored()).toBe(2);
      expect([await views(a), await views(b)]).toEqual([2, 2]);
    });
  });

  it('a save made through one process shows on the other process’s cached page', async () => {
    const template = await buildTemplate(fixtures, { name: 'Quorvane ledger', saves: 0 });
    // B hears of the new template a moment after it commits; asked for again, the page is in
    // B's cache, which only a new catalogue version moves on.
    await eventually(async () =>
      expect((await listed(b, 'quorvane'))[0]).toMatchObject({ id: template.id, saves: 0 }),
    );
    expect((await listed(b, 'quorvane'))[0]).toMatchObject({ id: template.id, saves: 0 });
    const email = `saver-${randomBytes(4).toString('hex')}@test.flowvault.dev`;
    const session = await post(a, '/api/auth/register', {
      name: 'Saver',
      email,
      password: 'saver-password-1',
    });
    const token = ((await session.json()) as { token: string }).token;

    const saved = await post(
      a,
      '/api/saved-templates',
      { templateId: template.id },
      { authorization: `Bearer ${token}` },
    );

    expect(saved.status).toBeLessThan(300);
    // A counters-only change (saves, views) moves a process's pages on at most every 10 s
    // (CatalogueIndexSource's countersRefreshMs); a content change, at once (below).
    await eventually(
      async () => expect((await listed(b, 'quorvane'))[0]).toMatchObject({ saves: 1 }),
      15_000,
    );
  });

  it('a template another writer adds appears on both processes’ cached pages', async () => {
    await buildTemplate(fixtures, { name: 'Zephyrine relay one' });
    await eventually(async () => {
      for (const api of [a, b, a, b]) expect(await listed(api, 'zephyrine')).toHaveLength(1);
    });

    await buildTemplate(fixtures, { name: 'Zephyrine relay two' });

    await eventually(async () => {
      expect(await listed(a, 'zephyrine')).toHaveLength(2);
      expect(await listed(b, 'zephyrine')).toHaveLength(2);
    });
  });
});

interface ListedTemplate {
  id: string;
  name: string;
  views: number;
  saves: number;
}

/** The templates a search lists on one process. */
async function listed(api: StartedApi, search: string): Promise<ListedTemplate[]> {
  const response = await get(api, `/api/templates?search=${encodeURIComponent(search)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { templates: ListedTemplate[] }).templates;
}

function get(api: StartedApi, path: string, headers: Record<string, string> = {}) {
  return fetch(`${api.url}${path}`, { headers });
}

function post(api: StartedApi, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
