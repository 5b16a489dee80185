import { estimatedTime } from './assistance/assistance-plan';
import type { AiAssistanceView } from './ai-assistance.service';
import type {
  AiAssistanceObject,
  ProjectTaskObject,
  ProjectWorkspaceObject,
} from './dtos/workspace.types';
import type { ProjectTaskRecord } from './project-task.repository';
import type { ProjectWorkspace } from './workspace.service';

/** A stored task as its GraphQL object (the other records' fields are the objects' already). */
export function toProjectTask(task: ProjectTaskRecord): ProjectTaskObject {
  return { ...task, estimatedTime: estimatedTime(task.estimatedHours) };
}

export function toAiAssistance(assistance: AiAssistanceView): AiAssistanceObject {
  return { ...assistance, taskBreakdown: assistance.taskBreakdown.map(toProjectTask) };
}

/** A project's workspace as its GraphQL object (the query's and the subscription's). */
export function toProjectWorkspace(
  requestId: string,
  workspace: ProjectWorkspace,
): ProjectWorkspaceObject {
  return { requestId, ...workspace, tasks: workspace.tasks.map(toProjectTask) };
}
