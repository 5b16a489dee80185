import { createTestApp, testEnv, type TestApp } from '../../../../test/app';
import { seedDatabase } from '../../../db/seeds/seed';
import { DEMO_PASSWORD } from '../../accounts/demo-accounts';

const TABLES = [
  'hire_requests',
  'hire_applications',
  'hire_request_transitions',
  'chat_threads',
  'chat_messages',
];

/** The demo seed gives hiring requests in every state and a demo expert with a record. */
describe('the hiring demo seed', () => {
  let app: TestApp;
  const seedWithDemo = () => seedDatabase({ ...app.services, env: testEnv({ SEED_DEMO: 'true' }) });
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (table) => {
          const [row] = await app.services.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ${table}`,
          );
          return [table, row.n];
        }),
      ),
    );
  const signIn = async (email: string) => {
    const res = await app.post('/api/auth/login', { email, password: DEMO_PASSWORD });
    return { authorization: `Bearer ${res.body.token}` };
  };

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('writes nothing with SEED_DEMO off', async () => {
    expect(Object.values(await counts())).toEqual([0, 0, 0, 0, 0]);
  });

  it('gives the demo client a paid plan and requests in every state', async () => {
    await seedWithDemo();
    const client = await signIn('client@demo.flowvault.dev');
    const me = await app.get('/api/auth/me', client);
    expect(me.body.user.subscription.isActive).toBe(true);
    const list = await app.get('/api/expert-hire-request', client);
    const statuses = list.body.requests.map((request: { status: string }) => request.status).sort();
    expect(statuses).toEqual([
      'active',
      'cancelled',
      'completed',
      'completed',
      'completed',
      'completed',
      'in_selection',
      'pending',
      'pending',
    ]);
    const active = list.body.requests.find(
      (request: { status: string }) => request.status === 'active',
    );
    expect(active.expertApplications.map((a: { status: string }) => a.status)).toEqual([
      'accepted',
      'rejected',
    ]);
  });

  it('keeps each request’s history in step with its status', async () => {
    const rows = await app.services.db.query<{
      status: string;
      last: string | null;
      moves: number;
    }>(
      `SELECT r.status, (SELECT t.to_status FROM hire_request_transitions t WHERE t.request_id = r.id
                           ORDER BY t.created_at DESC LIMIT 1) AS last
         FROM hire_requests r`,
    );
    for (const row of rows) {
      expect({ status: row.status, last: row.last ?? 'pending' }).toEqual({
        status: row.status,
        last: row.status,
      });
    }
    const threads = await app.services.db.query(
      `SELECT a.id FROM hire_applications a LEFT JOIN chat_threads t ON t.application_id = a.id WHERE t.id IS NULL`,
    );
    expect(threads).toEqual([]);
  });

  it('gives the demo expert a record and something to apply to', async () => {
    const expert = await signIn('expert@demo.flowvault.dev');
    const res = await app.graphql(
      `{ expertReputation { completedProjects ratingCount averageRating }
         openProjects { id hasApplied }
         myApplications { counts { total pending accepted rejected } } }`,
      {},
      expert,
    );
    expect(res.body.data.expertReputation).toEqual({
      completedProjects: 3,
      ratingCount: 3,
      averageRating: 4.7,
    });
    expect(res.body.data.openProjects).toContainEqual({
      id: expect.any(String),
      hasApplied: false,
    });
    expect(res.body.data.myApplications.counts).toEqual({
      total: 7,
      pending: 1,
      accepted: 5,
      rejected: 1,
    });
  });

  it('adds and changes nothing when it runs again', async () => {
    const before = await counts();
    const updated = await app.services.db.query(
      `SELECT id, updated_at FROM hire_requests ORDER BY id`,
    );
    await seedWithDemo();
    expect(await counts()).toEqual(before);
    expect(
      await app.services.db.query(`SELECT id, updated_at FROM hire_requests ORDER BY id`),
    ).toEqual(updated);
  });
});
