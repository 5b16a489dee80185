import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import {
  acceptAndPay,
  applyTo,
  completedProject,
  createRequest,
  newTemplate,
} from '../../hiring/__tests__/hiring.fixtures';
import { NO_REQUESTS } from '../../hiring/requests/hire-request.repository';
import { OVERVIEW_QUERY as OVERVIEW } from './overview-query';

describe('the dashboard overview', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function overviewOf(account: TestAccount) {
    const rest = await app.get('/api/dashboard/overview', account.headers);
    expect(rest.status).toBe(200);
    const graphql = await app.graphql(OVERVIEW, {}, account.headers);
    expect(graphql.body.errors).toBeUndefined();
    // Both surfaces answer from the same service call.
    expect(graphql.body.data.dashboardOverview).toEqual({
      ...rest.body,
      subscription: {
        plan: rest.body.subscription.plan,
        isActive: rest.body.subscription.isActive,
        templateSaves: rest.body.subscription.templateSaves,
        templateSavesUsed: rest.body.subscription.templateSavesUsed,
        currentPeriodEnd: rest.body.subscription.currentPeriodEnd,
        cancelAtPeriodEnd: rest.body.subscription.cancelAtPeriodEnd,
      },
    });
    return rest.body;
  }

  it('is refused to a visitor: 401 over REST, UNAUTHORIZED over GraphQL', async () => {
    const rest = await app.get('/api/dashboard/overview');
    expect(rest.status).toBe(401);
    expect(rest.body).toMatchObject({ error: 'unauthorized' });
    const graphql = await app.graphql(OVERVIEW);
    expect(graphql.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it('shows a new account zeros on the Free plan, with no expert figures', async () => {
    const newcomer = await createAccount(app.services);
    expect(await overviewOf(newcomer)).toEqual({
      subscription: expect.objectContaining({
        plan: 'Free',
        isActive: false,
        templateSaves: 5,
        templateSavesUsed: 0,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      }),
      hireRequests: NO_REQUESTS,
      hireSpending: [],
      expert: null,
      unreadNotifications: 0,
    });
  });

  it('counts an account that is both client and expert on each side, and only its own', async () => {
    const both = await createAccount(app.services, { role: 'expert', plan: 'pro' });
    const client = await createAccount(app.services, { plan: 'pro' });
    const expert = await createAccount(app.services, { role: 'expert' });
    const bystander = await createAccount(app.services, { role: 'expert', plan: 'pro' });

    // Saves: two templates kept.
    for (let i = 0; i < 2; i++) {
      const saved = await app.post(
        '/api/saved-templates',
        { templateId: await newTemplate(app) },
        both.headers,
      );
      expect(saved.status).toBe(200);
    }

    // As a client: one request in each status, two of them paid for (USD and EUR).
    await completedProject(app, both, expert, await newTemplate(app));
    const active = await createRequest(app, both, await newTemplate(app));
    const euros = await applyTo(app, expert, active._id, {
      proposedBudget: { currency: 'EUR', amount: 100, explanation: 'Fixed price.' },
    });
    await acceptAndPay(app, both, active._id, euros._id);
    await createRequest(app, both, await newTemplate(app));
    const cancelled = await createRequest(app, both, await newTemplate(app));
    const cancel = await app.post(
      `/api/expert-hire-request/${cancelled._id}/cancel`,
      undefined,
      both.headers,
    );
    expect(cancel.status).toBe(200);
    // Accepted with a checkout opened and left unpaid: not spent.
    const selecting = await createRequest(app, both, await newTemplate(app));
    const chosen = await applyTo(app, expert, selecting._id);
    await app.post(
      `/api/expert-hire-request/applications/${chosen._id}/accept`,
      undefined,
      both.headers,
    );
    const unpaid = await app.post(
      `/api/expert-hire-request/${selecting._id}/create-payment-intent`,
      undefined,
      both.headers,
    );
    expect(unpaid.status).toBe(200);

    // As an expert: three rated projects for another client, one pending, one withdrawn.
    for (const rating of [5, 4, 4]) {
      await completedProject(app, client, both, await newTemplate(app), rating);
    }
    await applyTo(app, both, (await createRequest(app, client, await newTemplate(app)))._id);
    const taken = await applyTo(
      app,
      both,
      (await createRequest(app, client, await newTemplate(app)))._id,
    );
    const withdrawn = await app.post(
      `/api/expert-applications/${taken._id}/withdraw`,
      undefined,
      both.headers,
    );
    expect(withdrawn.status).toBe(200);

    // Someone else's figures, which must not show in either account's overview.
    await completedProject(app, bystander, expert, await newTemplate(app), 1);

    const unread = await app.get('/api/notifications/unread-count', both.headers);
    const overview = await overviewOf(both);
    expect(overview).toEqual({
      subscription: expect.objectContaining({
        plan: 'Pro',
        isActive: true,
        templateSaves: 100,
        templateSavesUsed: 2,
        cancelAtPeriodEnd: false,
      }),
      hireRequests: { total: 5, pending: 1, inSelection: 1, active: 1, completed: 1, cancelled: 1 },
      hireSpending: [
        { currency: 'EUR', amount: 100 },
        { currency: 'USD', amount: 250.75 },
      ],
      expert: {
        applications: { total: 5, pending: 1, accepted: 3, rejected: 0, withdrawn: 1 },
        completedProjects: 3,
        ratingCount: 3,
        averageRating: 4.3,
      },
      unreadNotifications: unread.body.unreadCount,
    });
    expect(overview.unreadNotifications).toBeGreaterThan(0);
    expect(new Date(overview.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
  });

  it('tells that a cancelled plan returns to Free at the end of its period', async () => {
    const subscriber = await createAccount(app.services, { plan: 'business' });
    const cancel = await app.post('/api/user-subscription/cancel', undefined, subscriber.headers);
    expect(cancel.status).toBe(200);
    const { subscription } = await overviewOf(subscriber);
    expect(subscription).toMatchObject({
      plan: 'Business',
      templateSaves: -1,
      cancelAtPeriodEnd: true,
    });
    expect(subscription.currentPeriodEnd).not.toBeNull();
  });

  it('gives an admin, who may apply to requests, the expert figures too', async () => {
    const admin = await createAccount(app.services, { role: 'admin' });
    expect((await overviewOf(admin)).expert).toEqual({
      applications: { total: 0, pending: 0, accepted: 0, rejected: 0, withdrawn: 0 },
      completedProjects: 0,
      ratingCount: 0,
      averageRating: null,
    });
  });
});
