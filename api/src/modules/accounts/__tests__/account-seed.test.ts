import { seedDatabase } from '../../../db/seeds/seed';
import { createTestApp, testEnv, type TestApp } from '../../../../test/app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts';

/** What every boot ensures: the admin of ADMIN_EMAIL / ADMIN_PASSWORD, and the demo accounts. */
describe('accounts ensured at start-up', () => {
  let app: TestApp;
  const login = (email: string, password: string) =>
    app.post('/api/auth/login', { email, password });

  beforeAll(async () => {
    app = await createTestApp({
      env: { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'admin-secret-1' },
    });
  });
  afterAll(() => app.close());

  it('ensures the admin account, and leaves its sessions alone on the next boot', async () => {
    const first = await login('boss@example.com', 'admin-secret-1');
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({
      role: 'admin',
      email: 'Boss@Example.com',
      emailVerified: true,
    });
    await seedDatabase(app.services);
    const me = await app.get('/api/auth/me', { authorization: `Bearer ${first.body.token}` });
    expect(me.status).toBe(200);
  });

  it('makes an existing account the admin with the configured password, ending its sessions', async () => {
    const registered = await app.post('/api/auth/register', {
      name: 'Promoted',
      email: 'promoted@example.com',
      password: 'own-password',
    });
    await seedDatabase({
      ...app.services,
      env: testEnv({ ADMIN_EMAIL: 'PROMOTED@example.com', ADMIN_PASSWORD: 'admin-secret-2' }),
    });
    const old = await app.get('/api/auth/me', { authorization: `Bearer ${registered.body.token}` });
    expect(old.status).toBe(401);
    expect((await login('promoted@example.com', 'own-password')).status).toBe(401);
    const admin = await login('promoted@example.com', 'admin-secret-2');
    expect(admin.body.user.role).toBe('admin');
    expect(admin.body.user.emailVerified).toBe(true);
  });

  it('seeds one demo account per role with SEED_DEMO, the Pro one on an active plan, each verified', async () => {
    await seedDatabase({ ...app.services, env: testEnv({ SEED_DEMO: 'true' }) });
    // A demo account from before verification existed is verified on the next boot.
    await app.services.db.query(`UPDATE users SET email_verified_at = NULL WHERE email = $1`, [
      DEMO_ACCOUNTS[0].email,
    ]);
    await seedDatabase({ ...app.services, env: testEnv({ SEED_DEMO: 'true' }) });
    for (const demo of DEMO_ACCOUNTS) {
      const res = await login(demo.email, DEMO_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe(demo.role);
      expect(res.body.user.subscription.isActive).toBe(demo.plan === 'pro');
      expect(res.body.user.emailVerified).toBe(true);
    }
    expect(DEMO_ACCOUNTS.map((demo) => demo.email)).toEqual(
      expect.arrayContaining(['client@demo.flowvault.dev', 'expert@demo.flowvault.dev']),
    );
  });

  it('never seeds demo accounts in production, whatever SEED_DEMO says', async () => {
    const other = await createTestApp();
    try {
      await seedDatabase({
        ...other.services,
        env: testEnv({
          NODE_ENV: 'production',
          SEED_DEMO: 'true',
          JWT_SECRET: 'a-production-secret-with-many-distinct-bytes-0123456789',
        }),
      });
      const [{ count }] = await other.services.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM users WHERE email LIKE '%@demo.flowvault.dev'`,
      );
      expect(count).toBe(0);
    } finally {
      await other.close();
    }
  });
});
