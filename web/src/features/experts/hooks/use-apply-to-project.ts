import { useMutation } from '@apollo/client/react';
import { formProblems, type FormProblems } from '../../../app/request-error';
import { ApplyDialogApplyDocument, type ApplyToHireRequestInput } from '../../../gql/graphql';

export const APPLY_FAILED = 'Failed to send your application. Please try again.';

/**
 * Sends an application to a project on the board. On success the board's card turns to Applied
 * with one more application, and the expert's cached lists are dropped so Project Applications
 * asks again; on failure the problems are laid out under the fields named by `labels`.
 */
export function useApplyToProject() {
  const [apply, { loading }] = useMutation(ApplyDialogApplyDocument);

  async function send(
    input: ApplyToHireRequestInput,
    labels: Record<string, string>,
  ): Promise<FormProblems<string> | null> {
    try {
      await apply({
        variables: { input },
        update(cache) {
          cache.modify({
            id: cache.identify({ __typename: 'OpenProject', id: input.requestId }),
            fields: {
              hasApplied: () => true,
              applicationCount: (count: number) => count + 1,
            },
          });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'myApplications' });
        },
      });
      return null;
    } catch (error) {
      console.error('Could not apply to the project', error);
      return formProblems(error, labels, APPLY_FAILED);
    }
  }

  return { send, sending: loading };
}
