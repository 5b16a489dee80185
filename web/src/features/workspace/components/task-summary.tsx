import type { ProjectTaskPriority, ProjectTaskStatus } from '../../../gql-project/graphql';
import { Badge } from '../../../ui/badge';
import { formatLongDate } from '../../../ui/format';
import { TASK_PRIORITY, TASK_STATUS } from '../workspace-labels';

/** What a task shows wherever it is listed, in the workspace's Tasks tab or the AI's breakdown. */
export interface TaskSummaryTask {
  title: string;
  priority: ProjectTaskPriority;
  status: ProjectTaskStatus;
  description: string;
  estimatedTime: string;
  completedAt?: string | null;
}

/**
 * A task's title with its priority and status, its description, and its estimate and completion
 * date: the same lines in the Tasks tab and the AI Assistant's Task Breakdown, which add their
 * own actions or resources under it.
 */
export function TaskSummary({ task }: { task: TaskSummaryTask }) {
  const status = TASK_STATUS[task.status];
  const priority = TASK_PRIORITY[task.priority];
  return (
    <>
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
    </>
  );
}
