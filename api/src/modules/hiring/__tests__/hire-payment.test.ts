import { createTestApp, type TestApp } from '../../../../test/app';
import type { PaymentRecord } from '../../payments/payment.repository';
import {
  acceptAndPay,
  applyTo,
  completedProject,
  createCast,
  createRequest,
  newTemplate,
  systemMessages,
  transitions,
  type HiringCast,
} from './hiring.fixtures';

/** Paying for a request activates it exactly once, however often the payment completes. */
describe('paying for a hire request', () => {
  let app: TestApp;
  let cast: HiringCast;
  const logs: string[] = [];

  beforeAll(async () => {
    app = await createTestApp({ logs });
    cast = await createCast(app);
  });
  afterAll(() => app.close());

  const payments = (requestId: string) =>
    app.services.db.query<Pick<PaymentRecord, 'amount' | 'currency' | 'status' | 'purpose'>>(
      `SELECT amount, currency, status, purpose FROM payments WHERE reference = $1`,
      [requestId],
    );
  const startPayment = (requestId: string, body?: unknown, headers = cast.client.headers) =>
    app.post(`/api/expert-hire-request/${requestId}/create-payment-intent`, body, headers);

  /** A request with three applications, the first accepted. */
  async function requestInSelection() {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const chosen = await applyTo(app, cast.expert, request._id, {
      proposedBudget: { currency: 'EUR', amount: 1234.56 },
    });
    const other = await applyTo(app, cast.otherExpert, request._id);
    await app.post(
      `/api/expert-hire-request/applications/${chosen._id}/accept`,
      undefined,
      cast.client.headers,
    );
    return { request, chosen, other };
  }

  it('charges the accepted budget, and completion activates the request and closes the others', async () => {
    const { request, chosen, other } = await requestInSelection();
    const started = await startPayment(request._id, { gateway: 'test' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      success: true,
      paymentResult: { status: 'pending', paymentUrl: expect.stringContaining('/checkout/test/') },
    });
    expect(await payments(request._id)).toEqual([
      { amount: 123456, currency: 'EUR', status: 'pending', purpose: 'hire_request' },
    ]);
    const sessionId = started.body.paymentResult.sessionId;
    const paid = await app.post(
      `/api/payments/test/${sessionId}/complete`,
      undefined,
      cast.client.headers,
    );
    expect(paid.body.redirectUrl).toBe('/dashboard?section=hire-requests&payment=success');

    const after = (await app.get(`/api/expert-hire-request/${request._id}`, cast.client.headers))
      .body.request;
    expect(after.status).toBe('active');
    expect(after.expertApplications.map((a: { status: string }) => a.status)).toEqual([
      'accepted',
      'rejected',
    ]);
    expect(await transitions(app, request._id)).toEqual([
      { from: 'pending', to: 'in_selection', event: 'accept' },
      { from: 'in_selection', to: 'active', event: 'pay' },
    ]);
    expect((await systemMessages(app, request._id))[chosen._id]).toEqual([
      'The client accepted this application.',
      'Payment received: the project is active.',
    ]);
    expect((await systemMessages(app, request._id))[other._id]).toEqual([
      "The client accepted another expert's application.",
      'The client started the project with another expert; this application was closed.',
    ]);
  });

  it('ignores an amount the client sends: the server charges the accepted budget', async () => {
    const { request } = await requestInSelection();
    const started = await startPayment(request._id, { amount: 1, currency: 'USD' });
    expect(started.status).toBe(200);
    expect((await payments(request._id))[0]).toMatchObject({ amount: 123456, currency: 'EUR' });
  });

  it('activates once when the payment is completed twice, or twice at once', async () => {
    for (const mode of ['one after the other', 'at once']) {
      const { request } = await requestInSelection();
      const sessionId = (await startPayment(request._id)).body.paymentResult.sessionId;
      const complete = () =>
        app.post(`/api/payments/test/${sessionId}/complete`, undefined, cast.client.headers);
      const answers =
        mode === 'at once'
          ? await Promise.all([complete(), complete()])
          : [await complete(), await complete()];
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      const pays = (await transitions(app, request._id)).filter((row) => row.event === 'pay');
      expect({ mode, pays: pays.length }).toEqual({ mode, pays: 1 });
    }
  });

  it('hands back the open checkout instead of opening a second one, also for two calls at once', async () => {
    const { request } = await requestInSelection();
    const first = (await startPayment(request._id)).body.paymentResult;
    const again = (await startPayment(request._id, { gateway: 'test' })).body.paymentResult;
    expect(again).toMatchObject({ sessionId: first.sessionId, paymentUrl: first.paymentUrl });
    const other = await requestInSelection();
    const both = await Promise.all([
      startPayment(other.request._id),
      startPayment(other.request._id),
    ]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    expect(both[1].body.paymentResult.sessionId).toBe(both[0].body.paymentResult.sessionId);
    expect(await payments(request._id)).toHaveLength(1);
    expect(await payments(other.request._id)).toHaveLength(1);
  });

  it('logs a second paid payment for an active request as needing a refund, and changes nothing', async () => {
    const { request } = await requestInSelection();
    const first = (await startPayment(request._id)).body.paymentResult.sessionId;
    // A second checkout for the same request, as one opened elsewhere or before the reuse rule.
    const [second] = await app.services.db.query<{ id: string }>(
      `INSERT INTO payments (user_id, purpose, reference, amount, currency, description, gateway,
         return_url, cancel_url)
       SELECT user_id, purpose, reference, amount, currency, description, gateway, return_url,
              cancel_url FROM payments WHERE id = $1 RETURNING id`,
      [first],
    );
    await app.post(`/api/payments/test/${first}/complete`, undefined, cast.client.headers);
    logs.length = 0;
    const late = await app.post(
      `/api/payments/test/${second.id}/complete`,
      undefined,
      cast.client.headers,
    );
    expect(late.status).toBe(200);
    expect((await transitions(app, request._id)).map((row) => row.event)).toEqual([
      'accept',
      'pay',
    ]);
    const messages = Object.values(await systemMessages(app, request._id)).flat();
    expect(messages.filter((text) => text.startsWith('Payment received'))).toHaveLength(1);
    const refund = logs.map((line) => JSON.parse(line)).find((line) => /refund/.test(line.msg));
    expect(refund).toMatchObject({ payment: second.id, request: request._id, status: 'active' });
  });

  it('opens a checkout only for the client of a request awaiting payment', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const application = await applyTo(app, cast.expert, request._id);
    const early = await startPayment(request._id);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(
      /^This request is pending; only a request with an accepted application/,
    );
    await app.post(
      `/api/expert-hire-request/applications/${application._id}/accept`,
      undefined,
      cast.client.headers,
    );
    expect((await startPayment(request._id, undefined, cast.expert.headers)).status).toBe(403);
    expect((await startPayment(request._id, undefined, cast.otherExpert.headers)).status).toBe(404);
    const unknownGateway = await startPayment(request._id, { gateway: 'paypal' });
    expect(unknownGateway.body.fields).toEqual({ gateway: 'is not an available payment method' });
    const elsewhere = await startPayment(request._id, { returnUrl: 'https://evil.example/' });
    expect(elsewhere.body.fields).toEqual({ returnUrl: 'must be a page of this site' });
  });

  it('completes an active project and takes the client’s feedback once', async () => {
    const { request, chosen } = await requestInSelection();
    await app.post(
      `/api/expert-hire-request/applications/${chosen._id}/accept`,
      undefined,
      cast.client.headers,
    );
    const sessionId = (await startPayment(request._id)).body.paymentResult.sessionId;
    await app.post(`/api/payments/test/${sessionId}/complete`, undefined, cast.client.headers);
    const done = await app.post(
      `/api/expert-hire-request/${request._id}/complete`,
      undefined,
      cast.client.headers,
    );
    expect(done.body.request.status).toBe('completed');
    expect((await systemMessages(app, request._id))[chosen._id].at(-1)).toBe(
      'The client marked the project as completed.',
    );

    const path = `/api/expert-hire-request/${request._id}/feedback`;
    expect(
      (await app.post(path, { rating: 5, message: 'Great' }, cast.expert.headers)).status,
    ).toBe(403);
    const rated = await app.post(
      path,
      { rating: 4, message: '  Solid work.  ' },
      cast.client.headers,
    );
    expect(rated.status).toBe(200);
    expect(rated.body.application).toMatchObject({
      _id: chosen._id,
      feedback: { rating: 4, message: 'Solid work.' },
    });
    const again = await app.post(
      path,
      { rating: 1, message: 'Changed my mind' },
      cast.client.headers,
    );
    expect([again.status, again.body.message]).toEqual([
      409,
      'Feedback was already left for this project.',
    ]);
    const seen = await app.get('/api/expert-applications?status=accepted', cast.expert.headers);
    const card = seen.body.applications.find((a: { _id: string }) => a._id === chosen._id);
    expect(card.feedback).toMatchObject({ rating: 4, message: 'Solid work.' });
    expect(card.expert.reputation.completedProjects).toBeGreaterThanOrEqual(1);
  });

  it('cancelling closes the open checkout and the pending applications: paying it afterwards is refused', async () => {
    const { request, chosen, other } = await requestInSelection();
    const sessionId = (await startPayment(request._id)).body.paymentResult.sessionId;
    await app.post(
      `/api/expert-hire-request/${request._id}/cancel`,
      undefined,
      cast.client.headers,
    );
    const paid = await app.post(
      `/api/payments/test/${sessionId}/complete`,
      undefined,
      cast.client.headers,
    );
    expect([paid.status, paid.body.message]).toEqual([
      409,
      'This payment was cancelled and cannot be paid',
    ]);
    expect((await payments(request._id))[0].status).toBe('cancelled');
    expect((await transitions(app, request._id)).map((row) => row.event)).toEqual([
      'accept',
      'cancel',
    ]);
    const after = (await app.get(`/api/expert-hire-request/${request._id}`, cast.client.headers))
      .body.request;
    expect(after.expertApplications.map((a: { status: string }) => a.status)).toEqual([
      'accepted',
      'rejected',
    ]);
    const messages = await systemMessages(app, request._id);
    expect([messages[chosen._id].at(-1), messages[other._id].at(-1)]).toEqual([
      'The client cancelled this request.',
      'The client cancelled this request.',
    ]);
  });

  it('a cancel racing the payment’s completion: one of them wins, the other is a 409, never a 500', async () => {
    for (let round = 0; round < 20; round += 1) {
      const { request } = await requestInSelection();
      const sessionId = (await startPayment(request._id)).body.paymentResult.sessionId;
      const [cancelled, paid] = await Promise.all([
        app.post(`/api/expert-hire-request/${request._id}/cancel`, undefined, cast.client.headers),
        app.post(`/api/payments/test/${sessionId}/complete`, undefined, cast.client.headers),
      ]);
      const statuses = [cancelled.status, paid.status].sort().join(',');
      expect(statuses).toBe('200,409');
      const after = (await app.get(`/api/expert-hire-request/${request._id}`, cast.client.headers))
        .body.request;
      const [payment] = await payments(request._id);
      if (paid.status === 200) {
        expect([after.status, payment.status]).toEqual(['active', 'paid']);
      } else {
        expect([after.status, payment.status]).toEqual(['cancelled', 'cancelled']);
      }
    }
  });

  it('refuses a checkout for a cancelled or completed request', async () => {
    const cancelled = await createRequest(app, cast.client, await newTemplate(app));
    await app.post(`/api/expert-hire-request/${cancelled._id}/cancel`, {}, cast.client.headers);
    const completed = await completedProject(app, cast.client, cast.expert, await newTemplate(app));
    for (const [id, state] of [
      [cancelled._id, 'cancelled'],
      [completed.requestId, 'completed'],
    ]) {
      const res = await startPayment(id);
      expect([res.status, res.body.message]).toEqual([
        409,
        `This request is ${state}; only a request with an accepted application awaiting payment can be paid for.`,
      ]);
    }
  });

  it('opens a checkout for a call without any body, as the web sends it', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const application = await applyTo(app, cast.expert, request._id);
    await acceptAndPay(app, cast.client, request._id, application._id);
    expect(
      (await app.get(`/api/expert-hire-request/${request._id}`, cast.client.headers)).body.request
        .status,
    ).toBe('active');
  });
});
