import { useMutation } from '@apollo/client/react';
import { ProjectTaskStatusDocument, type ProjectTaskStatus } from '../../../gql-project/graphql';
import { WORKSPACE_MESSAGES } from '../workspace-messages';
import { useWorkspaceAction } from './use-workspace-action';

/**
 * The expert's Start and Complete (pending -> in_progress -> completed, never back), one
 * move at a time; the answer updates the task in the cache, completion date included.
 */
export function useTaskStatus(requestId: string, onStale: () => void) {
  const [update] = useMutation(ProjectTaskStatusDocument);
  const action = useWorkspaceAction(onStale);
  return {
    movingId: action.running,
    problem: action.problem,
    dismissProblem: action.dismissProblem,
    move: (taskId: string, status: ProjectTaskStatus) =>
      action.run(
        taskId,
        () => update({ variables: { input: { requestId, taskId, status } } }),
        WORKSPACE_MESSAGES.taskFailed,
      ),
  };
}
