import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { TestApp } from './app';

/** The webhook secret of the apps the Stripe tests start. */
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_flowvault';

/** The env of an app whose only gateway is Stripe, its API the stand-in at `apiUrl`. */
export function stripeOnlyEnv(apiUrl: string): Record<string, string> {
  return {
    PAYMENTS_TEST_GATEWAY: 'false',
    STRIPE_SECRET_KEY: 'sk_test_flowvault',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: apiUrl,
  };
}

let eventSequence = 0;

/** Posts an event to the app's Stripe webhook, signed as Stripe signs it; a fresh id by default. */
export function sendStripeEvent(
  app: TestApp,
  type: string,
  object: unknown,
  id = `evt_${++eventSequence}_${Math.random().toString(36).slice(2)}`,
) {
  const { body, headers } = signedStripeEvent({ id, type, object }, STRIPE_WEBHOOK_SECRET);
  return app.post('/api/payments/stripe/webhook', body, headers);
}

/** A Checkout Session as the stand-in keeps it. */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  /** The recurring subscription a paid `subscription` session set up (`paid` sets it). */
  subscription: string | null;
  /** `month` or `year` for a recurring price. */
  interval: string | null;
  /** What took the money of a paid `payment` session. */
  payment_intent: string | null;
  /** The first invoice of a paid `subscription` session. */
  invoice: string | null;
  url: string;
  amount_total: number;
  currency: string;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
}

/** A recurring subscription as the stand-in keeps it. */
export interface StandInSubscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'canceled';
  cancel_at_period_end: boolean;
}

/**
 * A local HTTP server standing in for Stripe's API: the `stripe` package is pointed at it
 * (`STRIPE_API_URL`), so tests run the real client, its form encoding and its errors. It keeps
 * the Checkout Sessions it creates; `failing` makes it answer 500.
 */
export class StripeStandIn {
  readonly sessions = new Map<string, StandInSession>();
  readonly subscriptions = new Map<string, StandInSubscription>();
  /** The PaymentIntent that paid each invoice the stand-in made. */
  readonly invoices = new Map<string, string>();
  /** The PaymentIntents refunded, in order. */
  readonly refunds: string[] = [];
  readonly requests: { method: string; path: string; form: URLSearchParams }[] = [];
  failing = false;
  private server?: Server;
  private sequence = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const path = req.url ?? '/';
        const form = new URLSearchParams(body);
        this.requests.push({ method: req.method ?? 'GET', path, form });
        const reply = (status: number, value: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(value));
        };
        if (this.failing) return reply(500, { error: { type: 'api_error', message: 'down' } });
        if (req.method === 'POST' && path === '/v1/checkout/sessions') {
          return reply(200, this.create(form));
        }
        const match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
        const session = match && this.sessions.get(match[1]);
        if (req.method === 'GET' && session) return reply(200, session);
        if (req.method === 'POST' && path === '/v1/refunds') {
          const intent = form.get('payment_intent') ?? '';
          this.refunds.push(intent);
          return reply(200, {
            id: `re_${this.refunds.length}`,
            object: 'refund',
            payment_intent: intent,
          });
        }
        const invoice = /^\/v1\/invoices\/([\w-]+)/.exec(path);
        const paidBy = invoice && this.invoices.get(invoice[1]);
        if (req.method === 'GET' && paidBy) {
          return reply(200, {
            id: invoice[1],
            object: 'invoice',
            payments: {
              object: 'list',
              data: [{ payment: { type: 'payment_intent', payment_intent: paidBy } }],
            },
          });
        }
        const recurring = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
        const subscription = recurring && this.subscriptions.get(recurring[1]);
        if (subscription && req.method === 'POST' && form.has('cancel_at_period_end')) {
          subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
          return reply(200, subscription);
        }
        if (subscription && req.method === 'DELETE') {
          subscription.status = 'canceled';
          return reply(200, subscription);
        }
        reply(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The session opened for our payment `paymentId`. */
  sessionOf(paymentId: string): StandInSession {
    const session = [...this.sessions.values()].find((s) => s.metadata.paymentId === paymentId);
    if (!session) throw new Error(`No Checkout Session for payment ${paymentId}`);
    return session;
  }

  /**
   * The session of payment `paymentId` as paid at Stripe's page; a `subscription` session's
   * recurring subscription starts then.
   */
  paid(paymentId: string): StandInSession {
    const session = this.sessionOf(paymentId);
    Object.assign(session, { payment_status: 'paid', status: 'complete' });
    const intent = `pi_test_${++this.sequence}`;
    if (session.mode === 'payment') session.payment_intent = intent;
    if (session.mode === 'subscription' && !session.subscription) {
      session.invoice = `in_test_${this.sequence}`;
      this.invoices.set(session.invoice, intent);
      session.subscription = `sub_test_${++this.sequence}`;
      this.subscriptions.set(session.subscription, {
        id: session.subscription,
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: false,
      });
    }
    return { ...session };
  }

  private create(form: URLSearchParams): StandInSession {
    const id = `cs_test_${++this.sequence}_${Math.random().toString(36).slice(2)}`;
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: form.get('mode') === 'subscription' ? 'subscription' : 'payment',
      subscription: null,
      interval: form.get('line_items[0][price_data][recurring][interval]'),
      payment_intent: null,
      invoice: null,
      url: `https://checkout.stripe.test/pay/${id}`,
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
      currency: form.get('line_items[0][price_data][currency]') ?? '',
      payment_status: 'unpaid',
      status: 'open',
      client_reference_id: form.get('client_reference_id'),
      metadata: { paymentId: form.get('metadata[paymentId]') ?? '' },
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
    };
    this.sessions.set(id, session);
    return session;
  }
}

/** A webhook request as Stripe signs it, with the package's own test signature helper. */
export function signedStripeEvent(
  event: { id: string; type: string; object: unknown },
  secret: string,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
    payload: body,
    secret,
  });
  return { body, headers: { 'stripe-signature': signature } };
}
