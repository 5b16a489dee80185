import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { formatLongDate } from '../../../ui/format';
import { FormMessage } from '../../../ui/form-message';
import type { ProjectViewer } from '../project-viewer';
import type { WorkspaceTask } from '../hooks/use-project-workspace';
import { useTaskStatus } from '../hooks/use-task-status';
import { TASK_PRIORITY, TASK_STATUS } from '../workspace-labels';
import { WORKSPACE_MESSAGES } from '../workspace-messages';

/** The move a task offers next, if any: Start a pending one, Complete one in progress. */
function nextMove(task: WorkspaceTask) {
  if (task.status === 'pending') return { label: 'Start', status: 'in_progress' as const };
  if (task.status === 'in_progress') return { label: 'Complete', status: 'completed' as const };
  return null;
}

/**
 * The Tasks tab (PRODUCT-SPEC §2 and §4): each task with its priority, status, estimate and
 * completion date. The expert starts and completes them; the client follows.
 */
export function TasksTab({
  requestId,
  tasks,
  viewer,
  onStale,
}: {
  requestId: string;
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
          const move = viewer === 'expert' ? nextMove(task) : null;
          const status = TASK_STATUS[task.status];
          const priority = TASK_PRIORITY[task.priority];
          return (
            <li key={task.id} className="workspace-item">
              <div className="workspace-item__head">
                <h4 className="workspace-item__title">{task.title}</h4>
                <Badge tone={priority.tone}>{priority.label}</Badge>
                <Badge tone={status.tone}>{status.label}</Badge>
              </div>
              <p className="workspace-item__text">{task.description}</p>
              <p className="workspace-item__meta">
                Estimated {task.estimatedTime}
                {task.completedAt && ` · Completed ${formatLongDate(task.completedAt)}`}
              </p>
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
