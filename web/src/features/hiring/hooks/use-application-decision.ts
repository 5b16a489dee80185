import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { isStaleRefusal, readRequestError } from '../../../app/request-error';
import {
  ApplicationsDialogAcceptDocument,
  ApplicationsDialogRejectDocument,
} from '../../../gql/graphql';
import { HIRE_MESSAGES } from '../hire-messages';

export type Decision = 'accept' | 'reject';

/** What the list and the request show afterwards: asked again once the decision is in. */
const DECIDED_QUERIES = ['ApplicationsDialog', 'HireRequestsSection'];

/**
 * Accepting or rejecting an application: one at a time, and on success the
 * dialog's list and the request (its status and counts) are asked again, so the card shows the new
 * status. A failure says that decision's sentence (HIRE_MESSAGES); one because the request or the
 * application moved on (another decision won) asks them again too, so the stale buttons go.
 */
export function useApplicationDecision() {
  const options = { refetchQueries: DECIDED_QUERIES, awaitRefetchQueries: true };
  const [accept] = useMutation(ApplicationsDialogAcceptDocument, options);
  const [reject] = useMutation(ApplicationsDialogRejectDocument, options);
  const [deciding, setDeciding] = useState<{ id: string; decision: Decision } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const client = useApolloClient();

  async function decide(id: string, decision: Decision) {
    if (deciding) return;
    setDeciding({ id, decision });
    setProblem(null);
    try {
      if (decision === 'accept') await accept({ variables: { id } });
      else await reject({ variables: { id } });
    } catch (error) {
      if (isStaleRefusal(readRequestError(error).code)) {
        void client.refetchQueries({ include: DECIDED_QUERIES }).catch(() => undefined);
      }
      setProblem(decision === 'accept' ? HIRE_MESSAGES.acceptFailed : HIRE_MESSAGES.rejectFailed);
    } finally {
      setDeciding(null);
    }
  }

  return { deciding, problem, dismissProblem: () => setProblem(null), decide };
}
