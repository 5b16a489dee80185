import type { ProjectTaskStatus } from '../../gql-project/graphql';

interface TaskFigures {
  status: ProjectTaskStatus;
  estimatedHours: number;
}

/** The Overview's figures, from the project's tasks. */
export interface ProjectFigures {
  /** Completed tasks out of all, rounded to a whole percent. */
  progress: number;
  completed: number;
  total: number;
  /** Estimated hours of the tasks not completed yet. */
  hoursLeft: number;
}

/**
 * The Overview's progress from the real tasks rather than fixed placeholder figures (25%, 5 days
 * left, 0/6): the tasks exist from activation, so the figures can be true.
 * A project has no deadline date, so "time left" is the estimate of the work still open.
 */
export function projectFigures(tasks: readonly TaskFigures[]): ProjectFigures {
  const total = tasks.length;
  const completed = tasks.filter((task) => task.status === 'completed').length;
  const hoursLeft = tasks
    .filter((task) => task.status !== 'completed')
    .reduce((sum, task) => sum + task.estimatedHours, 0);
  return {
    progress: total === 0 ? 0 : Math.round((completed / total) * 100),
    completed,
    total,
    hoursLeft: Math.round(hoursLeft * 10) / 10,
  };
}

/** Relevance as the AI Assistant shows it: the 0-1 score times 10, one decimal ("8.5"). */
export function relevanceText(score: number): string {
  return (score * 10).toFixed(1);
}

/** At most this many related resources show under a task. */
export const RESOURCES_PER_TASK = 3;
