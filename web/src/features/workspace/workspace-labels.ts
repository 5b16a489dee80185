import type {
  AssistanceResourceType,
  ProjectTaskPriority,
  ProjectTaskStatus,
  RequirementQuestionStatus,
  RequirementQuestionType,
} from '../../gql-project/graphql';
import type { BadgeTone } from '../../ui/badge';

interface Label {
  label: string;
  tone: BadgeTone;
}

export const TASK_STATUS: Record<ProjectTaskStatus, Label> = {
  pending: { label: 'Pending', tone: 'neutral' },
  in_progress: { label: 'In Progress', tone: 'blue' },
  completed: { label: 'Completed', tone: 'green' },
};

export const TASK_PRIORITY: Record<ProjectTaskPriority, Label> = {
  high: { label: 'High priority', tone: 'red' },
  medium: { label: 'Medium priority', tone: 'amber' },
  low: { label: 'Low priority', tone: 'neutral' },
};

export const QUESTION_STATUS: Record<RequirementQuestionStatus, Label> = {
  pending: { label: 'Awaiting answer', tone: 'amber' },
  answered: { label: 'Answered', tone: 'green' },
};

/** The types of a requirement question, sent lower case. */
export const QUESTION_TYPES: readonly { value: RequirementQuestionType; label: string }[] = [
  { value: 'clarification', label: 'Clarification' },
  { value: 'technical', label: 'Technical' },
  { value: 'business', label: 'Business' },
  { value: 'timeline', label: 'Timeline' },
];

/** How a question's type reads on its badge: its label in the Question type select. */
export function questionTypeLabel(type: RequirementQuestionType): string {
  return QUESTION_TYPES.find((option) => option.value === type)?.label ?? type;
}

export const RESOURCE_TYPE: Record<AssistanceResourceType, string> = {
  documentation: 'Documentation',
  article: 'Article',
  video: 'Video',
};
