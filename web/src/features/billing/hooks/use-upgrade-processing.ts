import { useApolloClient } from '@apollo/client/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../accounts/hooks/use-session';
import { CONFIRMATION_MESSAGES as MESSAGES } from '../payment-messages';
import { checkPayment, pollPayment, waitFor } from '../payment-polling';

/** PRODUCT-SPEC §4 and §9: 10 looks 2 s apart; 3 s to read the outcome before the dashboard. */
export const UPGRADE_POLLING = { attempts: 10, intervalMs: 2000, redirectDelayMs: 3000 };

export type UpgradeState =
  | { phase: 'processing' }
  | { phase: 'success'; message: string }
  | { phase: 'error'; message: string };

/**
 * The upgrade-success page's work: without a session id, say so and go to the dashboard after
 * 3 s; otherwise look at the payment and the account until the plan is a paid active one, the
 * payment failed, or 10 looks went by; then refresh the session and go to the dashboard.
 */
export function useUpgradeProcessing(sessionId: string | null): UpgradeState {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [state, setState] = useState<UpgradeState>(() =>
    sessionId ? { phase: 'processing' } : { phase: 'error', message: MESSAGES.invalidSession },
  );
  // The session changes as the plan does; the polling must not start over when it does.
  const latest = useRef({ navigate, refresh });
  useLayoutEffect(() => {
    latest.current = { navigate, refresh };
  });

  useEffect(() => {
    const run = new AbortController();
    const { signal } = run;
    const { attempts, intervalMs, redirectDelayMs } = UPGRADE_POLLING;

    async function settle(next: UpgradeState) {
      setState(next);
      if (sessionId) await latest.current.refresh().catch(() => undefined);
      await waitFor(redirectDelayMs, signal);
      latest.current.navigate('/dashboard', { replace: true });
    }

    async function process() {
      if (!sessionId) {
        return settle({ phase: 'error', message: MESSAGES.invalidSession });
      }
      setState({ phase: 'processing' });
      const found = await pollPayment(() => checkPayment(client, sessionId), {
        attempts,
        intervalMs,
        signal,
      });
      if (found === 'activated') {
        return settle({ phase: 'success', message: MESSAGES.upgraded });
      }
      if (found === 'pending') return settle({ phase: 'error', message: MESSAGES.timedOut });
      return settle({ phase: 'error', message: MESSAGES.failed });
    }

    // A rejection here is the page going away mid-wait: nothing is left to do.
    process().catch(() => undefined);
    return () => run.abort();
  }, [client, sessionId]);

  return state;
}
