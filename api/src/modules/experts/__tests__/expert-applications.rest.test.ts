import { randomUUID } from 'node:crypto';
import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import type { FeatureModule } from '../../feature-module';
import { FEATURES } from '../../index';
import { route } from '../../../rest/route';
import { MAX_EXPERT_APPLICATION_PAGE_SIZE } from '../dtos/expert-application.inputs';
import { PROGRAMME_FOR_SUBSCRIBERS } from '../expert-application.service';
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

/** The expert programme over REST. */
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
  /** The account's role, last write and row version, after dating its last write back. */
  const backdated = async (userId: string) => {
    await app.services.db.query(`UPDATE users SET updated_at = '2020-01-01Z' WHERE id = $1`, [
      userId,
    ]);
    return accountRowOf(userId);
  };
  const accountRowOf = async (userId: string) => {
    const [row] = await app.services.db.query<{ role: string; updatedAt: Date; version: string }>(
      `SELECT role, updated_at AS "updatedAt", xmin::text AS version FROM users WHERE id = $1`,
      [userId],
    );
    return row;
  };
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
    const applicant = await createAccount(app.services, { plan: 'pro' });
    const id = (await submit(applicant)).body.application._id;
    for (const role of ['user', 'expert'] as const) {
      const account = await createAccount(app.services, { role, plan: 'pro' });
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
    const user = await createAccount(app.services, { plan: 'pro' });
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

  it('takes applications from subscribers only: a Free account gets 403 with the upgrade data, and nothing is kept', async () => {
    const free = await createAccount(app.services);
    const res = await submit(free);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      error: 'subscription_required',
      message: PROGRAMME_FOR_SUBSCRIBERS,
      upgradeRequired: true,
      subscriptionName: 'Free',
      limitationType: 'expert_programme',
      featureName: 'Become an Expert',
    });
    expect((await mine(free)).body).toEqual({ hasApplication: false, application: null });
    // An invalid form from a Free account is told what is wrong with the form first.
    expect((await submit(free, { ...validForm(), fullName: '' })).status).toBe(400);
  });

  it('refuses a second pending application with 409', async () => {
    const user = await createAccount(app.services, { plan: 'pro' });
    expect((await submit(user)).status).toBe(201);
    const second = await submit(user);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      error: 'conflict',
      message: 'You already have an expert application.',
    });
  });

  it('leaves one application of two parallel submissions; the other is 409', async () => {
    const user = await createAccount(app.services, { plan: 'pro' });
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
    const user = await createAccount(app.services, { plan: 'pro' });
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

  it('keeps an admin who is approved as an expert an admin, their account row untouched', async () => {
    const other = await createAccount(app.services, { role: 'admin', plan: 'pro' });
    const id = (await submit(other)).body.application._id;
    const before = await backdated(other.id);
    expect((await approve(id)).status).toBe(200);
    expect(await roleOf(other)).toBe('admin');
    expect(await profileOf(other.id)).toHaveLength(1);
    expect(await accountRowOf(other.id)).toEqual(before);
  });

  it("writes a user's account row once when approval raises them to expert", async () => {
    const user = await createAccount(app.services, { plan: 'pro' });
    const id = (await submit(user)).body.application._id;
    const before = await backdated(user.id);
    expect((await approve(id)).status).toBe(200);
    const after = await accountRowOf(user.id);
    expect(after.role).toBe('expert');
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it('rejects with a reason the applicant reads; they may apply again', async () => {
    const user = await createAccount(app.services, { plan: 'pro' });
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
    const user = await createAccount(app.services, { plan: 'pro' });
    const id = (await submit(user)).body.application._id;
    expect((await approve(id)).status).toBe(200);
    for (const res of [await approve(id), await reject(id, 'Changed my mind')]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: 'conflict',
        message: 'This expert application was already approved.',
      });
    }
    const rejected = (await submit(await createAccount(app.services, { plan: 'pro' }))).body
      .application._id;
    await reject(rejected, 'No');
    expect((await approve(rejected)).body.message).toBe(
      'This expert application was already rejected.',
    );
  });

  it('decides in one statement; a decision too late reads the status alone', async () => {
    const user = await createAccount(app.services, { plan: 'pro' });
    const id = (await submit(user)).body.application._id;
    const statements = () =>
      app.queries.filter((sql) => /\bexpert_applications\b/.test(sql)).map((sql) => sql.trim());
    app.resetQueries();
    expect((await reject(id, 'No')).status).toBe(200);
    expect(statements()).toEqual([
      expect.stringMatching(/^UPDATE expert_applications[^]*RETURNING/),
    ]);
    app.resetQueries();
    expect((await approve(id)).status).toBe(409);
    expect(statements()).toEqual([
      expect.stringMatching(/^UPDATE expert_applications/),
      'SELECT status FROM expert_applications WHERE id = $1',
    ]);
  });

  it('gives exactly one of two parallel approvals a 200, the other a 409', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await createAccount(app.services, { plan: 'pro' });
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
    for (const id of [randomUUID(), 'not-an-id', '1', '%E0%A4%A', 'x'.repeat(300)]) {
      for (const res of [await approve(id), await reject(id, 'No')]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'not_found', message: 'Expert application not found' });
      }
    }
  });

  it('lists pending applications first, oldest first, then decided ones newest first', async () => {
    const ids: Record<string, string> = {};
    for (const status of ['pending', 'approved', 'rejected', 'queued']) {
      const user = await createAccount(app.services, { plan: 'pro' });
      ids[status] = (await submit(user)).body.application._id;
    }
    await approve(ids.approved);
    await reject(ids.rejected, 'No');

    const all = await listed(`?limit=${MAX_EXPERT_APPLICATION_PAGE_SIZE}`);
    const statuses = all.map((application) => application.status);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.indexOf('approved'));
    const positions = [ids.pending, ids.queued, ids.rejected, ids.approved].map((id) =>
      all.findIndex((application) => application._id === id),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const status of ['pending', 'approved', 'rejected']) {
      const page = await listed(`?status=${status}&limit=100`);
      expect(page.map((application) => application._id)).toContain(ids[status]);
      expect(page.every((application) => application.status === status)).toBe(true);
    }
    expect(
      (await listed('?status=APPROVED&limit=100')).map((application) => application._id),
    ).toContain(ids.approved);
  });

  it('refuses an unknown status and a page or limit out of bounds, naming the field', async () => {
    for (const [query, fields] of [
      ['?status=maybe', { status: 'must be one of pending, approved, rejected' }],
      ['?limit=101', { limit: 'must be a whole number from 1 to 100' }],
      ['?limit=0', { limit: 'must be a whole number from 1 to 100' }],
      ['?page=0', { page: 'must be a whole number from 1 to 100000' }],
      ['?limit=1e20', { limit: 'must be a whole number' }],
    ] as const) {
      const bad = await app.get(`/api/admin/expert-applications${query}`, admin.headers);
      expect({ query, status: bad.status, fields: bad.body.fields }).toEqual({
        query,
        status: 400,
        fields,
      });
    }
  });

  it('pages past the 200 that used to be the cap: each page holds the next ones', async () => {
    // 205 decided applications of one applicant (only live ones are one per user), made in SQL.
    const applicant = await createAccount(app.services, { plan: 'pro' });
    const first = (await submit(applicant, validForm('paged'))).body.application._id;
    await reject(first, 'Paged');
    await app.services.db.query(
      `INSERT INTO expert_applications (user_id, full_name, email, phone, location, job_title,
         company, years_of_experience, education, professional_summary, profiles, ai_expertise,
         automation_expertise, programming_languages, tools_and_platforms, portfolio_items,
         motivation_statement, expertise_goals, contribution_plans, status, rejection_reason,
         reviewed_by, reviewed_at, created_at)
       SELECT user_id, full_name, email, phone, location, job_title, company,
         years_of_experience, education, professional_summary, profiles, ai_expertise,
         automation_expertise, programming_languages, tools_and_platforms, portfolio_items,
         motivation_statement, expertise_goals, contribution_plans, 'rejected', 'Paged',
         reviewed_by, reviewed_at, created_at - n * interval '1 second'
         FROM expert_applications, generate_series(1, 204) AS n WHERE id = $1`,
      [first],
    );
    const [{ total }] = await app.services.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM expert_applications WHERE status = 'rejected'`,
    );
    expect(total).toBeGreaterThan(MAX_EXPERT_APPLICATION_PAGE_SIZE * 2);

    const seen: string[] = [];
    const pages = Math.ceil(total / MAX_EXPERT_APPLICATION_PAGE_SIZE);
    for (let page = 1; page <= pages + 1; page++) {
      const res = await app.get(
        `/api/admin/expert-applications?status=rejected&limit=100&page=${page}`,
        admin.headers,
      );
      expect(res.status).toBe(200);
      expect(res.body.pagination).toEqual({
        currentPage: page,
        totalPages: pages,
        totalItems: total,
        itemsPerPage: 100,
      });
      const ids = res.body.applications.map((application: { _id: string }) => application._id);
      expect(ids).toHaveLength(page < pages ? 100 : page === pages ? total - 100 * (pages - 1) : 0);
      seen.push(...ids);
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen).toContain(first);
  });
});
