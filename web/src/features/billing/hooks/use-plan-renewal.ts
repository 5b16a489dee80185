import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  SubscriptionSectionCancelPlanDocument,
  SubscriptionSectionResumePlanDocument,
} from '../../../gql/graphql';
import { useSession } from '../../accounts/hooks/use-session';
import { PAYMENT_MESSAGES, paymentProblemText } from '../payment-messages';

/**
 * Cancel and Resume of the running paid plan (docs/product/accounts-and-plans.md, "Renewal"):
 * each reads the account again once the API has answered, so every part of the page that shows
 * the plan agrees. `problem` is the last failure's sentence, until the next attempt.
 */
export function usePlanRenewal() {
  const { refresh } = useSession();
  const [cancelPlan] = useMutation(SubscriptionSectionCancelPlanDocument);
  const [resumePlan] = useMutation(SubscriptionSectionResumePlanDocument);
  const [busy, setBusy] = useState<'cancel' | 'resume' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(action: 'cancel' | 'resume'): Promise<boolean> {
    setBusy(action);
    setProblem(null);
    try {
      await (action === 'cancel' ? cancelPlan() : resumePlan());
      await refresh().catch(() => undefined);
      return true;
    } catch (error) {
      const fallback =
        action === 'cancel' ? PAYMENT_MESSAGES.cancelFailed : PAYMENT_MESSAGES.resumeFailed;
      setProblem(paymentProblemText(error, fallback, PAYMENT_MESSAGES.renewalSignIn));
      return false;
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    problem,
    clearProblem: () => setProblem(null),
    cancel: () => run('cancel'),
    resume: () => run('resume'),
  };
}
