import type Stripe from 'stripe';
import type { Recurrence } from '../checkout-request';
import type { CheckoutUrls, GatewayVerdict, PaymentGateway } from './payment-gateway';
import type { PaymentRecord } from '../payment.repository';

/** A Stripe call that takes longer than this fails (the payer sees a 502 and may try again). */
const STRIPE_TIMEOUT_MS = 15_000;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | undefined;
  /** A stand-in for Stripe's API (tests, local development); Stripe's own when absent. */
  apiUrl?: string;
}

/**
 * The Stripe package, loaded the first time a gateway is made: it is large, and a process (or a
 * test) without Stripe configured never needs it.
 */
function stripeClass(): typeof Stripe {
  const loaded = require('stripe') as typeof Stripe | { default: typeof Stripe };
  return 'default' in loaded ? loaded.default : loaded;
}

/**
 * Stripe Checkout through the official package. A payment opens a Checkout Session, tagged with
 * our payment id: in `subscription` mode for a plan (priced inline, recurring each month or year,
 * so Stripe charges the renewals itself and reports each paid invoice), in `payment` mode for
 * anything paid once. Stripe reports the outcome to the webhook, and the confirmation page may
 * also ask (`lookup`).
 */
export class StripeGateway implements PaymentGateway {
  readonly id = 'stripe';
  readonly name = 'stripe';
  readonly displayName = 'Stripe';
  readonly testMode: boolean;
  readonly client: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.testMode = settings.secretKey.startsWith('sk_test_');
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.client = new (stripeClass())(settings.secretKey, {
      timeout: STRIPE_TIMEOUT_MS,
      maxNetworkRetries: 1,
      telemetry: false,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  }

  async startCheckout(
    payment: PaymentRecord,
    urls: CheckoutUrls,
    options: { recurring?: Recurrence } = {},
  ) {
    const metadata = { paymentId: payment.id };
    const session = await this.client.checkout.sessions.create(
      {
        mode: options.recurring ? 'subscription' : 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: payment.currency.toLowerCase(),
              unit_amount: payment.amount,
              product_data: { name: payment.description },
              ...(options.recurring && { recurring: { interval: options.recurring } }),
            },
          },
        ],
        success_url: urls.success,
        cancel_url: urls.cancel,
        client_reference_id: payment.id,
        metadata,
        ...(options.recurring && { subscription_data: { metadata } }),
      },
      // Stripe answers a retried create with the first session instead of a second one.
      { idempotencyKey: `checkout-${payment.id}` },
    );
    if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
    return { paymentUrl: session.url, externalId: session.id };
  }

  async lookup(payment: PaymentRecord): Promise<GatewayVerdict> {
    if (!payment.externalId) return { status: 'pending' };
    return verdictOf(await this.client.checkout.sessions.retrieve(payment.externalId));
  }

  async setRenewal(externalId: string, renews: boolean): Promise<void> {
    await this.client.subscriptions.update(externalId, { cancel_at_period_end: !renews });
  }

  async stopRecurring(externalId: string): Promise<void> {
    await this.client.subscriptions.cancel(externalId);
  }

  async refund(payment: PaymentRecord, reason: string): Promise<void> {
    const paymentIntent = await this.paymentIntentOf(payment);
    await this.client.refunds.create(
      { payment_intent: paymentIntent, metadata: { paymentId: payment.id, reason } },
      { idempotencyKey: `refund-${payment.id}` },
    );
  }

  /**
   * The PaymentIntent that took a payment's money: a one-off session's own, a plan session's
   * first invoice's, a renewal invoice's.
   */
  private async paymentIntentOf(payment: PaymentRecord): Promise<string> {
    const external = payment.externalId ?? '';
    let invoiceId = external.startsWith('in_') ? external : undefined;
    if (!invoiceId) {
      const session = await this.client.checkout.sessions.retrieve(external);
      const intent = idOf(session.payment_intent);
      if (intent) return intent;
      invoiceId = idOf(session.invoice);
    }
    if (invoiceId) {
      const invoice = await this.client.invoices.retrieve(invoiceId, { expand: ['payments'] });
      const intent = idOf(invoice.payments?.data[0]?.payment.payment_intent);
      if (intent) return intent;
    }
    throw new Error(`Stripe names no PaymentIntent for payment ${payment.id}`);
  }

  /** The event of a webhook request, or an error when its signature does not hold. */
  readEvent(rawBody: Buffer, signature: string): Stripe.Event {
    if (!this.settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    return this.client.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }
}

/** The id of an expandable Stripe field, whether it came as an id or an object. */
function idOf(field: string | { id: string } | null | undefined): string | undefined {
  return typeof field === 'string' ? field : (field?.id ?? undefined);
}

/** What a Checkout Session says about its payment. */
export function verdictOf(session: Stripe.Checkout.Session): GatewayVerdict {
  const charged = {
    amount: session.amount_total ?? undefined,
    currency: session.currency?.toUpperCase(),
  };
  if (session.payment_status === 'paid') {
    return { status: 'paid', ...charged };
  }
  if (session.status === 'expired') return { status: 'cancelled' };
  return { status: 'pending' };
}
