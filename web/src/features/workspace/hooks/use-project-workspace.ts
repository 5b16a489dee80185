import { useQuery } from '@apollo/client/react';
import { ProjectWorkspaceDialogDocument } from '../../../gql-project/graphql';

/** The query every workspace change asks again, by operation name. */
export const WORKSPACE_QUERY = 'ProjectWorkspaceDialog';

/**
 * A project's workspace (tasks, requirement questions, deliverables) for the Project management
 * dialog. The other side's changes arrive when it is asked again (Try Again, reopening); a
 * `projectUpdated` subscription refetching it slots in here.
 */
export function useProjectWorkspace(requestId: string) {
  const { data, loading, error, refetch } = useQuery(ProjectWorkspaceDialogDocument, {
    variables: { requestId },
    fetchPolicy: 'cache-and-network',
  });
  const workspace = data?.projectWorkspace;
  return {
    workspace,
    loading: loading && !workspace,
    loadError: error && !workspace ? error : undefined,
    retry: () => void refetch().catch(() => undefined),
  };
}

export type Workspace = NonNullable<ReturnType<typeof useProjectWorkspace>['workspace']>;
export type WorkspaceTask = Workspace['tasks'][number];
export type WorkspaceQuestion = Workspace['requirementQuestions'][number];
export type WorkspaceDeliverable = Workspace['deliverables'][number];
