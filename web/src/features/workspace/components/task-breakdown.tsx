import { ExternalLink } from '../../../ui/external-link';
import type { Assistance } from '../hooks/use-ai-assistance';
import { RESOURCES_PER_TASK } from '../workspace-figures';
import { RESOURCE_TYPE } from '../workspace-labels';
import { TaskSummary } from './task-summary';

/**
 * The AI Assistant's Task Breakdown: each task with its priority, status, estimate, completion
 * date and at most 3 related resources (RESOURCES_PER_TASK).
 */
export function TaskBreakdown({ tasks }: { tasks: Assistance['taskBreakdown'] }) {
  return (
    <ol className="workspace-list" aria-label="Task breakdown">
      {tasks.map((task) => {
        const resources = task.resources.slice(0, RESOURCES_PER_TASK);
        return (
          <li key={task.id} className="workspace-item">
            <TaskSummary task={task} />
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
