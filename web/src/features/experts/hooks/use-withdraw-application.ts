import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { readableMessage, readRequestError } from '../../../app/request-error';
import {
  ProjectApplicationsSectionDocument,
  ProjectApplicationsWithdrawDocument,
} from '../../../gql/graphql';

export const WITHDRAW_FAILED = 'Failed to withdraw the application. Please try again.';

/**
 * Withdrawing one pending application: the question is open for `pendingId` until confirmed or
 * cancelled. After a withdrawal the list and its counts are asked again; a refusal (the client
 * accepted it a moment ago) is said in the question, in the API's words when it gave some.
 */
export function useWithdrawApplication() {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [withdraw, { loading }] = useMutation(ProjectApplicationsWithdrawDocument, {
    refetchQueries: [ProjectApplicationsSectionDocument],
    awaitRefetchQueries: true,
  });

  async function confirm() {
    if (!pendingId || loading) return;
    setProblem(null);
    try {
      await withdraw({ variables: { id: pendingId } });
      setPendingId(null);
    } catch (error) {
      console.error('Could not withdraw the application', error);
      setProblem(readableMessage(readRequestError(error)) ?? WITHDRAW_FAILED);
    }
  }

  return {
    pendingId,
    withdrawing: loading,
    problem,
    ask: (id: string) => {
      setProblem(null);
      setPendingId(id);
    },
    cancel: () => {
      if (!loading) setPendingId(null);
    },
    confirm,
  };
}
