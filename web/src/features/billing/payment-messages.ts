import { isUnauthorized, readRequestError } from '../../app/request-error';

/** The sentences of failed payment steps. */
export const PAYMENT_MESSAGES = {
  subscribeSignIn: 'Please log in to subscribe to a plan',
  paymentSignIn: 'Please log in to continue with payment',
  noPaymentMethods: 'No payment methods available',
  subscriptionFailed: 'Failed to process subscription',
  paymentFailed: 'Payment processing failed',
  unexpectedStatus: 'Unexpected payment status',
  paymentError: 'Failed to process payment',
  renewalSignIn: 'Please log in to change your plan',
  cancelFailed: 'Could not cancel your plan. Please try again.',
  resumeFailed: 'Could not resume your plan. Please try again.',
} as const;

/** The confirmation pages' sentences. */
export const CONFIRMATION_MESSAGES = {
  invalidSession: 'Invalid payment session. Redirecting to dashboard...',
  timedOut: 'Taking longer than expected. Redirecting to dashboard...',
  failed: 'Error processing upgrade. Redirecting to dashboard...',
  upgraded: 'Your upgrade is complete. Redirecting to dashboard...',
  paymentSucceeded: 'Payment successful! Your subscription has been activated.',
  noSession: 'No payment session found',
  cancelled: 'Payment cancelled. Your plan has not changed.',
} as const;

/**
 * What to tell the payer after a payment call failed: `signIn` when the API wants a session, the
 * API's own sentence when it gave one (a running plan refused, a cancelled payment), else
 * `fallback`. Field problems ("Invalid input") and masked internal errors get the fallback.
 */
export function paymentProblemText(error: unknown, fallback: string, signIn: string): string {
  if (isUnauthorized(error)) return signIn;
  const problem = readRequestError(error);
  const readable =
    problem.code !== undefined &&
    problem.code !== 'INTERNAL_ERROR' &&
    Object.keys(problem.fields).length === 0;
  return readable && problem.message ? problem.message : fallback;
}
