import { randomUUID } from 'node:crypto';
import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import type { FeatureModule } from '../../feature-module';
import { FEATURES } from '../../index';
import { route } from '../../../rest/route';
import { validForm } from './expert-forms';

/** A route only experts may call: proof of the role the edge acts with. */
const expertOnlyProbe: FeatureModule = {
  name: 'expert-only-probe',
  routes: () => [
    route({
      method: 'get',
      path: '/test-expert-only',
      summary: 'Answers experts only',
      roles: ['expert'],
      response: '`{ok: true}`.',
      handler: () => ({ ok: true }),
    }),
  ],
};

/** The expert programme over REST (CONTRACT §12). */
describe('the expert programme over REST', () => {
  let app: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    app = await createTestApp({ features: [...FEATURES, expertOnlyProbe] });
    admin = await createAccount(app.services, { role: 'admin' });
  });
  afterAll(() => app.close());

  const submit = (account: TestAccount, form = validForm()) =>
    app.post('/api/expert-application', form, account.headers);
  const mine = (account: TestAccount) => app.get('/api/expert-application', account.headers);
  const approve = (id: string, account = admin) =>
    app.post(`/api/admin/expert-applications/${id}/approve`, {}, account.headers);
  const reject = (id: string, reason: string, account = admin) =>
    app.post(`/api/admin/expert-applications/${id}/reject`, { reason }, account.headers);
  const listed = async (query = '') => {
    const res = await app.get(`/api/admin/expert-applications${query}`, admin.headers);
    expect(res.status).toBe(200);
    return res.body.applications as Array<{ _id: string; status: string }>;
  };
  const roleOf = async (account: TestAccount) =>
    (await app.get('/api/auth/me', account.headers)).body.user.role as string;
  const profileOf = (userId: string) =>
    app.services.db.query('SELECT name, title, location FROM expert_profiles WHERE user_id = $1', [
      userId,
    ]);

  it('asks a visitor to sign in on every call', async () => {
    const id = randomUUID();
    for (const res of [
      await app.get('/api/expert-application'),
      await app.post('/api/expert-application', validForm()),
      await app.get('/api/admin/expert-applications'),
      await app.post(`/api/admin/expert-applications/${id}/approve`, {}),
      await app.post(`/api/admin/expert-applications/${id}/reject`, { reason: 'No' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('unauthorized');
    }
  });

  it('keeps the review to admins: users and experts get 403', async () => {
    const applicant = await createAccount(app.services);
    const id = (await submit(applicant)).body.application._id;
    for (const role of ['user', 'expert'] as const) {
      const account = await createAccount(app.services, { role });
      for (const res of [
        await app.get('/api/admin/expert-applications', account.headers),
        await approve(id, account),
        await reject(id, 'Not enough experience', account),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.error).toBe('forbidden');
      }
    }
    expect((await mine(applicant)).body.application.status).toBe('pending');
  });

  it('submits an application and reads it back as the latest', async () => {
    const user = await createAccount(app.services);
    expect((await mine(user)).body).toEqual({ hasApplication: false, application: null });
    const res = await submit(user, validForm('reads back'));
    expect(res.status).toBe(201);
    const { application } = res.body;
    expect(application).toMatchObject({
      status: 'pending',
      fullName: 'Jordan Applicant reads back',
      jobTitle: 'Automation Consultant',
      education: { degree: 'MSc', year: 2018 },
      aiExpertise: { machineLearning: true, chatbots: false, other: ['Prompt design'] },
      portfolioItems: [{ title: 'Lead enrichment pipeline', technologies: ['n8n', 'Clearbit'] }],
      rejectionReason: null,
      reviewedAt: null,
    });
    expect(application._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(application).not.toHaveProperty('userId');
    expect(application).not.toHaveProperty('reviewedBy');
    expect((await mine(user)).body).toEqual({ hasApplication: true, application });
  });

  it('refuses a second pending application with 409', async () => {
    const user = await createAccount(app.services);
    expect((await submit(user)).status).toBe(201);
    const second = await submit(user);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      error: 'conflict',
      message: 'You already have an expert application.',
    });
  });

  it('leaves one application of two parallel submissions; the other is 409', async () => {
    const user = await createAccount(app.services);
    const statuses = (await Promise.all([submit(user), submit(user), submit(user)])).map(
      (res) => res.status,
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
    const [row] = await app.services.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM expert_applications WHERE user_id = $1',
      [user.id],
    );
    expect(row.count).toBe(1);
  });

  it('approves: the role takes effect on the next request of a token issued before', async () => {
    const user = await createAccount(app.services);
    const id = (await submit(user, validForm('approved'))).body.application._id;
    expect((await app.get('/api/test-expert-only', user.headers)).status).toBe(403);

    const res = await approve(id);
    expect(res.status).toBe(200);
    expect(res.body.application).toMatchObject({ _id: id, status: 'approved' });
    expect(Date.parse(res.body.application.reviewedAt)).not.toBeNaN();

    // The same token, issued while the account was a user.
    expect((await app.get('/api/test-expert-only', user.headers)).status).toBe(200);
    expect(await roleOf(user)).toBe('expert');
    expect(await profileOf(user.id)).toEqual([
      {
        name: 'Jordan Applicant approved',
        title: 'Automation Consultant',
        location: 'Porto, Portugal',
      },
    ]);
    expect((await mine(user)).body.application.status).toBe('approved');
    // Approved is live too: no second application.
    expect((await submit(user)).status).toBe(409);
  });

  it('keeps an admin who is approved as an expert an admin', async () => {
    const other = await createAccount(app.services, { role: 'admin' });
    const id = (await submit(other)).body.application._id;
    expect((await approve(id)).status).toBe(200);
    expect(await roleOf(other)).toBe('admin');
    expect(await profileOf(other.id)).toHaveLength(1);
  });

  it('rejects with a reason the applicant reads; they may apply again', async () => {
    const user = await createAccount(app.services);
    const id = (await submit(user)).body.application._id;
    const res = await reject(id, '  Please add portfolio items.  ');
    expect(res.status).toBe(200);
    expect(res.body.application).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add portfolio items.',
    });
    expect(await roleOf(user)).toBe('user');
    expect(await profileOf(user.id)).toEqual([]);
    expect((await mine(user)).body.application.rejectionReason).toBe('Please add portfolio items.');

    const again = await submit(user, validForm('second try'));
    expect(again.status).toBe(201);
    expect((await mine(user)).body.application).toMatchObject({
      _id: again.body.application._id,
      status: 'pending',
      fullName: 'Jordan Applicant second try',
    });
  });

  it('decides once: a second approval or rejection is 409 naming the status', async () => {
    const user = await createAccount(app.services);
    const id = (await submit(user)).body.application._id;
    expect((await approve(id)).status).toBe(200);
    for (const res of [await approve(id), await reject(id, 'Changed my mind')]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: 'conflict',
        message: 'This expert application was already approved.',
      });
    }
    const rejected = (await submit(await createAccount(app.services))).body.application._id;
    await reject(rejected, 'No');
    expect((await approve(rejected)).body.message).toBe(
      'This expert application was already rejected.',
    );
  });

  it('gives exactly one of two parallel approvals a 200, the other a 409', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await createAccount(app.services);
      const id = (await submit(user)).body.application._id;
      const second = await createAccount(app.services, { role: 'admin' });
      const results = await Promise.all([approve(id), approve(id, second), reject(id, 'No')]);
      expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409]);
      const winner = results.find((res) => res.status === 200)!.body.application.status;
      expect(await roleOf(user)).toBe(winner === 'approved' ? 'expert' : 'user');
      expect(await profileOf(user.id)).toHaveLength(winner === 'approved' ? 1 : 0);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-an-id', '1', '%E0%A4%A']) {
      for (const res of [await approve(id), await reject(id, 'No')]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'not_found', message: 'Expert application not found' });
      }
    }
  });

  it('lists applications for admins, newest first, by status', async () => {
    const ids: Record<string, string> = {};
    for (const status of ['pending', 'approved', 'rejected']) {
      const user = await createAccount(app.services);
      ids[status] = (await submit(user)).body.application._id;
    }
    await approve(ids.approved);
    await reject(ids.rejected, 'No');

    const all = await listed();
    const positions = [ids.rejected, ids.approved, ids.pending].map((id) =>
      all.findIndex((application) => application._id === id),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const status of ['pending', 'approved', 'rejected']) {
      const page = await listed(`?status=${status}`);
      expect(page.map((application) => application._id)).toContain(ids[status]);
      expect(page.every((application) => application.status === status)).toBe(true);
    }
    expect((await listed('?status=APPROVED')).map((application) => application._id)).toContain(
      ids.approved,
    );
    const bad = await app.get('/api/admin/expert-applications?status=maybe', admin.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ status: 'must be one of pending, approved, rejected' });
  });
});
