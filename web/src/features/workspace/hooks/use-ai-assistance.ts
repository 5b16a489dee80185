import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { readRequestError } from '../../../app/request-error';
import { getFragmentData } from '../../../gql-project/fragment-masking';
import {
  AiAssistant_AssistanceFragmentDoc,
  AiAssistantDialogDocument,
  AiAssistantGenerateDocument,
} from '../../../gql-project/graphql';
import { AI_MESSAGES } from '../workspace-messages';

interface Steps {
  fetchError: unknown;
  notFound: boolean;
  generateError: unknown;
  /** Generation answered without failing. */
  generatedEmpty: boolean;
}

/** Which of AI_MESSAGES a failure shows: the step that failed, else unknown. */
function failureOf({ fetchError, notFound, generateError, generatedEmpty }: Steps) {
  if (generateError) return AI_MESSAGES.generateFailed;
  if (fetchError && !notFound) return AI_MESSAGES.fetchFailed;
  if (generatedEmpty) return AI_MESSAGES.unknown;
  return undefined;
}

/**
 * A project's AI assistance, for the AI Assistant: read it, and when there is
 * none yet (NOT_FOUND) generate it once and show what came back. A failure says which step
 * failed, and `retry` repeats that step; after a generation that answered nothing it reads the
 * assistance again and, still finding none, generates again.
 */
export function useAiAssistance(requestId: string) {
  const query = useQuery(AiAssistantDialogDocument, {
    variables: { requestId },
    fetchPolicy: 'cache-and-network',
  });
  const [generate, generated] = useMutation(AiAssistantGenerateDocument);
  const notFound = readRequestError(query.error).code === 'NOT_FOUND';

  useEffect(() => {
    if (notFound && !generated.called) {
      void generate({ variables: { input: { requestId } } }).catch(() => undefined);
    }
  }, [notFound, generated.called, generate, requestId]);

  const source =
    query.data?.aiAssistance ?? generated.data?.generateAiAssistance?.assistance ?? undefined;
  const assistance = source
    ? getFragmentData(AiAssistant_AssistanceFragmentDoc, source)
    : undefined;
  const problem = assistance
    ? undefined
    : failureOf({
        fetchError: query.error,
        notFound,
        generateError: generated.error,
        generatedEmpty: generated.called && !generated.loading && !generated.error,
      });

  return {
    assistance,
    loading: !assistance && !problem,
    problem,
    retry() {
      const generateAgain = () =>
        generate({ variables: { input: { requestId } } }).catch(() => undefined);
      if (generated.error) {
        void generateAgain();
        return;
      }
      // Still none after a generation that answered nothing: the effect above ran once, so
      // generate here.
      void query
        .refetch()
        .then(
          (result) => result.error,
          (error: unknown) => error,
        )
        .then((error) => {
          if (generated.called && readRequestError(error).code === 'NOT_FOUND') {
            return generateAgain();
          }
        });
    },
  };
}

export type Assistance = NonNullable<ReturnType<typeof useAiAssistance>['assistance']>;
