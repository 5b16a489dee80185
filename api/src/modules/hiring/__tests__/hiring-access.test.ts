import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import {
  applicationBody,
  applyTo,
  createRequest,
  newTemplate,
  requestBody,
} from './hiring.fixtures';

/** Who calls, relative to one pending request (by `owner`) with one application (by `applied`). */
const CALLERS = [
  'anonymous',
  'free',
  'subscriber',
  'owner',
  'applied',
  'otherExpert',
  'admin',
] as const;
type Caller = (typeof CALLERS)[number];

/** A fresh request with one application for every cell, so no call sees another's changes. */
interface Fixture {
  requestId: string;
  applicationId: string;
  templateId: string;
}

interface Endpoint {
  name: string;
  call: (fixture: Fixture) => { method: string; path: string; body?: unknown };
  /** The status each caller gets, in the order of CALLERS. */
  expected: number[];
}

const REQUEST = (f: Fixture) => `/api/expert-hire-request/${f.requestId}`;
const APPLICATION = (f: Fixture) => `/api/expert-hire-request/applications/${f.applicationId}`;

/**
 * The role × endpoint × ownership matrix of hiring: a visitor gets 401 everywhere; a
 * caller without the role 403 at the edge; a stranger 404 for a record they cannot see (never
 * its data); a participant without the permission 403; the owner what the state allows.
 */
const MATRIX: Endpoint[] = [
  {
    name: 'create a request',
    call: (f) => ({
      method: 'POST',
      path: '/api/expert-hire-request',
      body: requestBody(f.templateId),
    }),
    expected: [401, 403, 201, 409, 403, 403, 403],
  },
  {
    name: 'list own requests',
    call: () => ({ method: 'GET', path: '/api/expert-hire-request' }),
    expected: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'check a template',
    call: (f) => ({
      method: 'GET',
      path: `/api/expert-hire-request/check?templateId=${f.templateId}`,
    }),
    expected: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'read a request',
    call: (f) => ({ method: 'GET', path: REQUEST(f) }),
    expected: [401, 404, 404, 200, 200, 404, 404],
  },
  {
    name: "read a request's applications",
    call: (f) => ({ method: 'GET', path: `${REQUEST(f)}/applications` }),
    expected: [401, 404, 404, 200, 200, 404, 404],
  },
  {
    name: 'cancel',
    call: (f) => ({ method: 'POST', path: `${REQUEST(f)}/cancel` }),
    expected: [401, 404, 404, 200, 403, 404, 404],
  },
  {
    name: 'complete',
    call: (f) => ({ method: 'POST', path: `${REQUEST(f)}/complete` }),
    expected: [401, 404, 404, 409, 403, 404, 404],
  },
  {
    name: 'leave feedback',
    call: (f) => ({
      method: 'POST',
      path: `${REQUEST(f)}/feedback`,
      body: { rating: 5, message: 'Good' },
    }),
    expected: [401, 404, 404, 409, 403, 404, 404],
  },
  {
    name: 'start the payment',
    call: (f) => ({ method: 'POST', path: `${REQUEST(f)}/create-payment-intent` }),
    expected: [401, 404, 404, 409, 403, 404, 404],
  },
  {
    name: 'accept',
    call: (f) => ({ method: 'POST', path: `${APPLICATION(f)}/accept` }),
    expected: [401, 404, 404, 200, 403, 404, 404],
  },
  {
    name: 'reject',
    call: (f) => ({ method: 'POST', path: `${APPLICATION(f)}/reject` }),
    expected: [401, 404, 404, 200, 403, 404, 404],
  },
  {
    name: 'browse open projects',
    call: () => ({ method: 'GET', path: '/api/expert-projects' }),
    expected: [401, 403, 403, 403, 200, 200, 200],
  },
  {
    name: 'apply',
    call: (f) => ({ method: 'POST', path: `${REQUEST(f)}/applications`, body: applicationBody() }),
    expected: [401, 403, 403, 403, 409, 201, 201],
  },
  {
    name: 'list own applications',
    call: () => ({ method: 'GET', path: '/api/expert-applications' }),
    expected: [401, 403, 403, 403, 200, 200, 200],
  },
  {
    name: 'withdraw',
    call: (f) => ({ method: 'POST', path: `/api/expert-applications/${f.applicationId}/withdraw` }),
    expected: [401, 403, 403, 403, 200, 404, 404],
  },
];

