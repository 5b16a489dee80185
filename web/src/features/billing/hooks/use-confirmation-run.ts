import { useApolloClient } from '@apollo/client/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../accounts/hooks/use-session';
import { checkPayment, pollPayment, waitFor, type PaymentCheck } from '../payment-polling';

/** What a confirmation page shows: still working, or how it ended, in one sentence. */
export type ConfirmationState =
  { phase: 'processing' } | { phase: 'success' | 'error'; message: string };

/** What the steps of a confirmation page can do while the page is open. */
export interface ConfirmationRun {
  /** Resolves after `ms`. */
  wait(ms: number): Promise<void>;
  /** Looks at a payment until it settles, at most `attempts` times `intervalMs` apart. */
  poll(
    sessionId: string,
    options: { attempts: number; intervalMs: number },
  ): Promise<PaymentCheck | 'error'>;
  /** Reads the account again; a failed read is let go, the dashboard reads it as well. */
  refreshSession(): Promise<void>;
  /** Goes to `to` in place of the confirmation page, so Back does not return to it. */
  leave(to: string): void;
}

/**
 * Runs a confirmation page's `steps` once per payment session id. Leaving the page stops them:
 * every wait and poll then rejects, which ends the steps quietly. The session and the router are
 * read as they are at each step: the session changes as the plan does, and the steps must not
 * start over when it does.
 */
export function useConfirmationRun(
  sessionId: string | null,
  steps: (run: ConfirmationRun) => Promise<void>,
): void {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const latest = useRef({ navigate, refresh, steps });
  useLayoutEffect(() => {
    latest.current = { navigate, refresh, steps };
  });

  useEffect(() => {
    const page = new AbortController();
    const { signal } = page;
    const run: ConfirmationRun = {
      wait: (ms) => waitFor(ms, signal),
      poll: (id, options) => pollPayment(() => checkPayment(client, id), { ...options, signal }),
      refreshSession: () => latest.current.refresh().catch(() => undefined),
      leave: (to) => latest.current.navigate(to, { replace: true }),
    };
    // A rejection here is the page going away mid-wait: nothing is left to do.
    latest.current.steps(run).catch(() => undefined);
    return () => page.abort();
  }, [client, sessionId]);
}
