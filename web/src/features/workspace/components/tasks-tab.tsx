import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import type { ProjectViewer } from '../project-viewer';
import type { WorkspaceTask } from '../hooks/use-project-workspace';
import { useTaskStatus } from '../hooks/use-task-status';
import { WORKSPACE_MESSAGES } from '../workspace-messages';
import { TaskSummary } from './task-summary';

/** The move a task offers next, if any: Start a pending one, Complete one in progress. */
function nextMove(task: WorkspaceTask) {
  if (task.status === 'pending') return { label: 'Start', status: 'in_progress' as const };
  if (task.status === 'in_progress') return { label: 'Complete', status: 'completed' as const };
  return null;
}

/**
 * The Tasks tab: each task with its priority, status, estimate and
 * completion date. The expert starts and completes them; the client follows.
 */
export function TasksTab({
  requestId,
  tasks,
  viewer,
  readOnly,
  onStale,
}: {
  requestId: string;
  /** The project is no longer active: nothing moves. */
  readOnly: boolean;
  /** Reads the workspace again after a refusal because it moved on. */
  onStale(): void;
  tasks: readonly WorkspaceTask[];
  viewer: ProjectViewer;
}) {
  const moves = useTaskStatus(requestId, onStale);
  if (tasks.length === 0)
    return <p className="workspace-tab__empty">{WORKSPACE_MESSAGES.noTasks}</p>;
  return (
    <div className="workspace-tab">
      {moves.problem && (
        <FormMessage tone="error" onDismiss={moves.dismissProblem}>
          {moves.problem}
        </FormMessage>
      )}
      <ul className="workspace-list" aria-label="Tasks">
        {tasks.map((task) => {
          const move = viewer === 'expert' && !readOnly ? nextMove(task) : null;
          return (
            <li key={task.id} className="workspace-item">
              <TaskSummary task={task} />
              {move && (
                <Button
                  size="sm"
                  variant={move.status === 'completed' ? 'primary' : 'secondary'}
                  loading={moves.movingId === task.id}
                  disabled={moves.movingId !== null}
                  aria-label={`${move.label} ${task.title}`}
                  onClick={() => void moves.move(task.id, move.status)}
                >
                  {move.label}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
