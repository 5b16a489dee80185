/** A task's states: Start, then Complete; there is no way back. */
export const TASK_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The one move out of each state, as data: pending -> in_progress -> completed. */
export const TASK_MOVES: Readonly<Record<TaskStatus, TaskStatus | undefined>> = {
  pending: 'in_progress',
  in_progress: 'completed',
  completed: undefined,
};

const NAMES: Record<TaskStatus, string> = {
  pending: 'not started',
  in_progress: 'in progress',
  completed: 'completed',
};

/** Why a task in `from` cannot move to `to` (a 409), or undefined when it can. */
export function taskMoveRefusal(from: TaskStatus, to: TaskStatus): string | undefined {
  if (TASK_MOVES[from] === to) return undefined;
  if (from === 'completed') return 'This task is completed and can no longer change.';
  return `This task is ${NAMES[from]}; it can only move to ${NAMES[TASK_MOVES[from]!]}.`;
}

/** The requirement questions' states: the expert asks, the client answers once. */
export const QUESTION_STATUSES = ['pending', 'answered'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const QUESTION_TYPES = ['clarification', 'technical', 'business', 'timeline'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
