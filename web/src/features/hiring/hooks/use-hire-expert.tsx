import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../../accounts/hooks/use-session';
import { useSignInPrompt } from '../../accounts/hooks/use-sign-in-prompt';
import { useUpgradePrompt } from '../../saved-templates/hooks/use-upgrade-prompt';
import type { HireTemplate } from '../components/hire-request-dialog';
import { hireUpgradeLimit, maySubscriberHire } from '../hire-subscription';

// Its own chunk: the home route has a size budget, and only subscribers ever open the form.
const HireRequestDialog = lazy(() => import('../components/hire-request-dialog'));

/** Hire an Expert on a page: `request` it for a template, and render `dialog` once. */
export interface HireExpertControl {
  request(template: HireTemplate): void;
  dialog: ReactNode;
}

/**
 * Hire an Expert for the cards and the detail page: a visitor is asked to sign
 * in, an account without an active subscription gets the upgrade prompt, a subscriber the request
 * form. The form closes if the account signs out meanwhile. A press while a stored session is
 * still loading waits for it, so a subscriber is never asked to sign in.
 */
export function useHireExpert(): HireExpertControl {
  const { user, loading } = useSession();
  const askToSignIn = useSignInPrompt();
  const openUpgrade = useUpgradePrompt();
  const [template, setTemplate] = useState<HireTemplate | null>(null);
  const [waiting, setWaiting] = useState<HireTemplate | null>(null);
  const close = useCallback(() => setTemplate(null), []);
  const plan = user?.subscription.plan ?? 'Free';

  const request = useCallback(
    (next: HireTemplate) => {
      if (loading) setWaiting(next);
      else if (!user) askToSignIn('hire an expert');
      else if (!maySubscriberHire(user.subscription)) openUpgrade(hireUpgradeLimit(plan));
      else setTemplate(next);
    },
    [user, loading, plan, askToSignIn, openUpgrade],
  );

  useEffect(() => {
    if (loading || !waiting) return;
    setWaiting(null);
    request(waiting);
  }, [loading, waiting, request]);

  const subscriptionRequired = useCallback(
    (message: string | undefined) => {
      setTemplate(null);
      openUpgrade({ ...hireUpgradeLimit(plan), ...(message && { message }) });
    },
    [plan, openUpgrade],
  );

  const dialog = user && template && (
    <Suspense fallback={null}>
      <HireRequestDialog
        key={template.id}
        template={template}
        onClose={close}
        onSubscriptionRequired={subscriptionRequired}
      />
    </Suspense>
  );
  return { request, dialog };
}
