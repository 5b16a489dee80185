import { registerEnumType } from 'type-graphql';
import { RESOURCE_TYPES, TASK_PHASES, TASK_PRIORITIES } from '../assistance/assistance-plan';
import { QUESTION_STATUSES, QUESTION_TYPES, TASK_STATUSES } from '../task-status.machine';
import { enumOf } from '../../../graphql/shared-types';

export const TaskStatusEnum = enumOf(TASK_STATUSES);
export const TaskPhaseEnum = enumOf(TASK_PHASES);
export const TaskPriorityEnum = enumOf(TASK_PRIORITIES);
export const QuestionTypeEnum = enumOf(QUESTION_TYPES);
export const QuestionStatusEnum = enumOf(QUESTION_STATUSES);
export const ResourceTypeEnum = enumOf(RESOURCE_TYPES);

registerEnumType(TaskStatusEnum, {
  name: 'ProjectTaskStatus',
  description: 'pending -> in_progress (Start) -> completed (Complete); no way back.',
});
registerEnumType(TaskPhaseEnum, { name: 'ProjectTaskPhase' });
registerEnumType(TaskPriorityEnum, { name: 'ProjectTaskPriority' });
registerEnumType(QuestionTypeEnum, { name: 'RequirementQuestionType' });
registerEnumType(QuestionStatusEnum, {
  name: 'RequirementQuestionStatus',
  description: 'pending -> answered (by the client, once).',
});
registerEnumType(ResourceTypeEnum, { name: 'AssistanceResourceType' });
