import { useMutation } from '@apollo/client/react';
import { formProblems, isUnauthorized, type FormProblems } from '../../../app/request-error';
import {
  BecomeExpertBannerDocument,
  ExpertApplicationDialogSubmitDocument,
  type SubmitExpertApplicationInput,
} from '../../../gql/graphql';

export const LOGIN_REQUIRED = 'Please log in to submit your application';
export const SUBMIT_FAILED = 'Failed to submit application';

/**
 * Sends the Become an Expert form. On success the new application becomes the banner's (so its
 * status shows as pending at once); on failure the problems are laid out on the
 * form under the fields named by `labels` (keyed as the API keys them), the rest on top.
 */
export function useSubmitExpertApplication() {
  const [submit, { loading }] = useMutation(ExpertApplicationDialogSubmitDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: BecomeExpertBannerDocument,
        data: { myExpertApplication: data.submitExpertApplication },
      });
    },
  });

  /** Resolves no problems when the application was accepted. */
  async function send(
    input: SubmitExpertApplicationInput,
    labels: Record<string, string>,
  ): Promise<FormProblems<string> | null> {
    try {
      const { data } = await submit({ variables: { input } });
      if (!data) throw new Error('the API answered without an application');
      return null;
    } catch (error) {
      console.error('Could not submit the expert application', error);
      if (isUnauthorized(error)) return { fields: {}, message: LOGIN_REQUIRED };
      return formProblems(error, labels, SUBMIT_FAILED);
    }
  }

  return { send, sending: loading };
}
