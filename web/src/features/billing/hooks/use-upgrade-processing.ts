import { useState } from 'react';
import { CONFIRMATION_MESSAGES as MESSAGES } from '../payment-messages';
import { useConfirmationRun, type ConfirmationState } from './use-confirmation-run';

/** The upgrade page: 10 looks 2 s apart; 3 s to read the outcome before the dashboard. */
export const UPGRADE_POLLING = { attempts: 10, intervalMs: 2000, redirectDelayMs: 3000 };

/**
 * The upgrade-success page's work: without a session id, say so and go to the dashboard after
 * 3 s; otherwise look at the payment and the account until the plan is a paid active one, the
 * payment failed, or 10 looks went by; then refresh the session and go to the dashboard.
 */
export function useUpgradeProcessing(sessionId: string | null): ConfirmationState {
  const [state, setState] = useState<ConfirmationState>(() =>
    sessionId ? { phase: 'processing' } : { phase: 'error', message: MESSAGES.invalidSession },
  );

  useConfirmationRun(sessionId, async ({ wait, poll, refreshSession, leave }) => {
    const { attempts, intervalMs, redirectDelayMs } = UPGRADE_POLLING;

    async function settle(next: ConfirmationState) {
      setState(next);
      if (sessionId) await refreshSession();
      await wait(redirectDelayMs);
      leave('/dashboard');
    }

    if (!sessionId) {
      return settle({ phase: 'error', message: MESSAGES.invalidSession });
    }
    setState({ phase: 'processing' });
    const found = await poll(sessionId, { attempts, intervalMs });
    if (found === 'activated') {
      return settle({ phase: 'success', message: MESSAGES.upgraded });
    }
    if (found === 'pending') return settle({ phase: 'error', message: MESSAGES.timedOut });
    return settle({ phase: 'error', message: MESSAGES.failed });
  });

  return state;
}
