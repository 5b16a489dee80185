import { useMutation } from '@apollo/client/react';
import { ProjectAddDeliverableDocument } from '../../../gql-project/graphql';
import { WORKSPACE_MESSAGES } from '../workspace-messages';
import { WORKSPACE_QUERY } from './use-project-workspace';
import { useWorkspaceAction } from './use-workspace-action';

/** What the expert hands over: a title, an http(s) address and an optional note. */
export interface DeliverableDraft {
  title: string;
  url: string;
  note: string;
}

/** The expert's Add deliverable; the list is read again so the new one shows in its place. */
export function useAddDeliverable(requestId: string, onStale: () => void) {
  const [addDeliverable] = useMutation(ProjectAddDeliverableDocument, {
    refetchQueries: [WORKSPACE_QUERY],
    awaitRefetchQueries: true,
  });
  const action = useWorkspaceAction(onStale);
  return {
    adding: action.running !== null,
    problem: action.problem,
    dismissProblem: action.dismissProblem,
    /** The API's problems of the form's fields from the last failed add. */
    fieldProblems: action.fieldProblems('add'),
    add: ({ title, url, note }: DeliverableDraft) =>
      action.run(
        'add',
        () =>
          addDeliverable({
            variables: {
              input: { requestId, title: title.trim(), url: url.trim(), note: note.trim() || null },
            },
          }),
        WORKSPACE_MESSAGES.deliverableFailed,
        { title: 'Title', url: 'Link', note: 'Note' },
      ),
  };
}
