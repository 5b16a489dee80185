import { createAccount, type TestAccount } from '../../../../test/accounts';
import type { TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';

/** A valid request body; `overrides` replace fields (undefined removes one). */
export function requestBody(templateId: string, overrides: Record<string, unknown> = {}) {
  return {
    templateId,
    businessProblem: 'Our leads sit in a spreadsheet for days.',
    requirements: 'Route each new lead to a sales rep with a Slack alert.',
    timeline: '2 weeks',
    urgency: 'high',
    budget: { currency: 'USD', min: 100, max: 500.5 },
    industry: 'Software',
    companySize: '11-50',
    ...overrides,
  };
}

/** A valid application body. */
export function applicationBody(overrides: Record<string, unknown> = {}) {
  return {
    coverLetter: 'I have built this exact flow for three clients.',
    relevantExperience: 'Five years of n8n work.',
    approachDescription: 'A short call, a first version in days, then tests.',
    proposedTimeline: '10 days',
    proposedBudget: { currency: 'USD', amount: 250.75, explanation: 'Fixed price.' },
    relevantPortfolioItems: [
      {
        title: 'Lead routing',
        url: 'https://example.com/lead-routing',
        description: 'Leads routed in a minute.',
        technologies: ['n8n', 'Slack'],
      },
    ],
    ...overrides,
  };
}

/** The people of a hiring test: a subscribing client, two experts, a free user and an admin. */
export interface HiringCast {
  client: TestAccount;
  expert: TestAccount;
  otherExpert: TestAccount;
  freeUser: TestAccount;
  admin: TestAccount;
}

export async function createCast(app: TestApp): Promise<HiringCast> {
  return {
    client: await createAccount(app.services, { plan: 'pro', name: 'Casey Secret-Client' }),
    expert: await createAccount(app.services, { role: 'expert', name: 'Erin Expert' }),
    otherExpert: await createAccount(app.services, { role: 'expert', name: 'Olu Other' }),
    freeUser: await createAccount(app.services),
    admin: await createAccount(app.services, { role: 'admin' }),
  };
}

export async function newTemplate(app: TestApp, name?: string): Promise<string> {
  return (await buildTemplate(app.services.dataSource, { name })).id;
}

/** Creates a request over REST and returns its REST shape. */
export async function createRequest(
  app: TestApp,
  client: TestAccount,
  templateId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await app.post(
    '/api/expert-hire-request',
    requestBody(templateId, overrides),
    client.headers,
  );
  if (res.status !== 201) throw new Error(`create: ${res.status} ${res.text}`);
  return res.body.request;
}

/** Applies over REST and returns the application's REST shape. */
export async function applyTo(
  app: TestApp,
  expert: TestAccount,
  requestId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await app.post(
    `/api/expert-hire-request/${requestId}/applications`,
    applicationBody(overrides),
    expert.headers,
  );
  if (res.status !== 201) throw new Error(`apply: ${res.status} ${res.text}`);
  return res.body.application;
}

/** Accepts, pays with the test gateway and returns the payment's session id. */
export async function acceptAndPay(
  app: TestApp,
  client: TestAccount,
  requestId: string,
  applicationId: string,
): Promise<string> {
  const accepted = await app.post(
    `/api/expert-hire-request/applications/${applicationId}/accept`,
    undefined,
    client.headers,
  );
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${accepted.text}`);
  const started = await app.post(
    `/api/expert-hire-request/${requestId}/create-payment-intent`,
    undefined,
    client.headers,
  );
  if (started.status !== 200) throw new Error(`pay: ${started.status} ${started.text}`);
  const sessionId: string = started.body.paymentResult.sessionId;
  const paid = await app.post(
    `/api/payments/test/${sessionId}/complete`,
    undefined,
    client.headers,
  );
  if (paid.status !== 200) throw new Error(`complete: ${paid.status} ${paid.text}`);
  return sessionId;
}

/** A project taken from request to completed, rated `rating` when given. */
export async function completedProject(
  app: TestApp,
  client: TestAccount,
  expert: TestAccount,
  templateId: string,
  rating?: number,
): Promise<{ requestId: string; applicationId: string }> {
  const request = await createRequest(app, client, templateId);
  const application = await applyTo(app, expert, request._id);
  await acceptAndPay(app, client, request._id, application._id);
  const done = await app.post(
    `/api/expert-hire-request/${request._id}/complete`,
    undefined,
    client.headers,
  );
  if (done.status !== 200) throw new Error(`complete: ${done.status} ${done.text}`);
  if (rating !== undefined) {
    const rated = await app.post(
      `/api/expert-hire-request/${request._id}/feedback`,
      { rating, message: `Rated ${rating}.` },
      client.headers,
    );
    if (rated.status !== 200) throw new Error(`feedback: ${rated.status} ${rated.text}`);
  }
  return { requestId: request._id, applicationId: application._id };
}

/** The system messages in each thread of a request, keyed by application id. */
export async function systemMessages(
  app: TestApp,
  requestId: string,
): Promise<Record<string, string[]>> {
  const rows = await app.services.db.query<{ applicationId: string; message: string }>(
    `SELECT t.application_id AS "applicationId", m.message
       FROM chat_threads t JOIN chat_messages m ON m.thread_id = t.id
      WHERE t.request_id = $1 AND m.sender_type = 'system' ORDER BY m.created_at, m.id`,
    [requestId],
  );
  const byThread: Record<string, string[]> = {};
  for (const row of rows) (byThread[row.applicationId] ??= []).push(row.message);
  return byThread;
}

/** The request's history rows, oldest first. */
export async function transitions(app: TestApp, requestId: string) {
  return app.services.db.query<{ from: string; to: string; event: string }>(
    `SELECT from_status AS "from", to_status AS "to", event FROM hire_request_transitions
      WHERE request_id = $1 ORDER BY created_at, id`,
    [requestId],
  );
}
