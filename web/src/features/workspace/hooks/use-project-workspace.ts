import { useQuery, useSubscription } from '@apollo/client/react';
import { getFragmentData } from '../../../gql-project/fragment-masking';
import {
  ProjectManagementDialog_WorkspaceFragmentDoc,
  ProjectWorkspaceDialogDocument,
  ProjectWorkspaceLiveDocument,
} from '../../../gql-project/graphql';

/** The query every workspace change asks again, by operation name. */
export const WORKSPACE_QUERY = 'ProjectWorkspaceDialog';

/**
 * A project's workspace (tasks, requirement questions, deliverables) for the Project management
 * dialog, kept live: once it loaded, `projectUpdated` sends the workspace again after every change
 * either side makes, and each one is written over the query's answer in the cache, so every view
 * of the workspace (the expert's dialog, the client's Manage Active Project) shows it at once.
 * The subscription's first event is the workspace as it is now, and graphql-ws re-sends the
 * subscription after a reconnect, so a reconnect catches up by itself without reading the query
 * again. A subscription the API ended (refused, or the socket closed for good) is `livePaused`
 * until `resumeLive` subscribes again.
 */
export function useProjectWorkspace(requestId: string) {
  const variables = { requestId };
  const { data, loading, error, refetch } = useQuery(ProjectWorkspaceDialogDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const loaded = data?.projectWorkspace;
  const workspace = loaded
    ? getFragmentData(ProjectManagementDialog_WorkspaceFragmentDoc, loaded)
    : undefined;

  // Not before the workspace loaded: a project that is not open yet would refuse it too.
  const live = useSubscription(ProjectWorkspaceLiveDocument, {
    variables,
    skip: !loaded,
    fetchPolicy: 'no-cache',
    onData: ({ client, data: update }) => {
      const projectWorkspace = update.data?.projectUpdated;
      if (!projectWorkspace) return;
      client.writeQuery({
        query: ProjectWorkspaceDialogDocument,
        variables,
        data: { projectWorkspace },
      });
    },
  });

  return {
    workspace,
    loading: loading && !workspace,
    loadError: error && !workspace ? error : undefined,
    retry: () => void refetch().catch(() => undefined),
    livePaused: Boolean(loaded && live.error),
    resumeLive: () => live.restart(),
  };
}

export type Workspace = NonNullable<ReturnType<typeof useProjectWorkspace>['workspace']>;
export type WorkspaceTask = Workspace['tasks'][number];
export type WorkspaceQuestion = Workspace['requirementQuestions'][number];
export type WorkspaceDeliverable = Workspace['deliverables'][number];
