import type { Journey } from './journey';

/** A hire request of a journey (pending or active): its id and the words that find its cards. */
export interface JourneyProject {
  requestId: string;
  /** The request's requirements, unique to it: they find the expert's card among others. */
  requirements: string;
}

/** Calls the API as `token` and answers the JSON body, failing on any other status than `ok`. */
async function call<T>(
  app: Journey,
  step: string,
  [method, path, body]: [string, string, unknown?],
  token: string,
  ok: number,
): Promise<T> {
  const response = await app.api(method, path, body, token);
  if (response.status !== ok) {
    throw new Error(`${step} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** A pending hire request of `client` for `templateId`, made over the API as the form does. */
export async function openHireRequest(
  app: Journey,
  client: string,
  templateId: string,
): Promise<JourneyProject> {
  const requirements = `Send each new lead to Slack and a sheet (journey ${Date.now()}).`;
  const { request } = await call<{ request: { _id: string } }>(
    app,
    'Asking for an expert',
    [
      'POST',
      '/api/expert-hire-request',
      {
        templateId,
        businessProblem: 'Our leads sit in a spreadsheet for days.',
        requirements,
        timeline: '2 weeks',
        urgency: 'high',
        budget: { currency: 'USD', min: 100, max: 500 },
        industry: 'Software',
        companySize: '11-50',
      },
    ],
    client,
    201,
  );
  return { requestId: request._id, requirements };
}

/** `expert`'s application to the request, sent over the API as the apply dialog does. */
export async function applyToRequest(
  app: Journey,
  expert: string,
  requestId: string,
): Promise<string> {
  const { application } = await call<{ application: { _id: string } }>(
    app,
    'Applying',
    [
      'POST',
      `/api/expert-hire-request/${requestId}/applications`,
      {
        coverLetter: 'I have built this exact flow for three clients.',
        relevantExperience: 'Five years of n8n work.',
        approachDescription: 'A short call, a first version in days, then tests.',
        proposedTimeline: '10 days',
        proposedBudget: { currency: 'USD', amount: 250, explanation: 'Fixed price.' },
      },
    ],
    expert,
    201,
  );
  return application._id;
}

/**
 * An active project between a subscribing client and an approved expert, set up over the API as
 * the hiring pages would do it (hiring.e2e.test.ts drives them): the client asks for an expert on
 * `templateId`, the expert applies, the client accepts and pays with the test gateway, which
 * activates the project and opens its workspace.
 */
export async function activeProject(
  app: Journey,
  { client, expert, templateId }: { client: string; expert: string; templateId: string },
): Promise<JourneyProject> {
  const project = await openHireRequest(app, client, templateId);
  const applicationId = await applyToRequest(app, expert, project.requestId);
  await call(
    app,
    'Accepting',
    ['POST', `/api/expert-hire-request/applications/${applicationId}/accept`],
    client,
    200,
  );
  const { paymentResult } = await call<{ paymentResult: { sessionId: string } }>(
    app,
    'Opening the checkout',
    ['POST', `/api/expert-hire-request/${project.requestId}/create-payment-intent`],
    client,
    200,
  );
  await call(
    app,
    'Paying',
    ['POST', `/api/payments/test/${paymentResult.sessionId}/complete`],
    client,
    200,
  );
  return project;
}
