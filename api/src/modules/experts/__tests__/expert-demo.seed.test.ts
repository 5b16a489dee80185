import { seedDatabase } from '../../../db/seeds/seed';
import { createTestApp, testEnv, type TestApp } from '../../../../test/app';
import { DEMO_PASSWORD } from '../../accounts/demo-accounts';

/** With SEED_DEMO the demo expert is an approved expert with a profile, on every boot alike. */
describe('the demo expert', () => {
  let app: TestApp;
  const withDemo = () => seedDatabase({ ...app.services, env: testEnv({ SEED_DEMO: 'true' }) });
  const rows = (table: string) =>
    app.services.db.query(`SELECT * FROM ${table} ORDER BY created_at, user_id`);

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('is not seeded without SEED_DEMO', async () => {
    expect(await rows('expert_applications')).toEqual([]);
    expect(await rows('expert_profiles')).toEqual([]);
  });

  it('has an approved application and the profile clients see, seeded once', async () => {
    await withDemo();
    const login = await app.post('/api/auth/login', {
      email: 'expert@demo.flowvault.dev',
      password: DEMO_PASSWORD,
    });
    expect(login.body.user.role).toBe('expert');
    const headers = { authorization: `Bearer ${login.body.token}` };
    const mine = await app.get('/api/expert-application', headers);
    expect(mine.body.application).toMatchObject({
      status: 'approved',
      jobTitle: 'n8n Automation Engineer',
      location: 'Lisbon, Portugal',
    });
    const [profile] = await app.services.db.query(
      'SELECT name, title, location FROM expert_profiles WHERE user_id = $1',
      [login.body.user.id],
    );
    expect(profile).toEqual({
      name: 'Erin Expert',
      title: 'n8n Automation Engineer',
      location: 'Lisbon, Portugal',
    });

    const before = [await rows('expert_applications'), await rows('expert_profiles')];
    await withDemo();
    expect([await rows('expert_applications'), await rows('expert_profiles')]).toEqual(before);
  });
});
