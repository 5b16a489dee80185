import type { Role } from '../src/core/actor';
import { restSurfaces } from '../src/rest/rest-surfaces';
import type { RouteDefinition } from '../src/rest/route';
import { createAccount, type TestAccount } from './accounts';
import { createTestApp, type TestApp } from './app';

type Caller = 'anonymous' | 'user' | 'subscriber' | 'expert' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'user', 'subscriber', 'expert', 'admin'];
const ROLE_OF: Record<Exclude<Caller, 'anonymous'>, Role> = {
  user: 'user',
  subscriber: 'user',
  expert: 'expert',
  admin: 'admin',
};

/**
 * The role × endpoint matrix: every REST route that declares roles, called by every kind of
 * caller. A visitor gets 401 on each; a signed-in caller without one of the route's roles gets
 * 403; one with it gets past the edge (whatever its input then earns). Read from the routes
 * themselves, so a route added later is in the matrix without editing this test.
 */
describe('who may call which endpoint', () => {
  let app: TestApp;
  const accounts = {} as Record<Exclude<Caller, 'anonymous'>, TestAccount>;
  let protectedRoutes: RouteDefinition[];

  beforeAll(async () => {
    app = await createTestApp();
    for (const caller of ['user', 'subscriber', 'expert', 'admin'] as const) {
      accounts[caller] = await createAccount(app.services, {
        role: ROLE_OF[caller],
        plan: caller === 'subscriber' ? 'pro' : undefined,
      });
    }
    protectedRoutes = restSurfaces(app.services).api.routes.filter((route) => route.roles);
  });
  afterAll(() => app.close());

  it('has protected routes to check', () => {
    const names = protectedRoutes.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'get /auth/me',
        'get /user-profile',
        'put /user-profile',
        'post /user-subscription',
        'post /process-payment',
        'get /expert-application',
        'post /expert-application',
        'get /admin/expert-applications',
        'post /admin/expert-applications/:id/approve',
        'post /admin/expert-applications/:id/reject',
        'post /expert-hire-request',
        'get /expert-hire-request/:id',
        'post /expert-hire-request/applications/:id/accept',
        'get /expert-projects',
        'post /expert-hire-request/:id/applications',
        'post /expert-applications/:id/withdraw',
      ]),
    );
  });

  it.each(CALLERS)('%s: refused exactly where the route says', async (caller) => {
    const problems: string[] = [];
    for (const route of protectedRoutes) {
      const path = `/api${route.path.replace(/:\w+/g, '00000000-0000-4000-a000-000000000000')}`;
      const headers = caller === 'anonymous' ? {} : accounts[caller].headers;
      const init: RequestInit = {
        method: route.method.toUpperCase(),
        headers: { 'content-type': 'application/json', ...headers },
        body: route.method === 'get' ? undefined : '{}',
      };
      const res = await fetch(app.baseUrl + path, init);
      const { status } = res;
      const allowed = route.roles!.length === 0 || route.roles!.includes(roleOf(caller)!);
      const expected = caller === 'anonymous' ? 401 : allowed ? 'past the edge' : 403;
      // The edge's refusals are `unauthorized` and `forbidden`; a service's own 403 (a plan
      // needed: `subscription_required`) is past the edge.
      const { error } = (await res.json().catch(() => ({}))) as { error?: string };
      const atEdge = status === 401 || (status === 403 && error === 'forbidden');
      const got = atEdge ? status : 'past the edge';
      if (got !== expected)
        problems.push(`${route.method} ${path}: ${status}, expected ${expected}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses GraphQL operations that need an account to a visitor', async () => {
    for (const operation of [
      'mutation { updateProfile(input: {name: "x", email: "x@example.com"}) { token } }',
      'mutation { subscribe(input: {subscriptionId: "x"}) { status } }',
      'mutation { startPayment(input: {subscriptionId: "x", gateway: "test", currency: "USD", amount: 19}) { status } }',
      '{ myExpertApplication { id } }',
      '{ expertApplications { items { id } } }',
      'mutation { approveExpertApplication(id: "x") { id } }',
      'mutation { rejectExpertApplication(input: {id: "x", reason: "x"}) { id } }',
      '{ hireRequests { id } }',
      '{ openProjects { id } }',
      'mutation { acceptHireApplication(id: "x") { id } }',
      'mutation { startHirePayment(input: {requestId: "x"}) { status } }',
    ]) {
      const res = await app.graphql(operation);
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    }
  });
});

function roleOf(caller: Caller): Role | undefined {
  return caller === 'anonymous' ? undefined : ROLE_OF[caller];
}