/** The GraphQL operations of the same endpoints, with the codes REST's statuses map to. */
const GRAPHQL: Array<{
  name: string;
  query: string;
  variables: (f: Fixture) => Record<string, unknown>;
  expected: string[];
}> = [
  {
    name: 'hireRequest',
    query: 'query ($id: ID!) { hireRequest(id: $id) { id } }',
    variables: (f) => ({ id: f.requestId }),
    expected: ['UNAUTHORIZED', 'NOT_FOUND', 'NOT_FOUND', 'OK', 'OK', 'NOT_FOUND', 'NOT_FOUND'],
  },
  {
    name: 'cancelHireRequest',
    query: 'mutation ($id: ID!) { cancelHireRequest(id: $id) { id } }',
    variables: (f) => ({ id: f.requestId }),
    expected: [
      'UNAUTHORIZED',
      'NOT_FOUND',
      'NOT_FOUND',
      'OK',
      'FORBIDDEN',
      'NOT_FOUND',
      'NOT_FOUND',
    ],
  },
  {
    name: 'acceptHireApplication',
    query: 'mutation ($id: ID!) { acceptHireApplication(id: $id) { id } }',
    variables: (f) => ({ id: f.applicationId }),
    expected: [
      'UNAUTHORIZED',
      'NOT_FOUND',
      'NOT_FOUND',
      'OK',
      'FORBIDDEN',
      'NOT_FOUND',
      'NOT_FOUND',
    ],
  },
  {
    name: 'withdrawHireApplication',
    query: 'mutation ($id: ID!) { withdrawHireApplication(id: $id) { id } }',
    variables: (f) => ({ id: f.applicationId }),
    expected: [
      'UNAUTHORIZED',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
      'OK',
      'NOT_FOUND',
      'NOT_FOUND',
    ],
  },
  {
    name: 'startHirePayment',
    query: 'mutation ($id: ID!) { startHirePayment(input: { requestId: $id }) { status } }',
    variables: (f) => ({ id: f.requestId }),
    expected: [
      'UNAUTHORIZED',
      'NOT_FOUND',
      'NOT_FOUND',
      'CONFLICT',
      'FORBIDDEN',
      'NOT_FOUND',
      'NOT_FOUND',
    ],
  },
  {
    name: 'openProjects',
    query: '{ openProjects { id } }',
    variables: () => ({}),
    expected: ['UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'OK', 'OK', 'OK'],
  },
  {
    name: 'myApplications',
    query: '{ myApplications { counts { total } } }',
    variables: () => ({}),
    expected: ['UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'OK', 'OK', 'OK'],
  },
  {
    name: 'expertReputation',
    query: '{ expertReputation { ratingCount } }',
    variables: () => ({}),
    expected: ['UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'OK', 'OK', 'OK'],
  },
  {
    name: 'hireRequests',
    query: '{ hireRequests { id } }',
    variables: () => ({}),
    expected: ['UNAUTHORIZED', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK'],
  },
  {
    name: 'createHireRequest',
    query: 'mutation ($input: CreateHireRequestInput!) { createHireRequest(input: $input) { id } }',
    variables: (f) => ({ input: requestBody(f.templateId) }),
    expected: [
      'UNAUTHORIZED',
      'SUBSCRIPTION_REQUIRED',
      'OK',
      'CONFLICT',
      'SUBSCRIPTION_REQUIRED',
      'SUBSCRIPTION_REQUIRED',
      'SUBSCRIPTION_REQUIRED',
    ],
  },
];

describe('who may do what in hiring', () => {
  let app: TestApp;
  const accounts = {} as Record<Exclude<Caller, 'anonymous'>, TestAccount>;

  beforeAll(async () => {
    app = await createTestApp();
    accounts.free = await createAccount(app.services);
    accounts.subscriber = await createAccount(app.services, { plan: 'pro' });
    accounts.owner = await createAccount(app.services, { plan: 'pro', name: 'Owner Secret' });
    accounts.applied = await createAccount(app.services, { role: 'expert' });
    accounts.otherExpert = await createAccount(app.services, { role: 'expert' });
    accounts.admin = await createAccount(app.services, { role: 'admin' });
  });
  afterAll(() => app.close());

  const headersOf = (caller: Caller) => (caller === 'anonymous' ? {} : accounts[caller].headers);

  async function fixture(): Promise<Fixture> {
    const templateId = await newTemplate(app);
    const request = await createRequest(app, accounts.owner, templateId);
    const application = await applyTo(app, accounts.applied, request._id);
    return { requestId: request._id, applicationId: application._id, templateId };
  }

  it.each(MATRIX.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      const got: Record<string, number> = {};
      for (const caller of CALLERS) {
        const { method, path, body } = endpoint.call(await fixture());
        const res = await fetch(app.baseUrl + path, {
          method,
          headers: {
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...headersOf(caller),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        const text = await res.text();
        got[caller] = res.status;
        if (res.status === 404) expect(JSON.parse(text).message).toMatch(/not found$/);
        if (caller !== 'owner') {
          expect(text).not.toContain(accounts.owner.id);
          expect(text).not.toContain('Owner Secret');
        }
      }
      expect(got).toEqual(
        Object.fromEntries(CALLERS.map((caller, i) => [caller, endpoint.expected[i]])),
      );
    },
  );

  it.each(GRAPHQL.map((operation) => [operation.name, operation] as const))(
    'GraphQL %s',
    async (_name, operation) => {
      const got: Record<string, string> = {};
      for (const caller of CALLERS) {
        const res = await app.graphql(
          operation.query,
          operation.variables(await fixture()),
          headersOf(caller),
        );
        got[caller] = res.body.errors?.[0]?.extensions.code ?? 'OK';
      }
      expect(got).toEqual(
        Object.fromEntries(CALLERS.map((caller, i) => [caller, operation.expected[i]])),
      );
    },
  );
});
