import { createAccount, TEST_PASSWORD, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import {
  acceptAndPay,
  applyTo,
  createRequest,
  newTemplate,
} from '../../hiring/__tests__/hiring.fixtures';
import { ACTIVE_PROJECT, ADMIN_ACCOUNT, OPEN_REQUEST } from '../account-data.service';
import { say } from '../../chat/__tests__/chat.fixtures';
import { conversation } from './account-data.fixtures';

const ADMIN_EMAIL = 'root-admin@test.flowvault.dev';

/** The holder's own data over REST (docs/product/accounts-and-plans.md, Your data). */
describe('account data over REST', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      env: { ADMIN_EMAIL, ADMIN_PASSWORD: 'admin-password-1', ACCOUNT_EXPORTS_PER_HOUR: '5' },
    });
  });
  afterAll(() => app.close());

  const remove = (who: TestAccount, currentPassword = TEST_PASSWORD) =>
    app.post('/api/account/delete', { currentPassword }, who.headers);

  /** Completes the project of `requestId` and cancels the client's renewing plan. */
  async function wrapUp(client: TestAccount, requestId: string) {
    const done = await app.post(
      `/api/expert-hire-request/${requestId}/complete`,
      undefined,
      client.headers,
    );
    expect(done.status).toBe(200);
    const cancelled = await app.post('/api/user-subscription/cancel', undefined, client.headers);
    expect(cancelled.status).toBe(200);
  }

  it('a signed-out caller may neither export nor delete: 401', async () => {
    expect((await app.get('/api/account/export')).status).toBe(401);
    const res = await app.post('/api/account/delete', { currentPassword: 'x' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized');
  });

  it("the export holds the account's own data and nothing of the other side of its chat", async () => {
    const client = await createAccount(app.services, { plan: 'pro', name: 'Ada Client' });
    const expert = await createAccount(app.services, { role: 'expert', name: 'Bo Expert' });
    const { requestId } = await conversation(app, client, expert);

    const res = await app.get('/api/account/export', client.headers);
    expect(res.status).toBe(200);
    expect(res.body.profile).toEqual({
      id: client.id,
      name: 'Ada Client',
      email: client.email,
      emailVerified: false,
      role: 'user',
      createdAt: expect.any(String),
    });
    expect(res.body.subscription).toMatchObject({ plan: 'Pro', isActive: true });
    expect(res.body.n8nConnection).toEqual({
      instanceUrl: 'https://n8n.example.com',
      updatedAt: expect.any(String),
    });
    expect(res.body.savedTemplates).toEqual([
      expect.objectContaining({ templateName: 'Kept one' }),
    ]);
    expect(res.body.hireRequests).toEqual([expect.objectContaining({ id: requestId })]);
    expect(res.body.chatMessages).toEqual([
      expect.objectContaining({
        requestId,
        senderRole: 'client',
        message: `Client words for ${expert.id}`,
      }),
    ]);
    expect(res.body.notifications.length).toBeGreaterThan(0);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('sealed-secret-key');
    expect(text).not.toContain(expert.email);
    expect(text).not.toContain('Bo Expert');
    expect(text).not.toContain('Expert words');

    const theirs = await app.get('/api/account/export', expert.headers);
    expect(theirs.body.hireApplications).toEqual([expect.objectContaining({ requestId })]);
    expect(theirs.body.chatMessages).toEqual([
      expect.objectContaining({ senderRole: 'expert', message: `Expert words for ${client.id}` }),
    ]);
    expect(JSON.stringify(theirs.body)).not.toContain(client.email);
  });

  it('a sixth export within the hour is refused with 429', async () => {
    const user = await createAccount(app.services);
    for (let i = 0; i < 5; i += 1) {
      expect((await app.get('/api/account/export', user.headers)).status).toBe(200);
    }
    const res = await app.get('/api/account/export', user.headers);
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('rate_limited');
  });

  it('a wrong password is a 400 on currentPassword and deletes nothing', async () => {
    const user = await createAccount(app.services);
    const res = await remove(user, 'not-the-password');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'validation_error',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    expect((await app.get('/api/auth/me', user.headers)).status).toBe(200);
  });

  it('is refused with 409 while the account is either side of an active project', async () => {
    const client = await createAccount(app.services, { plan: 'pro' });
    const expert = await createAccount(app.services, { role: 'expert' });
    await app.post('/api/user-subscription/cancel', undefined, client.headers);
    const request = await createRequest(app, client, await newTemplate(app));
    const application = await applyTo(app, expert, request._id);
    await acceptAndPay(app, client, request._id, application._id);
    for (const who of [client, expert]) {
      const res = await remove(who);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: 'conflict', message: ACTIVE_PROJECT });
      expect((await app.get('/api/auth/me', who.headers)).status).toBe(200);
    }
  });

  it('is refused with 409 while a request is open, and while a paid plan renews', async () => {
    const client = await createAccount(app.services, { plan: 'pro' });
    const renewing = await remove(client);
    expect(renewing.status).toBe(409);
    expect(renewing.body.message).toMatch(/^Your Pro plan renews on \d{4}-\d\d-\d\d; cancel it/);
    await app.post('/api/user-subscription/cancel', undefined, client.headers);
    await createRequest(app, client, await newTemplate(app));
    const open = await remove(client);
    expect(open.status).toBe(409);
    expect(open.body.message).toBe(OPEN_REQUEST);
  });

  it('the ADMIN_EMAIL account cannot be deleted', async () => {
    const login = await app.post('/api/auth/login', {
      email: ADMIN_EMAIL,
      password: 'admin-password-1',
    });
    const res = await app.post(
      '/api/account/delete',
      { currentPassword: 'admin-password-1' },
      { authorization: `Bearer ${login.body.token}` },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ADMIN_ACCOUNT);
  });

  it("deletion ends every session, erases the account's own data and keeps what the other side needs, unnamed", async () => {
    const client = await createAccount(app.services, { plan: 'pro', name: 'Gone Client' });
    const expert = await createAccount(app.services, { role: 'expert' });
    const { requestId, applicationId } = await conversation(app, client, expert);
    await acceptAndPay(app, client, requestId, applicationId);
    await say(app, expert, requestId, 'Delivered, thanks!');
    await wrapUp(client, requestId);

    const res = await remove(client);
    expect(res.status).toBe(204);

    const me = await app.get('/api/auth/me', client.headers);
    expect(me.status).toBe(401);
    const login = await app.post('/api/auth/login', {
      email: client.email,
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('Invalid email or password');

    const [left] = await app.services.db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM saved_templates WHERE user_id = $1)::int AS saved,
              (SELECT count(*) FROM user_settings WHERE user_id = $1)::int AS settings,
              (SELECT count(*) FROM notifications WHERE user_id = $1)::int AS notices,
              (SELECT count(*) FROM user_subscriptions WHERE user_id = $1)::int AS plans,
              (SELECT count(*) FROM email_verifications WHERE user_id = $1)::int AS links,
              (SELECT count(*) FROM payments WHERE user_id = $1)::int AS linked`,
      [client.id],
    );
    expect(left).toEqual({ saved: 0, settings: 0, notices: 0, plans: 0, links: 0, linked: 0 });
    const [row] = await app.services.db.query<{ name: string; email: string }>(
      `SELECT name, email FROM users WHERE id = $1`,
      [client.id],
    );
    expect(row.name).toBe('Deleted user');
    expect(row.email).not.toContain(client.email.split('@')[0]);

    const payments = await app.services.db.query<{ amount: number; status: string }>(
      `SELECT amount, currency, status, user_id FROM payments WHERE reference = $1`,
      [requestId],
    );
    expect(payments).toEqual([{ amount: 25075, currency: 'USD', status: 'paid', user_id: null }]);

    const chat = await app.get(`/api/expert-hire-request/${requestId}/chat`, expert.headers);
    expect(chat.status).toBe(200);
    const texts = chat.body.messages.map((m: { message: string }) => m.message);
    expect(texts).toEqual(
      expect.arrayContaining([`Expert words for ${client.id}`, 'Delivered, thanks!']),
    );
    expect(JSON.stringify(chat.body)).not.toContain('Gone Client');
  });

  it('the address of a deleted account can be registered again', async () => {
    const user = await createAccount(app.services);
    expect((await remove(user)).status).toBe(204);
    const again = await app.post('/api/auth/register', {
      name: 'Back Again',
      email: user.email.toUpperCase(),
      password: 'new-password-1',
    });
    expect(again.status).toBe(201);
    expect(again.body.user.id).not.toBe(user.id);
  });
});
