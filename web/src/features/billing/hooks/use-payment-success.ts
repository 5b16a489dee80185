import { useApolloClient } from '@apollo/client/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../accounts/hooks/use-session';
import { CONFIRMATION_MESSAGES } from '../payment-messages';
import { checkPayment, pollPayment, waitFor } from '../payment-polling';

/**
 * PRODUCT-SPEC §4 and §9 for the second confirmation page: 3 s before the first look, 8 looks
 * 2 s apart, 1 s between the last look and the dashboard.
 */
export const PAYMENT_SUCCESS_POLLING = {
  initialDelayMs: 3000,
  attempts: 8,
  intervalMs: 2000,
  redirectDelayMs: 1000,
  failedRedirectDelayMs: 3000,
};

export type PaymentSuccessState =
  { phase: 'processing' } | { phase: 'success' } | { phase: 'error'; message: string };

/**
 * The second confirmation page's work: after 3 s it says the payment succeeded and watches the
 * account for the new plan, then goes to /dashboard?payment=success (which refreshes the user
 * once more). A payment that failed or was cancelled, or a look that failed, goes to the
 * dashboard with the upgrade page's error instead of claiming success.
 */
export function usePaymentSuccess(sessionId: string): PaymentSuccessState {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [state, setState] = useState<PaymentSuccessState>({ phase: 'processing' });
  const latest = useRef({ navigate, refresh });
  useLayoutEffect(() => {
    latest.current = { navigate, refresh };
  });

  useEffect(() => {
    const run = new AbortController();
    const { signal } = run;
    const { initialDelayMs, attempts, intervalMs, redirectDelayMs, failedRedirectDelayMs } =
      PAYMENT_SUCCESS_POLLING;

    async function process() {
      setState({ phase: 'processing' });
      await waitFor(initialDelayMs, signal);
      setState({ phase: 'success' });
      const found = await pollPayment(() => checkPayment(client, sessionId), {
        attempts,
        intervalMs,
        signal,
      });
      await latest.current.refresh().catch(() => undefined);
      if (found === 'failed' || found === 'error') {
        setState({ phase: 'error', message: CONFIRMATION_MESSAGES.failed });
        await waitFor(failedRedirectDelayMs, signal);
        latest.current.navigate('/dashboard', { replace: true });
        return;
      }
      await waitFor(redirectDelayMs, signal);
      latest.current.navigate('/dashboard?payment=success', { replace: true });
    }

    process().catch(() => undefined);
    return () => run.abort();
  }, [client, sessionId]);

  return state;
}
