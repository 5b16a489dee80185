import { randomUUID } from 'node:crypto';
import type { Role } from '../../../core/actor';
import { createAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';

/** `AccountService.grantRole`: what another feature's transaction grants, never a downgrade. */
describe('granting a role', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const grant = (userId: string, role: Role) =>
    app.services.db.transaction((tx) => app.services.accounts.grantRole(tx, userId, role));
  const roleOf = async (headers: Record<string, string>) =>
    (await app.get('/api/auth/me', headers)).body.user.role;

  it.each([
    ['user', 'expert', 'expert'],
    ['user', 'admin', 'admin'],
    ['expert', 'admin', 'admin'],
    ['expert', 'expert', 'expert'],
    ['admin', 'expert', 'admin'],
    ['expert', 'user', 'expert'],
    ['admin', 'user', 'admin'],
  ] as const)('a %s granted %s is %s', async (before, granted, after) => {
    const account = await createAccount(app.services, { role: before });
    await grant(account.id, granted);
    expect(await roleOf(account.headers)).toBe(after);
  });

  it('commits with the transaction that granted it, or not at all', async () => {
    const account = await createAccount(app.services);
    await expect(
      app.services.db.transaction(async (tx) => {
        await app.services.accounts.grantRole(tx, account.id, 'expert');
        throw new Error('the approval failed after the grant');
      }),
    ).rejects.toThrow('the approval failed');
    expect(await roleOf(account.headers)).toBe('user');
  });

  it('is a 404 for an account that does not exist', async () => {
    await expect(grant(randomUUID(), 'expert')).rejects.toMatchObject({ code: 'not_found' });
  });
});
