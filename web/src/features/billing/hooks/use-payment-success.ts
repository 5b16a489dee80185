import { useState } from 'react';
import { CONFIRMATION_MESSAGES } from '../payment-messages';
import { useConfirmationRun, type ConfirmationState } from './use-confirmation-run';

/**
 * The second confirmation page: 3 s before the first look, 8 looks
 * 2 s apart, 1 s between the last look and the dashboard.
 */
export const PAYMENT_SUCCESS_POLLING = {
  initialDelayMs: 3000,
  attempts: 8,
  intervalMs: 2000,
  redirectDelayMs: 1000,
  failedRedirectDelayMs: 3000,
};

/**
 * The second confirmation page's work: after 3 s it says the payment succeeded and watches the
 * account for the new plan, then goes to /dashboard?payment=success (which refreshes the user
 * once more). A payment that failed or was cancelled, or a look that failed, goes to the
 * dashboard with the upgrade page's error instead of claiming success.
 */
export function usePaymentSuccess(sessionId: string): ConfirmationState {
  const [state, setState] = useState<ConfirmationState>({ phase: 'processing' });

  useConfirmationRun(sessionId, async ({ wait, poll, refreshSession, leave }) => {
    const { initialDelayMs, attempts, intervalMs, redirectDelayMs, failedRedirectDelayMs } =
      PAYMENT_SUCCESS_POLLING;
    setState({ phase: 'processing' });
    await wait(initialDelayMs);
    setState({ phase: 'success', message: CONFIRMATION_MESSAGES.paymentSucceeded });
    const found = await poll(sessionId, { attempts, intervalMs });
    await refreshSession();
    if (found === 'failed' || found === 'error') {
      setState({ phase: 'error', message: CONFIRMATION_MESSAGES.failed });
      await wait(failedRedirectDelayMs);
      leave('/dashboard');
      return;
    }
    await wait(redirectDelayMs);
    leave('/dashboard?payment=success');
  });

  return state;
}
