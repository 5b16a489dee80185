import type Stripe from 'stripe';
import { AppError } from '../../core/app-error';
import type { GatewayVerdict } from './gateways/payment-gateway';
import { verdictOf, type StripeGateway } from './gateways/stripe-gateway';
import type { ProviderRenewal } from './plan-renewal';
import type { PaymentService } from './payment.service';
import { isUuid } from '../../core/uuid';

/**
 * Stripe's webhook: the signature is checked over the raw body (400 when it does not hold, so
 * nobody but Stripe can mark a payment paid), then each Checkout event settles the payment it
 * names, and each paid renewal invoice adds a plan's next period, recorded by event id in the
 * same transaction, so a replay changes nothing. Events for payments or recurring subscriptions
 * we do not know are recorded and acknowledged, so Stripe stops resending them.
 */
export async function receiveStripeEvent(
  payments: PaymentService,
  gateway: StripeGateway,
  rawBody: Buffer | undefined,
  signature: unknown,
): Promise<{ received: true }> {
  if (!rawBody || typeof signature !== 'string' || signature === '') {
    throw AppError.validation('A Stripe webhook needs its JSON body and Stripe-Signature header');
  }
  let event: Stripe.Event;
  try {
    event = gateway.readEvent(rawBody, signature);
  } catch {
    throw AppError.validation('The Stripe signature does not match this webhook');
  }
  const recorded = { gateway: gateway.name, id: event.id, type: event.type };
  const renewal = renewalOf(event, gateway.name);
  if (renewal) {
    await payments.renewFromProvider(renewal, recorded);
    return { received: true };
  }
  const outcome = checkoutOutcome(event);
  const payment = outcome && (await knownPayment(payments, outcome.paymentId, gateway.name));
  if (!outcome || !payment) {
    await payments.recordUnmatchedEvent(recorded);
    return { received: true };
  }
  const settled = await payments.settle(outcome.paymentId, outcome.verdict, recorded);
  // A plan's session set up a recurring subscription: Cancel, Resume and renewals reach it.
  if (outcome.subscriptionId) await payments.linkRecurring(settled, outcome.subscriptionId);
  return { received: true };
}

/**
 * A paid invoice of a recurring subscription's next period (not its first, which the Checkout
 * Session pays): a renewal Stripe charged.
 */
function renewalOf(event: Stripe.Event, gateway: string): ProviderRenewal | undefined {
  if (event.type !== 'invoice.paid') return undefined;
  const invoice = event.data.object;
  const recurring = invoice.parent?.subscription_details?.subscription;
  const externalId = typeof recurring === 'string' ? recurring : recurring?.id;
  if (invoice.billing_reason !== 'subscription_cycle' || !externalId || !invoice.id) {
    return undefined;
  }
  return {
    gateway,
    externalId,
    invoiceId: invoice.id,
    amount: invoice.amount_paid,
    currency: invoice.currency,
  };
}

/** The payment a Checkout event names and what it says happened; undefined for other events. */
function checkoutOutcome(
  event: Stripe.Event,
): { paymentId: string; verdict: GatewayVerdict; subscriptionId?: string } | undefined {
  let session: Stripe.Checkout.Session;
  let verdict: GatewayVerdict;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      session = event.data.object;
      verdict = verdictOf(session);
      break;
    case 'checkout.session.async_payment_failed':
      session = event.data.object;
      verdict = { status: 'failed' };
      break;
    case 'checkout.session.expired':
      session = event.data.object;
      verdict = { status: 'cancelled' };
      break;
    default:
      return undefined;
  }
  const paymentId = session.metadata?.paymentId ?? session.client_reference_id;
  const recurring = verdict.status === 'paid' ? session.subscription : null;
  const subscriptionId = typeof recurring === 'string' ? recurring : recurring?.id;
  return isUuid(paymentId) ? { paymentId, verdict, subscriptionId } : undefined;
}

async function knownPayment(payments: PaymentService, id: string, gateway: string) {
  const payment = await payments.find(id);
  return payment?.gateway === gateway ? payment : undefined;
}
