/**
 * Who may look at a payment and settle it on the test checkout page, in the access vocabulary of
 * `core/access.ts`: one pure function per permission over the actor and the payment's facts.
 * A payment is its payer's; a visitor's donation has no payer, and its unguessable id is its only
 * key. Nobody else, admins included, learns that a payment exists: never `forbid`, always `hide`.
 */

import { isSignedIn, type Actor } from '../../core/actor';
import type { Access } from '../../core/access';
import type { PaymentRecord } from './payment.repository';

/** What a permission on a payment looks at. */
export type PaymentFacts = Pick<PaymentRecord, 'userId'>;

export const PAYMENT_NOT_FOUND = 'Payment session not found';
export const SIGN_IN_TO_PAY = 'Please log in to continue with payment';

/**
 * A visitor asking for a payment that has a payer: asked before any permission, and answered with
 * a 401 rather than a 404, so the page can offer to sign in.
 */
export function needsSignIn(actor: Actor, payment: PaymentFacts): boolean {
  return payment.userId !== null && !isSignedIn(actor);
}

/** A payment and its status: its payer, or anyone for a payment without one (a donation). */
export function canReadPayment(actor: Actor, payment: PaymentFacts): Access {
  if (payment.userId === null) return 'allow';
  return isSignedIn(actor) && actor.id === payment.userId ? 'allow' : 'hide';
}

/**
 * Pay or Cancel on the test checkout page: whoever may read the payment, for a payment at the test
 * gateway while that gateway is offered. A payment at another gateway is not the page's to settle.
 */
export function canUseTestCheckout(
  actor: Actor,
  payment: PaymentFacts & Pick<PaymentRecord, 'gateway'>,
  testGatewayOffered: boolean,
): Access {
  if (payment.gateway !== 'test' || !testGatewayOffered) return 'hide';
  return canReadPayment(actor, payment);
}
