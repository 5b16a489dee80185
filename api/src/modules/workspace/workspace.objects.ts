import { estimatedTime } from './assistance/assistance-plan';
import type { AiAssistanceView } from './ai-assistance.service';
import type { AiAssistanceObject, ProjectTaskObject } from './dtos/workspace.types';
import type { ProjectTaskRecord } from './project-task.repository';

/** A stored task as its GraphQL object (the other records' fields are the objects' already). */
export function toProjectTask(task: ProjectTaskRecord): ProjectTaskObject {
  return { ...task, estimatedTime: estimatedTime(task.estimatedHours) };
}

export function toAiAssistance(assistance: AiAssistanceView): AiAssistanceObject {
  return { ...assistance, taskBreakdown: assistance.taskBreakdown.map(toProjectTask) };
}
