import { Badge } from '../../../ui/badge';
import { ExternalLink } from '../../../ui/external-link';
import { formatLongDate } from '../../../ui/format';
import type { Assistance } from '../hooks/use-ai-assistance';
import { RESOURCES_PER_TASK } from '../workspace-figures';
import { RESOURCE_TYPE, TASK_PRIORITY, TASK_STATUS } from '../workspace-labels';

/**
 * The AI Assistant's Task Breakdown (PRODUCT-SPEC §2): each task with its priority, status,
 * estimate, completion date and at most 3 related resources (§9).
 */
export function TaskBreakdown({ tasks }: { tasks: Assistance['taskBreakdown'] }) {
  return (
    <ol className="workspace-list" aria-label="Task breakdown">
      {tasks.map((task) => {
        const status = TASK_STATUS[task.status];
        const priority = TASK_PRIORITY[task.priority];
        const resources = task.resources.slice(0, RESOURCES_PER_TASK);
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
            {resources.length > 0 && (
              <ul className="workspace-item__links" aria-label={`Resources for ${task.title}`}>
                {resources.map((resource) => (
                  <li key={resource.url}>
                    <ExternalLink href={resource.url}>{resource.title}</ExternalLink>{' '}
                    <span className="workspace-item__meta">({RESOURCE_TYPE[resource.type]})</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
