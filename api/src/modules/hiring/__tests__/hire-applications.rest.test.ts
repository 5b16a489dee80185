import { createAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { expertProfiles } from '../../experts/expert-profile.repository';
import {
  applicationBody,
  applyTo,
  createCast,
  createRequest,
  newTemplate,
  systemMessages,
  transitions,
  type HiringCast,
} from './hiring.fixtures';

/** The experts' side of hiring over REST, and the client's accept and reject. */
describe('hire applications over REST', () => {
  let app: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterAll(() => app.close());

  const accept = (id: string, headers = cast.client.headers) =>
    app.post(`/api/expert-hire-request/applications/${id}/accept`, undefined, headers);
  const reject = (id: string, headers = cast.client.headers) =>
    app.post(`/api/expert-hire-request/applications/${id}/reject`, undefined, headers);
  const requestOf = async (id: string) =>
    (await app.get(`/api/expert-hire-request/${id}`, cast.client.headers)).body.request;

  it('lists pending requests on the board without any client identity', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app, 'Board item'));
    const res = await app.get('/api/expert-projects?limit=50', cast.expert.headers);
    expect(res.status).toBe(200);
    const project = res.body.projects.find((p: { _id: string }) => p._id === request._id);
    expect(project).toEqual({
      _id: request._id,
      status: 'pending',
      urgency: 'high',
      timeline: '2 weeks',
      budget: { currency: 'USD', min: 100, max: 500.5 },
      businessProblem: request.businessProblem,
      requirements: request.requirements,
      industry: 'Software',
      companySize: '11-50',
      createdAt: request.createdAt,
      templateId: request.templateId,
      templateName: 'Board item',
      templateData: expect.objectContaining({ name: 'Board item', nodeCount: 2 }),
      clientName: 'Anonymous',
      applicationCount: 0,
      hasApplied: false,
    });
    for (const secret of [cast.client.id, cast.client.email, cast.client.name, 'clientId']) {
      expect(res.text).not.toContain(secret);
    }
  });

  it('leaves the expert’s own requests and requests no longer pending off the board', async () => {
    const expertClient = await createAccount(app.services, { role: 'expert', plan: 'pro' });
    const own = await createRequest(app, expertClient, await newTemplate(app));
    const taken = await createRequest(app, cast.client, await newTemplate(app));
    await accept((await applyTo(app, cast.expert, taken._id))._id);
    const ids = (
      await app.get('/api/expert-projects?limit=50', expertClient.headers)
    ).body.projects.map((p: { _id: string }) => p._id);
    expect(ids).not.toContain(own._id);
    expect(ids).not.toContain(taken._id);
    const mine = await app.post(
      `/api/expert-hire-request/${own._id}/applications`,
      applicationBody(),
      expertClient.headers,
    );
    expect(mine.status).toBe(403);
    expect(mine.body.message).toBe('You cannot apply to your own request.');
  });

  it('pages the board and caps its page size', async () => {
    expect(
      (await app.get('/api/expert-projects?limit=51', cast.expert.headers)).body.fields,
    ).toEqual({
      limit: 'must be a whole number from 1 to 50',
    });
    const first = await app.get('/api/expert-projects?limit=1&page=1', cast.expert.headers);
    const second = await app.get('/api/expert-projects?limit=1&page=2', cast.expert.headers);
    expect(first.body.projects).toHaveLength(1);
    expect(second.body.projects[0]._id).not.toBe(first.body.projects[0]._id);
    const [{ total }] = await app.services.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM hire_requests WHERE status = 'pending' AND client_id <> $1`,
      [cast.expert.id],
    );
    expect(total).toBeGreaterThanOrEqual(2);
    expect(second.body.pagination).toEqual({
      currentPage: 2,
      totalPages: total,
      totalItems: total,
      itemsPerPage: 1,
    });
    expect((await app.get('/api/expert-projects', cast.freeUser.headers)).status).toBe(403);
  });

  it("shows the expert's account name with the title and location of their expert profile", async () => {
    const profiled = await createAccount(app.services, { role: 'expert', name: 'Pia Profiled' });
    await expertProfiles.upsert(app.services.db, {
      userId: profiled.id,
      name: 'Pia on her profile',
      title: 'Workflow Architect',
      location: 'Lisbon, Portugal',
    });
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const application = await applyTo(app, profiled, request._id);
    expect(application.expert).toMatchObject({
      name: 'Pia Profiled',
      profile: { title: 'Workflow Architect', location: 'Lisbon, Portugal' },
    });
  });

  it('takes one application per expert and request, with its chat thread', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const res = await app.post(
      `/api/expert-hire-request/${request._id}/applications`,
      applicationBody(),
      cast.expert.headers,
    );
    expect(res.status).toBe(201);
    expect(res.body.application).toMatchObject({
      status: 'pending',
      expert: { name: 'Erin Expert', profile: { title: 'Expert', location: 'Remote' } },
      proposedBudget: { currency: 'USD', amount: 250.75, explanation: 'Fixed price.' },
      relevantPortfolioItems: [
        {
          title: 'Lead routing',
          url: 'https://example.com/lead-routing',
          technologies: ['n8n', 'Slack'],
        },
      ],
      feedback: null,
      project: { _id: request._id, clientName: 'Anonymous', status: 'pending' },
    });
    expect(res.body.application.expert.reputation).toEqual({
      completedProjects: 0,
      ratingCount: 0,
      averageRating: null,
    });
    expect(res.text).not.toContain(cast.client.id);
    const threads = await app.services.db.query(
      `SELECT 1 FROM chat_threads WHERE application_id = $1`,
      [res.body.application._id],
    );
    expect(threads).toHaveLength(1);

    const again = await app.post(
      `/api/expert-hire-request/${request._id}/applications`,
      applicationBody(),
      cast.expert.headers,
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'conflict',
      message: 'You have already applied to this request.',
    });
  });

  it('keeps one of two applications sent at once by the same expert', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const send = () =>
      app.post(
        `/api/expert-hire-request/${request._id}/applications`,
        applicationBody(),
        cast.otherExpert.headers,
      );
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect((await requestOf(request._id)).applicationCounts.total).toBe(1);
  });

  it('refuses applications to a request that is gone or no longer pending', async () => {
    const missing = await app.post(
      '/api/expert-hire-request/00000000-0000-4000-a000-000000000000/applications',
      applicationBody(),
      cast.expert.headers,
    );
    expect([missing.status, missing.body.message]).toEqual([404, 'Hire request not found']);
    const request = await createRequest(app, cast.client, await newTemplate(app));
    await app.post(
      `/api/expert-hire-request/${request._id}/cancel`,
      undefined,
      cast.client.headers,
    );
    const late = await app.post(
      `/api/expert-hire-request/${request._id}/applications`,
      applicationBody(),
      cast.expert.headers,
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This request is no longer accepting applications.');
  });

  it.each([
    [{ coverLetter: 'Too short to read' }, 'coverLetter', 'must be at least 20 characters'],
    [
      { approachDescription: 'x'.repeat(5001) },
      'approachDescription',
      'must be at most 5000 characters',
    ],
    [{ proposedTimeline: '' }, 'proposedTimeline', 'is required'],
    [{ coverLetter: '\u200b'.repeat(30) }, 'coverLetter', 'must contain a visible character'],
    [
      { proposedBudget: { currency: 'USD', amount: 0 } },
      'proposedBudget.amount',
      'must be greater than 0',
    ],
    [
      { proposedBudget: { currency: 'USD', amount: 10.123 } },
      'proposedBudget.amount',
      'must be a number with at most 2 decimals',
    ],
    [
      { proposedBudget: { currency: 'USD', amount: 1e-7 } },
      'proposedBudget.amount',
      'must be a number with at most 2 decimals',
    ],
    [
      { proposedBudget: { currency: 'USD', amount: 5e-324 } },
      'proposedBudget.amount',
      'must be a number with at most 2 decimals',
    ],
    [
      { proposedBudget: { currency: 'USD', amount: 1_000_000 } },
      'proposedBudget.amount',
      'must be at most 999,999.99',
    ],
    [
      { proposedBudget: { currency: 'JPY', amount: 5 } },
      'proposedBudget.currency',
      'must be a currency with cents, such as USD or EUR',
    ],
    [
      { proposedBudget: { currency: 'USD', amount: 5, explanation: 'x'.repeat(2001) } },
      'proposedBudget.explanation',
      'must be at most 2000 characters',
    ],
    [{ proposedBudget: undefined }, 'proposedBudget', 'is required'],
    [
      { relevantPortfolioItems: Array.from({ length: 11 }, () => ({ title: 't' })) },
      'relevantPortfolioItems',
      'must have at most 10 items',
    ],
    [
      { relevantPortfolioItems: [{ title: 't', url: 'ftp://example.com' }] },
      'relevantPortfolioItems.0.url',
      'must be an http or https URL',
    ],
    [{ relevantPortfolioItems: [{ title: ' ' }] }, 'relevantPortfolioItems.0.title', 'is required'],
    [
      { relevantPortfolioItems: [{ title: 't', technologies: Array(21).fill('n8n') }] },
      'relevantPortfolioItems.0.technologies',
      'must have at most 20 items',
    ],
    [
      { relevantPortfolioItems: [{ title: 't', technologies: ['x'.repeat(51)] }] },
      'relevantPortfolioItems.0.technologies',
      'each item must be 1 to 50 characters',
    ],
    [
      { relevantPortfolioItems: [{ title: 't', description: 'x'.repeat(1001) }] },
      'relevantPortfolioItems.0.description',
      'must be at most 1000 characters',
    ],
  ])('refuses the application %j', async (overrides, field, problem) => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const res = await app.post(
      `/api/expert-hire-request/${request._id}/applications`,
      applicationBody(overrides),
      cast.expert.headers,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: problem });
  });

  it('lists the expert’s applications by status, with the counts over all of them', async () => {
    const expert = await createAccount(app.services, { role: 'expert' });
    const requests = await Promise.all(
      [1, 2, 3].map(async () => createRequest(app, cast.client, await newTemplate(app))),
    );
    const [a, b] = [
      await applyTo(app, expert, requests[0]._id),
      await applyTo(app, expert, requests[1]._id),
    ];
    await applyTo(app, expert, requests[2]._id);
    await reject(a._id);
    await app.post(`/api/expert-applications/${b._id}/withdraw`, undefined, expert.headers);

    const all = await app.get('/api/expert-applications', expert.headers);
    expect(all.body.counts).toEqual({
      total: 3,
      pending: 1,
      accepted: 0,
      rejected: 1,
      withdrawn: 1,
    });
    expect(all.body.applications).toHaveLength(3);
    const rejected = await app.get('/api/expert-applications?status=rejected', expert.headers);
    expect(rejected.body.applications.map((x: { _id: string }) => x._id)).toEqual([a._id]);
    expect(rejected.body.counts.total).toBe(3);
    expect((await app.get('/api/expert-applications?status=maybe', expert.headers)).status).toBe(
      400,
    );
  });

  it('lets only its expert withdraw a pending application, once', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const application = await applyTo(app, cast.expert, request._id);
    const path = `/api/expert-applications/${application._id}/withdraw`;
    expect((await app.post(path, undefined, cast.otherExpert.headers)).status).toBe(404);
    const byClient = await app.post(path, undefined, cast.client.headers);
    expect(byClient.status).toBe(403);
    const res = await app.post(path, undefined, cast.expert.headers);
    expect(res.body.application.status).toBe('withdrawn');
    expect(await systemMessages(app, request._id)).toEqual({
      [application._id]: ['The expert withdrew this application.'],
    });
    const again = await app.post(path, undefined, cast.expert.headers);
    expect([again.status, again.body.message]).toEqual([
      409,
      'This application is withdrawn and can no longer be withdrawn.',
    ]);
  });

  it('rejects a pending application and leaves the request pending', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const application = await applyTo(app, cast.expert, request._id);
    expect((await reject(application._id, cast.expert.headers)).status).toBe(403);
    expect((await reject(application._id, cast.otherExpert.headers)).status).toBe(404);
    const res = await reject(application._id);
    expect(res.status).toBe(200);
    expect(res.body.application.status).toBe('rejected');
    expect((await requestOf(request._id)).status).toBe('pending');
    expect(await transitions(app, request._id)).toEqual([]);
    expect((await reject(application._id)).body.message).toBe(
      'This application is rejected and can no longer be rejected.',
    );
  });

  it('accepts a pending application: the request moves to in_selection with its history and messages', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const chosen = await applyTo(app, cast.expert, request._id);
    const other = await applyTo(app, cast.otherExpert, request._id);
    const quitter = await createAccount(app.services, { role: 'expert' });
    const gone = await applyTo(app, quitter, request._id);
    await app.post(`/api/expert-applications/${gone._id}/withdraw`, undefined, quitter.headers);
    expect((await accept(chosen._id, cast.expert.headers)).status).toBe(403);

    const res = await accept(chosen._id);
    expect(res.status).toBe(200);
    expect(res.body.application.status).toBe('accepted');
    expect((await requestOf(request._id)).status).toBe('in_selection');
    expect(await transitions(app, request._id)).toEqual([
      { from: 'pending', to: 'in_selection', event: 'accept' },
    ]);
    expect(await systemMessages(app, request._id)).toEqual({
      [chosen._id]: ['The client accepted this application.'],
      [other._id]: ["The client accepted another expert's application."],
      [gone._id]: ['The expert withdrew this application.'],
    });

    const second = await accept(other._id);
    expect([second.status, second.body.message]).toEqual([
      409,
      'This request is no longer accepting applications.',
    ]);
    const late = await reject(other._id);
    expect([late.status, late.body.message]).toEqual([
      409,
      'This request is no longer accepting applications.',
    ]);
  });

  it('of two accepts at once on one request, exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const request = await createRequest(app, cast.client, await newTemplate(app));
      const first = await applyTo(app, cast.expert, request._id);
      const second = await applyTo(app, cast.otherExpert, request._id);
      const answers = await Promise.all([accept(first._id), accept(second._id)]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const loser = answers.find((res) => res.status === 409)!;
      expect(loser.body.message).toBe('This request is no longer accepting applications.');
      const statuses = await app.services.db.query<{ status: string }>(
        `SELECT status FROM hire_applications WHERE request_id = $1 ORDER BY status`,
        [request._id],
      );
      expect(statuses.map((row) => row.status)).toEqual(['accepted', 'pending']);
      expect(await transitions(app, request._id)).toHaveLength(1);
    }
  });

  it('shows a request’s applications: all to its client, their own to an expert', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const mine = await applyTo(app, cast.expert, request._id);
    await applyTo(app, cast.otherExpert, request._id);
    const path = `/api/expert-hire-request/${request._id}/applications`;
    expect((await app.get(path, cast.client.headers)).body.applications).toHaveLength(2);
    const own = await app.get(path, cast.expert.headers);
    expect(own.body.applications.map((a: { _id: string }) => a._id)).toEqual([mine._id]);
    expect((await app.get(path, cast.admin.headers)).status).toBe(404);
  });
});
