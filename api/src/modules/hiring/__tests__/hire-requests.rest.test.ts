import { createAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { CURRENCY_PROBLEM } from '../dtos/hiring-rules';
import { OPEN_STATUSES, REQUEST_STATUSES } from '../requests/hire-request.machine';
import {
  applyTo,
  createCast,
  createRequest,
  newTemplate,
  requestBody,
  systemMessages,
  transitions,
  type HiringCast,
} from './hiring.fixtures';

/** The client's side of hiring over REST. */
describe('hire requests over REST', () => {
  let app: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterAll(() => app.close());

  it('creates a request for a subscriber and shows it in the list, with money in major units', async () => {
    const templateId = await newTemplate(app, 'Lead router');
    const res = await app.post(
      '/api/expert-hire-request',
      requestBody(templateId),
      cast.client.headers,
    );
    expect(res.status).toBe(201);
    expect(res.body.request).toMatchObject({
      status: 'pending',
      urgency: 'high',
      budget: { currency: 'USD', min: 100, max: 500.5 },
      templateId,
      templateName: 'Lead router',
      templateData: { name: 'Lead router', nodeCount: 2, triggerType: 'Manual' },
      isOwner: true,
      applicationCounts: { total: 0, pending: 0, accepted: 0, rejected: 0, withdrawn: 0 },
      expertApplications: [],
    });
    expect(res.body.request._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.request.templateData.workflow.nodes).toHaveLength(2);
    const stored = await app.services.db.query(
      `SELECT budget_min_cents::int AS min, budget_max_cents::int AS max FROM hire_requests WHERE id = $1`,
      [res.body.request._id],
    );
    expect(stored).toEqual([{ min: 10000, max: 50050 }]);

    const list = await app.get('/api/expert-hire-request', cast.client.headers);
    expect(list.status).toBe(200);
    expect(list.body.requests.map((r: { _id: string }) => r._id)).toContain(res.body.request._id);
    const check = await app.get(
      `/api/expert-hire-request/check?templateId=${templateId}`,
      cast.client.headers,
    );
    expect(check.body).toEqual({ hasActiveRequest: true, requestId: res.body.request._id });
  });

  it('sends a workflow only with a request shown on its own, never per list item or application', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app, 'Workflow once'));
    await applyTo(app, cast.expert, request._id);
    await applyTo(app, cast.otherExpert, request._id);
    const cardOnly = { name: 'Workflow once', nodeCount: 2, category: expect.any(String) };

    const details = (await app.get(`/api/expert-hire-request/${request._id}`, cast.client.headers))
      .body.request;
    expect(details.templateData.workflow.nodes).toHaveLength(2);
    for (const application of details.expertApplications) {
      expect(application.project.templateData).toMatchObject(cardOnly);
      expect(application.project.templateData).not.toHaveProperty('workflow');
    }

    const list = await app.get('/api/expert-hire-request', cast.client.headers);
    const listed = list.body.requests.find((r: { _id: string }) => r._id === request._id);
    expect(listed.templateData).toMatchObject(cardOnly);
    expect(listed.expertApplications).toHaveLength(2);
    expect(list.text).not.toContain('"workflow"');
  });

  it('counts as open exactly the states the one-open-request index covers', async () => {
    const [index] = await app.services.db.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'hire_requests_one_open'`,
    );
    const covered = REQUEST_STATUSES.filter((status) => index.indexdef.includes(`'${status}'`));
    expect(covered).toEqual([...OPEN_STATUSES]);
  });

  it('answers the check false for a template without an open request, and for nonsense', async () => {
    const templateId = await newTemplate(app);
    for (const id of [templateId, 'not-a-uuid']) {
      const check = await app.get(
        `/api/expert-hire-request/check?templateId=${id}`,
        cast.client.headers,
      );
      expect(check.body).toEqual({ hasActiveRequest: false, requestId: null });
    }
    const missing = await app.get('/api/expert-hire-request/check', cast.client.headers);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ templateId: 'is required' });
  });

  it('refuses a user without a paid plan with 403 subscription_required and the upgrade data', async () => {
    const templateId = await newTemplate(app);
    const res = await app.post(
      '/api/expert-hire-request',
      requestBody(templateId),
      cast.freeUser.headers,
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'subscription_required',
      message: 'Hire an Expert feature requires a subscription',
      currentUsage: 0,
      limit: 0,
      upgradeRequired: true,
      subscriptionName: 'Free',
      limitationType: 'expert_hiring',
      featureName: 'Hire an Expert',
    });
  });

  it('answers 404 Template not found for an unknown or malformed template', async () => {
    for (const templateId of ['00000000-0000-4000-a000-000000000000', 'nope']) {
      const res = await app.post(
        '/api/expert-hire-request',
        requestBody(templateId),
        cast.client.headers,
      );
      expect([res.status, res.body.message]).toEqual([404, 'Template not found']);
    }
  });

  it('keeps one open request per template: 409 for a second, a new one after cancelling', async () => {
    const templateId = await newTemplate(app);
    const first = await createRequest(app, cast.client, templateId);
    const second = await app.post(
      '/api/expert-hire-request',
      requestBody(templateId),
      cast.client.headers,
    );
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      error: 'conflict',
      message: 'You already have an open request for this template.',
    });
    const cancelled = await app.post(
      `/api/expert-hire-request/${first._id}/cancel`,
      {},
      cast.client.headers,
    );
    expect(cancelled.body.request.status).toBe('cancelled');
    expect(
      (await app.post('/api/expert-hire-request', requestBody(templateId), cast.client.headers))
        .status,
    ).toBe(201);
  });

  it('keeps one open request when two submissions arrive at once', async () => {
    const templateId = await newTemplate(app);
    const answers = await Promise.all(
      [1, 2].map(() =>
        app.post('/api/expert-hire-request', requestBody(templateId), cast.client.headers),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const rows = await app.services.db.query(
      `SELECT id FROM hire_requests WHERE template_id = $1`,
      [templateId],
    );
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['businessProblem', 'too short', 'must be at least 10 characters'],
    ['businessProblem', 'x'.repeat(2001), 'must be at most 2000 characters'],
    ['requirements', '   nine chr   ', 'must be at least 10 characters'],
    ['requirements', 'x'.repeat(4001), 'must be at most 4000 characters'],
    ['timeline', '   ', 'is required'],
    ['businessProblem', '\u200b'.repeat(20), 'must contain a visible character'],
    ['requirements', '\u200b\u2060'.repeat(10), 'must contain a visible character'],
    ['timeline', 'x'.repeat(101), 'must be at most 100 characters'],
    ['industry', 'x'.repeat(101), 'must be at most 100 characters'],
    ['companySize', 'x'.repeat(51), 'must be at most 50 characters'],
    ['urgency', 'whenever', 'must be one of low, medium, high, urgent'],
    ['urgency', undefined, 'is required'],
  ])('refuses %s = %j: %s', async (field, value, problem) => {
    const body = requestBody(await newTemplate(app), { [field]: value });
    const res = await app.post('/api/expert-hire-request', body, cast.client.headers);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.fields).toEqual({ [field]: problem });
  });

  it.each([
    [{ currency: 'US', min: 1, max: 2 }, 'budget.currency', CURRENCY_PROBLEM],
    [{ currency: 'JPY', min: 1, max: 2 }, 'budget.currency', CURRENCY_PROBLEM],
    [{ currency: 'KWD', min: 1, max: 2 }, 'budget.currency', CURRENCY_PROBLEM],
    [{ currency: 'ZZZ', min: 1, max: 2 }, 'budget.currency', CURRENCY_PROBLEM],
    [{ currency: 'USD', min: -1, max: 2 }, 'budget.min', 'must be 0 or more'],
    [{ currency: 'USD', min: 5, max: 2 }, 'budget.max', 'must be at least min'],
    [{ currency: 'USD', min: 0, max: 1_000_000 }, 'budget.max', 'must be at most 999,999.99'],
    [
      { currency: 'USD', min: 0.001, max: 2 },
      'budget.min',
      'must be a number with at most 2 decimals',
    ],
    [
      { currency: 'USD', min: 1e-7, max: 2 },
      'budget.min',
      'must be a number with at most 2 decimals',
    ],
    [
      { currency: 'USD', min: 5e-324, max: 2 },
      'budget.min',
      'must be a number with at most 2 decimals',
    ],
    [
      { currency: 'USD', min: 0, max: 1e-7 },
      'budget.max',
      'must be a number with at most 2 decimals',
    ],
    [{ currency: 'USD', min: 1 }, 'budget.max', 'is required'],
  ])('refuses the budget %j', async (budget, field, problem) => {
    const body = requestBody(await newTemplate(app), { budget });
    const res = await app.post('/api/expert-hire-request', body, cast.client.headers);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: problem });
  });

  it('trims texts, takes a lower-case currency, and needs no budget', async () => {
    const withBudget = await createRequest(app, cast.client, await newTemplate(app), {
      timeline: '  3 weeks  ',
      budget: { currency: 'eur', min: 0.07, max: 999_999.99 },
    });
    expect(withBudget.timeline).toBe('3 weeks');
    expect(withBudget.budget).toEqual({ currency: 'EUR', min: 0.07, max: 999_999.99 });
    const without = await createRequest(app, cast.client, await newTemplate(app), {
      budget: undefined,
    });
    expect(without.budget).toBeNull();
  });

  it('shows a request to its client and to experts who applied (their own application only), 404 to others', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    await applyTo(app, cast.expert, request._id);
    await applyTo(app, cast.otherExpert, request._id);
    const path = `/api/expert-hire-request/${request._id}`;

    const owner = await app.get(path, cast.client.headers);
    expect(owner.body.request.expertApplications).toHaveLength(2);
    expect(owner.body.request.applicationCounts.total).toBe(2);

    const expert = await app.get(path, cast.expert.headers);
    expect(expert.status).toBe(200);
    expect(expert.body.request.isOwner).toBe(false);
    expect(expert.body.request.applicationCounts).toBeNull();
    expect(
      expert.body.request.expertApplications.map(
        (a: { expert: { name: string } }) => a.expert.name,
      ),
    ).toEqual(['Erin Expert']);
    expect(expert.text).not.toContain(cast.client.id);
    expect(expert.text).not.toContain(cast.client.email);
    expect(expert.text).not.toContain('Casey Secret-Client');

    const stranger = await createAccount(app.services, { role: 'expert' });
    for (const headers of [stranger.headers, cast.freeUser.headers, cast.admin.headers]) {
      const res = await app.get(path, headers);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found', message: 'Hire request not found' });
    }
    expect((await app.get('/api/expert-hire-request/nope', cast.client.headers)).status).toBe(404);
  });

  it('cancels a pending request with its history row and a system message in every thread', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const application = await applyTo(app, cast.expert, request._id);
    expect(
      (await app.post(`/api/expert-hire-request/${request._id}/cancel`, {}, cast.expert.headers))
        .status,
    ).toBe(403);
    const res = await app.post(
      `/api/expert-hire-request/${request._id}/cancel`,
      undefined,
      cast.client.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body.request.status).toBe('cancelled');
    expect(await transitions(app, request._id)).toEqual([
      { from: 'pending', to: 'cancelled', event: 'cancel' },
    ]);
    expect(await systemMessages(app, request._id)).toEqual({
      [application._id]: ['The client cancelled this request.'],
    });
    const seen = await app.get('/api/expert-applications', cast.expert.headers);
    const card = seen.body.applications.find((a: { _id: string }) => a._id === application._id);
    expect(card.status).toBe('rejected');
    const accept = await app.post(
      `/api/expert-hire-request/applications/${application._id}/accept`,
      undefined,
      cast.client.headers,
    );
    expect([accept.status, accept.body.message]).toEqual([
      409,
      'This application is rejected and can no longer be accepted.',
    ]);

    const again = await app.post(
      `/api/expert-hire-request/${request._id}/cancel`,
      {},
      cast.client.headers,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This request is cancelled and can no longer be cancelled.');
  });

  it('completes only an active project', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const res = await app.post(
      `/api/expert-hire-request/${request._id}/complete`,
      {},
      cast.client.headers,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This request is pending; only an active project can be completed.',
    );
    expect(await transitions(app, request._id)).toEqual([]);
  });

  it('takes feedback only on a completed project', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const path = `/api/expert-hire-request/${request._id}/feedback`;
    const early = await app.post(path, { rating: 5, message: 'Great' }, cast.client.headers);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'This request is pending; feedback is left once the project is completed.',
    );
    const bad = await app.post(path, { rating: 6, message: ' ' }, cast.client.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      rating: 'must be a whole number from 1 to 5',
      message: 'is required',
    });
  });
});
