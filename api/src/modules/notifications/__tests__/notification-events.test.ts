import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { PLANS } from '../../accounts/plans';
import { validForm } from '../../experts/__tests__/expert-forms';
import { say } from '../../chat/__tests__/chat.fixtures';
import {
  acceptAndPay,
  applyTo,
  createCast,
  createRequest,
  newTemplate,
  type HiringCast,
} from '../../hiring/__tests__/hiring.fixtures';
import { notificationsOf, kindsOf } from './notification.fixtures';

const PRO = PLANS[1];

/**
 * Every event that notifies tells the right person, in the transaction of the event: what it
 * says, and where its link leads. The texts never name the other side (the workspace is
 * anonymous).
 */
describe('what each event tells whom', () => {
  let app: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    app = await createTestApp();
  });
  beforeEach(async () => {
    cast = await createCast(app);
  });
  afterAll(() => app.close());

  const post = (path: string, who: TestAccount, body: unknown = {}) =>
    app.post(path, body, who.headers);

  it('tells the client an expert applied, with a link to that application', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app, 'Lead Router'));
    const application = await applyTo(app, cast.expert, request._id);
    const [told] = await notificationsOf(app, cast.client);
    expect(told).toMatchObject({
      kind: 'expert_applied',
      title: 'An expert applied to your request',
      body: expect.stringContaining('"Lead Router"'),
      link: `/dashboard?section=hire-requests&request=${request._id}&application=${application._id}`,
      read: false,
    });
    expect(JSON.stringify(told)).not.toContain('Erin');
    expect(await notificationsOf(app, cast.expert)).toEqual([]);
  });

  it('tells an expert their application was accepted or declined', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app, 'Invoice Sync'));
    const accepted = await applyTo(app, cast.expert, request._id);
    const declined = await applyTo(app, cast.otherExpert, request._id);
    expect(
      (await post(`/api/expert-hire-request/applications/${declined._id}/reject`, cast.client))
        .status,
    ).toBe(200);
    expect(
      (await post(`/api/expert-hire-request/applications/${accepted._id}/accept`, cast.client))
        .status,
    ).toBe(200);
    expect(await notificationsOf(app, cast.expert)).toEqual([
      expect.objectContaining({
        kind: 'application_accepted',
        link: `/dashboard?section=expert-applications&application=${accepted._id}`,
        body: expect.stringContaining('"Invoice Sync"'),
      }),
    ]);
    expect(await notificationsOf(app, cast.otherExpert)).toEqual([
      expect.objectContaining({
        kind: 'application_rejected',
        link: `/dashboard?section=expert-applications&application=${declined._id}`,
      }),
    ]);
    expect(JSON.stringify(await notificationsOf(app, cast.otherExpert))).not.toContain('Casey');
  });

  it('tells both sides when the payment makes the project active, then the expert of completion and feedback', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const application = await applyTo(app, cast.expert, request._id);
    await acceptAndPay(app, cast.client, request._id, application._id);
    expect(await kindsOf(app, cast.client)).toEqual(['expert_applied', 'project_active']);
    expect(await kindsOf(app, cast.expert)).toEqual(['application_accepted', 'project_active']);

    expect(
      (await post(`/api/expert-hire-request/${request._id}/complete`, cast.client)).status,
    ).toBe(200);
    const rated = await post(`/api/expert-hire-request/${request._id}/feedback`, cast.client, {
      rating: 4,
      message: 'Good work.',
    });
    expect(rated.status).toBe(200);
    const [feedback, completed] = await notificationsOf(app, cast.expert);
    expect(completed.kind).toBe('project_completed');
    expect(feedback).toMatchObject({
      kind: 'feedback_received',
      body: expect.stringContaining('4 out of 5'),
      link: `/dashboard?section=expert-applications&application=${application._id}`,
    });
    // The client's own moves do not notify the client.
    expect(await kindsOf(app, cast.client)).toEqual(['expert_applied', 'project_active']);
  });

  it('tells nothing when an event is refused: a second feedback, an accept of a declined application', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app));
    const application = await applyTo(app, cast.expert, request._id);
    await post(`/api/expert-hire-request/applications/${application._id}/reject`, cast.client);
    const again = await post(
      `/api/expert-hire-request/applications/${application._id}/accept`,
      cast.client,
    );
    expect(again.status).toBe(409);
    expect(await kindsOf(app, cast.expert)).toEqual(['application_rejected']);
  });

  it('tells an applicant the decision on their expert application', async () => {
    const approvedOne = await createAccount(app.services, { plan: 'pro' });
    const rejectedOne = await createAccount(app.services, { plan: 'pro' });
    const submit = async (who: TestAccount) =>
      (await app.post('/api/expert-application', validForm(), who.headers)).body.application._id;
    const a = await submit(approvedOne);
    const b = await submit(rejectedOne);
    expect((await post(`/api/admin/expert-applications/${a}/approve`, cast.admin)).status).toBe(
      200,
    );
    expect(
      (
        await post(`/api/admin/expert-applications/${b}/reject`, cast.admin, {
          reason: 'Too little <b>n8n</b> work shown.',
        })
      ).status,
    ).toBe(200);
    // A second decision is refused and tells nothing more.
    expect((await post(`/api/admin/expert-applications/${b}/approve`, cast.admin)).status).toBe(
      409,
    );
    expect(await notificationsOf(app, approvedOne)).toEqual([
      expect.objectContaining({
        kind: 'expert_application_approved',
        link: '/dashboard?section=expert-applications',
      }),
    ]);
    expect(await notificationsOf(app, rejectedOne)).toEqual([
      expect.objectContaining({
        kind: 'expert_application_rejected',
        body: 'Your expert application was declined: Too little <b>n8n</b> work shown.',
      }),
    ]);
  });

  it('tells a payer their plan payment completed', async () => {
    const payer = await createAccount(app.services);
    const started = await app.post(
      '/api/process-payment',
      {
        subscriptionId: PRO.id,
        gateway: 'test',
        currency: 'USD',
        amount: PRO.priceMinor / 100,
        description: 'FlowVault Pro',
      },
      payer.headers,
    );
    expect(started.status).toBe(200);
    const { sessionId } = started.body.paymentResult;
    expect(await notificationsOf(app, payer)).toEqual([]);
    await app.post(`/api/payments/test/${sessionId}/complete`, {}, payer.headers);
    // Completing it again (a retry, a replayed webhook) tells nothing twice.
    await app.get(`/api/payments/session/${sessionId}`, payer.headers);
    expect(await notificationsOf(app, payer)).toEqual([
      expect.objectContaining({
        kind: 'plan_payment_completed',
        title: `Your ${PRO.name} plan is active`,
        link: '/dashboard?section=subscription',
      }),
    ]);
  });

  it('tells a cancelled plan holder once that their period ends within three days, whichever process looks', async () => {
    const soon = await createAccount(app.services, { plan: 'pro' });
    const later = await createAccount(app.services, { plan: 'pro' });
    const renewing = await createAccount(app.services, { plan: 'pro' });
    for (const account of [soon, later]) {
      await app.post('/api/user-subscription/cancel', {}, account.headers);
    }
    await app.services.db.query(
      `UPDATE user_subscriptions SET current_period_end = now() + interval '2 days'
        WHERE user_id = ANY($1)`,
      [[soon.id, renewing.id]],
    );
    await app.services.db.query(
      `UPDATE user_subscriptions SET current_period_end = now() + interval '20 days' WHERE user_id = $1`,
      [later.id],
    );
    const second = await createTestApp({ databaseUrl: app.databaseUrl });
    try {
      await Promise.all([
        app.services.notifications.sweepPeriodsEnding(),
        second.services.notifications.sweepPeriodsEnding(),
        app.services.notifications.sweepPeriodsEnding(),
      ]);
    } finally {
      await second.close();
    }
    expect(await kindsOf(app, soon)).toEqual(['plan_period_ending']);
    expect(await kindsOf(app, later)).toEqual([]);
    // A plan that renews does not end.
    expect(await kindsOf(app, renewing)).toEqual([]);
    // Read or not, the same period is not told again.
    await app.post('/api/notifications/read', { all: true }, soon.headers);
    await app.services.notifications.sweepPeriodsEnding();
    expect(await kindsOf(app, soon)).toEqual(['plan_period_ending']);
  });

  it('tells a side of a chat message while they are away, once per thread until they read it', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app, 'Chat Flow'));
    const application = await applyTo(app, cast.expert, request._id);
    await say(app, cast.expert, request._id, 'Hello from the expert');
    await say(app, cast.expert, request._id, 'A second message');
    const chat = (await notificationsOf(app, cast.client)).filter((n) => n.kind === 'chat_message');
    expect(chat).toEqual([
      expect.objectContaining({
        title: 'New message about "Chat Flow"',
        body: 'The expert: Hello from the expert',
        link: `/dashboard?section=hire-requests&request=${request._id}&application=${application._id}`,
      }),
    ]);
    // The sender is not told of their own message.
    expect((await kindsOf(app, cast.expert)).filter((k) => k === 'chat_message')).toEqual([]);
    // Reading the thread reads its notification; the next message tells again.
    const read = await app.post(
      `/api/expert-hire-request/${request._id}/chat/read?applicationId=${application._id}`,
      {},
      cast.client.headers,
    );
    expect(read.status).toBe(200);
    expect(
      (await notificationsOf(app, cast.client)).find((n) => n.kind === 'chat_message')?.read,
    ).toBe(true);
    await say(app, cast.expert, request._id, 'Third');
    const unreadChat = (await notificationsOf(app, cast.client)).filter(
      (n) => n.kind === 'chat_message' && !n.read,
    );
    expect(unreadChat.map((n) => n.body)).toEqual(['The expert: Third']);
  });

  it('quotes at most 140 characters of a message, never cutting an emoji in half', async () => {
    const request = await createRequest(app, cast.client, await newTemplate(app, 'Emoji Flow'));
    await applyTo(app, cast.expert, request._id);
    const family = '👨‍👩‍👧';
    // The 139th character, where the quote is cut, is an emoji of eight UTF-16 units.
    await say(app, cast.expert, request._id, `${'a'.repeat(138)}${family}${'b'.repeat(20)}`);
    const [notice] = (await notificationsOf(app, cast.client)).filter(
      (n) => n.kind === 'chat_message',
    );
    expect(notice.body).toBe(`The expert: ${'a'.repeat(138)}${family}…`);
    expect(notice.body).not.toContain('\uFFFD');
  });
});
