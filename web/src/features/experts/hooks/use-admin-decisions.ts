import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { readableMessage, readRequestError } from '../../../app/request-error';
import {
  ExpertApplicationsAdminApproveDocument,
  ExpertApplicationsAdminPageDocument,
  ExpertApplicationsAdminRejectDocument,
} from '../../../gql/graphql';

export const APPROVE_FAILED = 'Failed to approve the application. Please try again.';
export const REJECT_FAILED = 'Failed to reject the application. Please try again.';

/**
 * An admin's decisions on expert-programme applications. Each one asks the list again once made,
 * so a decided application leaves the Pending filter; a refusal is kept to be shown, in the API's
 * words when it gave some (approving one another admin rejected a moment ago: 409).
 */
export function useAdminDecisions() {
  const [problem, setProblem] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const refresh = {
    refetchQueries: [ExpertApplicationsAdminPageDocument],
    awaitRefetchQueries: true,
  };
  const [approveApplication] = useMutation(ExpertApplicationsAdminApproveDocument, refresh);
  const [rejectApplication] = useMutation(ExpertApplicationsAdminRejectDocument, refresh);

  async function decide(id: string, action: () => Promise<unknown>, fallback: string) {
    setProblem(null);
    setBusyId(id);
    try {
      await action();
      return true;
    } catch (error) {
      console.error('Could not record the decision', error);
      setProblem(readableMessage(readRequestError(error)) ?? fallback);
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return {
    problem,
    dismissProblem: () => setProblem(null),
    isBusy: (id: string) => busyId === id,
    approve: (id: string) =>
      decide(id, () => approveApplication({ variables: { id } }), APPROVE_FAILED),
    /** Resolves whether the rejection went through. */
    reject: (id: string, reason: string) =>
      decide(
        id,
        () => rejectApplication({ variables: { input: { id, reason: reason.trim() } } }),
        REJECT_FAILED,
      ),
  };
}
