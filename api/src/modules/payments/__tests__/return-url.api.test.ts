import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { PLANS } from '../../accounts/plans';
import { RETURN_URLS_ELSEWHERE } from './return-urls-elsewhere';

const PRO = PLANS[1];

/** No checkout, donation or plan, may return a payer to another site. */
describe('return addresses that normalise to another host', () => {
  let app: TestApp;
  let account: TestAccount;

  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:4000' } });
    account = await createAccount(app.services);
  });
  afterAll(() => app.close());

  const payments = async () =>
    (
      await app.services.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM payments`)
    )[0].count;
  const plan = { subscriptionId: PRO.id, gateway: 'test', currency: 'USD', amount: 19 };
  const donation = { amount: 5, gateway: 'test' };

  describe.each(['returnUrl', 'cancelUrl'])('as %s', (field) => {
    it.each(RETURN_URLS_ELSEWHERE)(
      '%j is refused on every surface and writes no payment',
      async (url) => {
        const rest = [
          await app.post('/api/donations', { ...donation, [field]: url }),
          await app.post('/api/process-payment', { ...plan, [field]: url }, account.headers),
        ];
        for (const res of rest) {
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({
            error: 'validation_error',
            fields: { [field]: 'must be a page of this site' },
          });
        }
        const graphql = [
          await app.graphql(
            'mutation($input: StartDonationInput!) { startDonation(input: $input) { paymentUrl } }',
            { input: { ...donation, [field]: url } },
          ),
          await app.graphql(
            'mutation($input: StartPaymentInput!) { startPayment(input: $input) { paymentUrl } }',
            { input: { ...plan, [field]: url } },
            account.headers,
          ),
        ];
        for (const res of graphql) {
          expect(res.body.data).toBeNull();
          expect(res.body.errors[0].extensions).toMatchObject({
            code: 'VALIDATION_ERROR',
            fields: { [field]: 'must be a page of this site' },
          });
        }
        expect(await payments()).toBe(0);
      },
    );
  });

  it('names both return addresses when both lead elsewhere, as every other problem is named at once', async () => {
    const both = { returnUrl: '/.//evil.com', cancelUrl: 'javascript:alert(1)' };
    const res = await app.post('/api/process-payment', { ...plan, ...both }, account.headers);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      returnUrl: 'must be a page of this site',
      cancelUrl: 'must be a page of this site',
    });
  });

  it('a page of this site, however spelled, is where the completed payment returns', async () => {
    const started = await app.post('/api/donations', {
      ...donation,
      returnUrl: 'HTTP://LOCALHOST:4000/a/../template/x/./?donation=thanks',
    });
    expect(started.status).toBe(200);
    const id = started.body.paymentResult.sessionId as string;
    const paid = await app.post(`/api/payments/test/${id}/complete`, {});
    expect(paid.body.redirectUrl).toBe('/template/x/?donation=thanks');
  });

  it('a return address sent as null is the default one, over REST and GraphQL', async () => {
    const rest = await app.post('/api/donations', {
      ...donation,
      returnUrl: null,
      cancelUrl: null,
    });
    const graphql = await app.graphql(
      'mutation($input: StartDonationInput!) { startDonation(input: $input) { session { id } } }',
      { input: { ...donation, returnUrl: null, cancelUrl: null } },
    );
    const ids = [rest.body.paymentResult.sessionId, graphql.body.data.startDonation.session.id];
    for (const id of ids) {
      const paid = await app.post(`/api/payments/test/${id}/complete`, {});
      expect(paid.body.redirectUrl).toBe(`/dashboard/upgrade-processing?session_id=${id}`);
    }
  });
});
