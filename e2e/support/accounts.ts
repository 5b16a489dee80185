import type { Page } from 'playwright-core';
import type { Journey } from './journey';

/** The Pro plan's fixed id (plans are upserted with the same ids at every boot). */
export const PRO_PLAN = '6b1f4a52-0d4e-4c39-9a51-6f0e2a7c1002';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo-password';

/** A signed-in account of a journey: its id, session token, name and email. */
export interface JourneyAccount {
  id: string;
  token: string;
  name: string;
  email: string;
}

/** Signs in through the API, as the sign-in dialog does, and answers the session token. */
export async function signIn(app: Journey, email: string, password: string): Promise<string> {
  const login = await app.api('POST', '/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`Signing in as ${email} answered ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

/** A new account on the Free plan, with an address no other test uses. */
export async function registerAccount(app: Journey, name: string): Promise<JourneyAccount> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  const registered = await app.api('POST', '/api/auth/register', {
    name,
    email,
    password: 'journey-secret',
  });
  if (registered.status !== 201)
    throw new Error(`Registering ${email} answered ${registered.status}`);
  const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
  return { id: user.id, token, name, email };
}

/**
 * Puts an account on Pro the way a payer does, without the pages: opens a checkout with the test
 * gateway and pays it (the test checkout's Pay), which starts a paid period.
 */
export async function subscribeToPro(app: Journey, token: string): Promise<void> {
  const started = await app.api(
    'POST',
    '/api/process-payment',
    { subscriptionId: PRO_PLAN, gateway: 'test', currency: 'USD', amount: 19 },
    token,
  );
  if (started.status !== 200) throw new Error(`Opening the checkout answered ${started.status}`);
  const { paymentResult } = (await started.json()) as { paymentResult: { sessionId: string } };
  const paid = await app.api(
    'POST',
    `/api/payments/test/${paymentResult.sessionId}/complete`,
    undefined,
    token,
  );
  if (paid.status !== 200) throw new Error(`Paying the checkout answered ${paid.status}`);
}

/** A page in a fresh browser context whose session is `token`'s, at `path`. */
export function openSignedIn(app: Journey, token: string, path: string): Promise<Page> {
  return app.open(path, { token });
}

/** A new account on Pro: hiring and the Become an Expert banner need a paid plan. */
export async function registerSubscriber(app: Journey, name: string): Promise<JourneyAccount> {
  const account = await registerAccount(app, name);
  await subscribeToPro(app, account.token);
  return account;
}

/** The catalogue's first template, which the journeys hire an expert for. */
export async function firstTemplate(app: Journey): Promise<{ id: string; name: string }> {
  const listed = await app.api('GET', '/api/templates?limit=1');
  const [template] = ((await listed.json()) as { templates: { id: string; name: string }[] })
    .templates;
  if (!template) throw new Error('The demo catalogue answered no template');
  return template;
}
