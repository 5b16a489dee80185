import { createTestApp, type TestApp } from '../../../../test/app';
import {
  acceptAndPay,
  applicationBody,
  applyTo,
  completedProject,
  createCast,
  createRequest,
  newTemplate,
  requestBody,
  type HiringCast,
} from './hiring.fixtures';

const REQUEST_FIELDS = `id status urgency timeline budget { currency min max } businessProblem
  requirements industry companySize createdAt updatedAt templateId templateName isOwner
  template { id name } applicationCounts { total pending accepted rejected withdrawn }
  applications { id status proposedBudget { amount currency explanation }
    expert { name title location reputation { completedProjects ratingCount averageRating } } }`;

const APPLICATION_FIELDS = `id status coverLetter proposedTimeline
  proposedBudget { currency amount explanation }
  relevantPortfolioItems { title url description technologies }
  feedback { rating message createdAt }
  expert { name title location reputation { completedProjects ratingCount averageRating } }
  project { id status clientName templateName template { name } budget { min max } }`;

/** Hiring over GraphQL: the committed schema, the same services and rules as REST. */
describe('hiring over GraphQL', () => {
  let app: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterAll(() => app.close());

  const gql = async (
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string>,
  ) => {
    const res = await app.graphql(query, variables, headers);
    return res.body;
  };

  it('creates a request, lets an expert apply and the client accept, through the GraphQL schema', async () => {
    const templateId = await newTemplate(app, 'Invoice reader');
    const created = await gql(
      `mutation ($input: CreateHireRequestInput!) { createHireRequest(input: $input) { ${REQUEST_FIELDS} } }`,
      { input: requestBody(templateId) },
      cast.client.headers,
    );
    expect(created.errors).toBeUndefined();
    const request = created.data.createHireRequest;
    expect(request).toMatchObject({
      status: 'pending',
      urgency: 'high',
      budget: { currency: 'USD', min: 100, max: 500.5 },
      templateName: 'Invoice reader',
      template: { id: templateId, name: 'Invoice reader' },
      isOwner: true,
      applicationCounts: { total: 0 },
      applications: [],
    });

    const board = await gql(
      `{ openProjects(limit: 50) { id templateName applicationCount hasApplied template { name } } }`,
      {},
      cast.expert.headers,
    );
    expect(board.data.openProjects).toContainEqual({
      id: request.id,
      templateName: 'Invoice reader',
      applicationCount: 0,
      hasApplied: false,
      template: { name: 'Invoice reader' },
    });

    const applied = await gql(
      `mutation ($input: ApplyToHireRequestInput!) { applyToHireRequest(input: $input) { ${APPLICATION_FIELDS} } }`,
      { input: { ...applicationBody(), requestId: request.id } },
      cast.expert.headers,
    );
    expect(applied.errors).toBeUndefined();
    expect(applied.data.applyToHireRequest).toMatchObject({
      status: 'pending',
      proposedBudget: { currency: 'USD', amount: 250.75, explanation: 'Fixed price.' },
      relevantPortfolioItems: [{ title: 'Lead routing', technologies: ['n8n', 'Slack'] }],
      feedback: null,
      expert: { name: 'Erin Expert', title: 'Expert', location: 'Remote' },
      project: {
        id: request.id,
        status: 'pending',
        clientName: 'Anonymous',
        templateName: 'Invoice reader',
      },
    });
    const again = await gql(
      `{ openProjects(limit: 50) { id hasApplied applicationCount } }`,
      {},
      cast.expert.headers,
    );
    expect(again.data.openProjects).toContainEqual({
      id: request.id,
      hasApplied: true,
      applicationCount: 1,
    });

    const asExpert = await gql(
      `query ($id: ID!) { hireRequest(id: $id) { ${REQUEST_FIELDS} } }`,
      { id: request.id },
      cast.expert.headers,
    );
    expect(asExpert.data.hireRequest).toMatchObject({ isOwner: false, applicationCounts: null });
    expect(asExpert.data.hireRequest.applications).toHaveLength(1);

    const accepted = await gql(
      `mutation ($id: ID!) { acceptHireApplication(id: $id) { id status } }`,
      { id: applied.data.applyToHireRequest.id },
      cast.client.headers,
    );
    expect(accepted.data.acceptHireApplication.status).toBe('accepted');
    const list = await gql(
      `{ hireRequests { id status applicationCounts { accepted } } }`,
      {},
      cast.client.headers,
    );
    expect(list.data.hireRequests).toContainEqual({
      id: request.id,
      status: 'in_selection',
      applicationCounts: { accepted: 1 },
    });
    const check = await gql(
      `query ($t: ID!) { hireRequestCheck(templateId: $t) { hasActiveRequest requestId } }`,
      { t: templateId },
      cast.client.headers,
    );
    expect(check.data.hireRequestCheck).toEqual({ hasActiveRequest: true, requestId: request.id });
  });

  it('names no client on the board: no id, name or email anywhere in the answer', async () => {
    await createRequest(app, cast.client, await newTemplate(app));
    const res = await app.graphql(
      `{ openProjects(limit: 50) { id urgency timeline budget { currency min max } businessProblem
          requirements industry companySize createdAt templateId templateName applicationCount hasApplied } }`,
      {},
      cast.expert.headers,
    );
    expect(res.body.data.openProjects.length).toBeGreaterThan(0);
    for (const secret of [cast.client.id, cast.client.email, cast.client.name])
      expect(res.text).not.toContain(secret);
  });

  it('refuses the board to a user without the expert role and a stranger’s request with NOT_FOUND', async () => {
    const refused = await app.graphql('{ openProjects { id } }', {}, cast.freeUser.headers);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const hidden = await app.graphql(
      `query ($id: ID!) { hireRequest(id: $id) { id } }`,
      { id: request._id },
      cast.otherExpert.headers,
    );
    expect(hidden.body.errors[0]).toMatchObject({
      message: 'Hire request not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('holds the same bounds as REST, naming the fields', async () => {
    const templateId = await newTemplate(app);
    const res = await app.graphql(
      `mutation ($input: CreateHireRequestInput!) { createHireRequest(input: $input) { id } }`,
      {
        input: requestBody(templateId, {
          businessProblem: 'short',
          budget: { currency: 'USD', min: 5, max: 1 },
        }),
      },
      cast.client.headers,
    );
    expect(res.body.errors[0].extensions).toEqual({
      code: 'VALIDATION_ERROR',
      fields: {
        businessProblem: 'must be at least 10 characters',
        'budget.max': 'must be at least min',
      },
    });
    const free = await app.graphql(
      `mutation ($input: CreateHireRequestInput!) { createHireRequest(input: $input) { id } }`,
      { input: requestBody(templateId) },
      cast.freeUser.headers,
    );
    expect(free.body.errors[0]).toMatchObject({
      message: 'Hire an Expert feature requires a subscription',
      extensions: {
        code: 'SUBSCRIPTION_REQUIRED',
        limitationType: 'expert_hiring',
        upgradeRequired: true,
      },
    });
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const apply = await app.graphql(
      `mutation ($input: ApplyToHireRequestInput!) { applyToHireRequest(input: $input) { id } }`,
      {
        input: {
          ...applicationBody({
            relevantPortfolioItems: [{ title: 'x', url: 'javascript:alert(1)' }],
          }),
          requestId: request._id,
        },
      },
      cast.expert.headers,
    );
    expect(apply.body.errors[0].extensions.fields).toEqual({
      'relevantPortfolioItems.0.url': 'must be an http or https URL',
    });
  });

  it.each([1e-7, 5e-324])(
    'refuses the amount %p as a VALIDATION_ERROR, not a 500',
    async (amount) => {
      const create = await app.graphql(
        `mutation ($input: CreateHireRequestInput!) { createHireRequest(input: $input) { id } }`,
        {
          input: requestBody(await newTemplate(app), {
            budget: { currency: 'USD', min: amount, max: 2 },
          }),
        },
        cast.client.headers,
      );
      expect(create.body.errors[0].extensions).toEqual({
        code: 'VALIDATION_ERROR',
        fields: { 'budget.min': 'must be a number with at most 2 decimals' },
      });
      const request = await createRequest(app, cast.client, await newTemplate(app));
      const apply = await app.graphql(
        `mutation ($input: ApplyToHireRequestInput!) { applyToHireRequest(input: $input) { id } }`,
        {
          input: {
            ...applicationBody({ proposedBudget: { currency: 'USD', amount } }),
            requestId: request._id,
          },
        },
        cast.expert.headers,
      );
      expect(apply.body.errors[0].extensions).toEqual({
        code: 'VALIDATION_ERROR',
        fields: { 'proposedBudget.amount': 'must be a number with at most 2 decimals' },
      });
    },
  );

  it('lists the expert’s applications with a status filter and counts over all, and their record', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    await applyTo(app, cast.otherExpert, request._id);
    const res = await gql(
      `{ myApplications(status: accepted) { items { id } counts { total pending accepted } } expertReputation { completedProjects ratingCount averageRating } }`,
      {},
      cast.otherExpert.headers,
    );
    expect(res.data.myApplications.items).toEqual([]);
    expect(res.data.myApplications.counts).toMatchObject({ pending: 1, accepted: 0 });
    expect(res.data.expertReputation).toEqual({
      completedProjects: 0,
      ratingCount: 0,
      averageRating: null,
    });
  });

  it('starts a payment for the accepted budget and leaves feedback through the mutations', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const application = await applyTo(app, cast.expert, request._id);
    await app.post(
      `/api/expert-hire-request/applications/${application._id}/accept`,
      undefined,
      cast.client.headers,
    );
    const started = await gql(
      `mutation ($input: HirePaymentInput!) { startHirePayment(input: $input) { paymentUrl status session { amount currency purpose status } } }`,
      { input: { requestId: request._id } },
      cast.client.headers,
    );
    expect(started.data.startHirePayment).toMatchObject({
      status: 'pending',
      session: { amount: 250.75, currency: 'USD', purpose: 'hire_request', status: 'pending' },
    });
    const other = await createRequest(app, cast.client, await newTemplate(app));
    const otherApplication = await applyTo(app, cast.expert, other._id);
    await acceptAndPay(app, cast.client, other._id, otherApplication._id);
    const done = await gql(
      `mutation ($id: ID!) { completeHireRequest(id: $id) { status } }`,
      { id: other._id },
      cast.client.headers,
    );
    expect(done.data.completeHireRequest.status).toBe('completed');
    const rated = await gql(
      `mutation ($input: HireFeedbackInput!) { leaveHireFeedback(input: $input) { id feedback { rating message } } }`,
      { input: { requestId: other._id, rating: 5, message: 'Excellent' } },
      cast.client.headers,
    );
    expect(rated.data.leaveHireFeedback).toEqual({
      id: otherApplication._id,
      feedback: { rating: 5, message: 'Excellent' },
    });
  });

  it('builds an expert’s record: completed projects, and an average of one decimal from 3 ratings', async () => {
    const expert = cast.otherExpert;
    const templateId = await newTemplate(app);
    const record = async () =>
      (
        await gql(
          '{ expertReputation { completedProjects ratingCount averageRating } }',
          {},
          expert.headers,
        )
      ).data.expertReputation;
    await completedProject(app, cast.client, expert, templateId, 5);
    await completedProject(app, cast.client, expert, templateId, 4);
    expect(await record()).toEqual({ completedProjects: 2, ratingCount: 2, averageRating: null });
    await completedProject(app, cast.client, expert, templateId);
    await completedProject(app, cast.client, expert, templateId, 4);
    expect(await record()).toEqual({ completedProjects: 4, ratingCount: 3, averageRating: 4.3 });

    const request = await createRequest(app, cast.client, await newTemplate(app));
    await applyTo(app, expert, request._id);
    const seen = await gql(
      `query ($id: ID!) { hireRequest(id: $id) { applications { expert { reputation { completedProjects averageRating } } } } }`,
      { id: request._id },
      cast.client.headers,
    );
    expect(seen.data.hireRequest.applications[0].expert.reputation).toEqual({
      completedProjects: 4,
      averageRating: 4.3,
    });
    const rest = await app.get(
      `/api/expert-hire-request/${request._id}/applications`,
      cast.client.headers,
    );
    expect(rest.body.applications[0].expert.reputation).toEqual({
      completedProjects: 4,
      ratingCount: 3,
      averageRating: 4.3,
    });
  });
});
