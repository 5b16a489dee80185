import type { SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Db } from '../../core/db';
import { spendAttempt } from '../../rate-limits/attempt-limit';
import type { RateLimitPolicy } from '../../rate-limits/rate-limit-counts';
import type { RateLimiter } from '../../rate-limits/rate-limiter';
import type { AssistanceResource, CodeSuggestion } from './assistance/assistance-plan';
import { aiAssistanceRepository as assistance } from './ai-assistance.repository';
import { GenerateAssistanceBody } from './dtos/workspace.inputs';
import { validateWorkspaceInput } from './dtos/workspace-rules';
import { requireProject } from './project-access';
import type { ProjectPlanner } from './project-planner';
import { projectTaskRepository as tasks, type ProjectTaskRecord } from './project-task.repository';
import { canReadWorkspace } from './workspace.policy';

export const ASSISTANCE_NOT_FOUND = 'AI assistance has not been generated for this project yet';

/**
 * Code-generator prompts a user may send a minute, counted across processes: each may cost a
 * model call (LLM_API_URL), which nobody should be able to run in a loop on the operator's bill.
 */
export const AI_PROMPTS_PER_MINUTE: RateLimitPolicy = {
  name: 'ai-prompts',
  limit: 10,
  windowMs: 60_000,
};

/**
 * A project's AI assistance: its task breakdown is the project's tasks (so
 * their statuses and completion dates are the live ones), its resources the documentation of
 * every node type the template uses.
 */
export interface AiAssistanceView {
  requestId: string;
  provider: string;
  generatedAt: Date;
  taskBreakdown: ProjectTaskRecord[];
  resources: AssistanceResource[];
}

/** What `POST .../generate-ai-assistance` answers. */
export interface GeneratedAssistance {
  assistance: AiAssistanceView;
  /** The code generator's answer when a prompt was sent, else null. */
  codeSuggestion: CodeSuggestion | null;
}

/**
 * `generate-ai-assistance`: reading gives 404 until a participant generated it;
 * generating stores it once (a second call returns the first: the tasks already follow it and
 * must not be replaced under the expert's progress) and answers the code-generator prompt (at
 * most AI_PROMPTS_PER_MINUTE per user, 429 past it). A
 * model's wording of the tasks (LLM_API_URL) replaces their descriptions then, nothing else.
 */
export class AiAssistanceService {
  constructor(
    private readonly db: Db,
    private readonly planner: ProjectPlanner,
    private readonly rateLimits: RateLimiter,
  ) {}

  async get(actor: SignedInActor, requestId: string): Promise<AiAssistanceView> {
    const project = await requireProject(this.db, actor, requestId, canReadWorkspace, {
      write: false,
    });
    const stored = await assistance.find(this.db, project.id);
    if (!stored) throw AppError.notFound(ASSISTANCE_NOT_FOUND);
    return { ...stored, taskBreakdown: await tasks.byRequest(this.db, project.id) };
  }

  async generate(
    actor: SignedInActor,
    requestId: string,
    raw: GenerateAssistanceBody,
  ): Promise<GeneratedAssistance> {
    const input = validateWorkspaceInput(GenerateAssistanceBody, raw);
    const project = await requireProject(this.db, actor, requestId, canReadWorkspace, {
      write: false,
    });
    if (input.prompt !== undefined) {
      spendAttempt(this.rateLimits, AI_PROMPTS_PER_MINUTE, actor.id, 'code-generator prompts');
    }
    let stored = await assistance.find(this.db, project.id);
    if (!stored) {
      const plan = await this.planner.planFor(project);
      stored = await this.db.transaction(async (tx) => {
        await tasks.insertBreakdown(tx, project.id, plan.taskBreakdown);
        await tasks.describe(tx, project.id, plan.taskBreakdown);
        return assistance.insertOnce(tx, {
          requestId: project.id,
          provider: plan.provider,
          resources: plan.resources,
        });
      });
    }
    const codeSuggestion =
      input.prompt === undefined ? null : await this.planner.suggest(project, input.prompt);
    return {
      assistance: { ...stored, taskBreakdown: await tasks.byRequest(this.db, project.id) },
      codeSuggestion,
    };
  }
}
