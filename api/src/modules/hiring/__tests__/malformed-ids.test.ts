import { createTestApp, type TestApp } from '../../../../test/app';
import { applicationBody, createCast, type HiringCast } from './hiring.fixtures';

/** Ids that name no record: blank, not a uuid, a uuid of nothing. */
const IDS = ['%20', 'nope', '00000000-0000-4000-8000-000000000000'];

/**
 * An id in the path or in a GraphQL input is looked up, never validated as a field: one that
 * names no record the caller may see, malformed or not, is a 404 NOT_FOUND on every hiring path,
 * and a valid body with it is not checked again as if the id were one of its fields.
 */
describe('malformed and unknown ids on hiring paths', () => {
  let app: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterAll(() => app.close());

  it.each(IDS)(
    'answers 404 for %s on every REST path that names a request or application',
    async (id) => {
      const calls: Array<[string, string, unknown, Record<string, string>]> = [
        ['get', `/api/expert-hire-request/${id}`, undefined, cast.client.headers],
        ['get', `/api/expert-hire-request/${id}/applications`, undefined, cast.client.headers],
        ['post', `/api/expert-hire-request/${id}/cancel`, undefined, cast.client.headers],
        ['post', `/api/expert-hire-request/${id}/complete`, undefined, cast.client.headers],
        [
          'post',
          `/api/expert-hire-request/${id}/feedback`,
          { rating: 5, message: 'Great work.' },
          cast.client.headers,
        ],
        ['post', `/api/expert-hire-request/${id}/create-payment-intent`, {}, cast.client.headers],
        [
          'post',
          `/api/expert-hire-request/${id}/applications`,
          applicationBody(),
          cast.expert.headers,
        ],
        ['post', `/api/expert-applications/${id}/withdraw`, undefined, cast.expert.headers],
        [
          'post',
          `/api/expert-hire-request/applications/${id}/accept`,
          undefined,
          cast.client.headers,
        ],
        [
          'post',
          `/api/expert-hire-request/applications/${id}/reject`,
          undefined,
          cast.client.headers,
        ],
      ];
      for (const [method, path, body, headers] of calls) {
        const res =
          method === 'get' ? await app.get(path, headers) : await app.post(path, body, headers);
        expect({ path, status: res.status, error: res.body.error }).toEqual({
          path,
          status: 404,
          error: 'not_found',
        });
      }
    },
  );

  it.each([' ', 'nope', '00000000-0000-4000-8000-000000000000'])(
    'answers NOT_FOUND for the requestId %j of the GraphQL inputs',
    async (requestId) => {
      const calls: Array<[string, Record<string, unknown>, Record<string, string>]> = [
        [
          'mutation ($input: HireFeedbackInput!) { leaveHireFeedback(input: $input) { id } }',
          { requestId, rating: 5, message: 'Great work.' },
          cast.client.headers,
        ],
        [
          'mutation ($input: HirePaymentInput!) { startHirePayment(input: $input) { status } }',
          { requestId },
          cast.client.headers,
        ],
        [
          'mutation ($input: ApplyToHireRequestInput!) { applyToHireRequest(input: $input) { id } }',
          { ...applicationBody(), requestId },
          cast.expert.headers,
        ],
      ];
      for (const [query, input, headers] of calls) {
        const res = await app.graphql(query, { input }, headers);
        expect({ query, error: res.body.errors?.[0] }).toMatchObject({
          query,
          error: { message: 'Hire request not found', extensions: { code: 'NOT_FOUND' } },
        });
      }
    },
  );
});
