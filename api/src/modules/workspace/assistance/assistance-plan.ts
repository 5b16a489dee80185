import type { WorkflowJson } from '../../templates/template.entity';

/** The phases of a project's task breakdown, in the order the work is done. */
export const TASK_PHASES = [
  'setup',
  'credentials',
  'trigger',
  'data_mapping',
  'testing',
  'deployment',
] as const;
export type TaskPhase = (typeof TASK_PHASES)[number];

export const TASK_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** Kinds of resource the AI Assistant shows; the rule-based provider gives documentation only. */
export const RESOURCE_TYPES = ['documentation', 'article', 'video'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** The most resources a task links to (the AI Assistant shows at most 3 per task). */
export const MAX_TASK_RESOURCES = 3;

/** A resource as a task links to it. */
export interface TaskResourceLink {
  title: string;
  url: string;
  type: ResourceType;
}

/** A resource of the Resources tab: one per node type used, with why and how long to read. */
export interface AssistanceResource extends TaskResourceLink {
  description: string;
  /** How relevant to this project, 0 to 1 (the web shows it times 10). */
  relevanceScore: number;
  /** Minutes, e.g. "6 min". */
  estimatedReadTime: string;
}

/** One task of the breakdown before it is stored. */
export interface PlannedTask {
  phase: TaskPhase;
  title: string;
  description: string;
  priority: TaskPriority;
  estimatedHours: number;
  resources: TaskResourceLink[];
}

/** What a provider makes of a template's workflow. */
export interface AssistancePlan {
  provider: string;
  taskBreakdown: PlannedTask[];
  resources: AssistanceResource[];
}

/** What a provider is told: the template the project is about. */
export interface AssistanceInput {
  templateName: string;
  workflow: WorkflowJson | null;
}

/** An answer to the AI Assistant's code-generator prompt. */
export interface CodeSuggestion {
  prompt: string;
  answer: string;
  resources: AssistanceResource[];
}

/**
 * Builds a project's assistance. The rule-based provider is the default and the fallback of any
 * other; `plan` must not throw for any workflow an export may hold.
 */
export interface AssistanceProvider {
  plan(input: AssistanceInput): Promise<AssistancePlan>;
  suggest(input: AssistanceInput, prompt: string): Promise<CodeSuggestion>;
}

/** "30 minutes", "1 hour", "2.5 hours": how the web shows an estimate. */
export function estimatedTime(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} minutes`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
