import type { Db } from '../../core/db';
import type { TemplateService } from '../templates/template.service';
import type {
  AssistanceInput,
  AssistancePlan,
  AssistanceProvider,
  CodeSuggestion,
} from './assistance/assistance-plan';
import type { RuleBasedAssistanceProvider } from './assistance/rule-based-assistance.provider';
import { projectRepository as projects, type ProjectRecord } from './project.repository';

/**
 * Turns a project's template into assistance: the rules for the tasks created at activation
 * (deterministic, no network inside the payment's transaction), the configured provider (the
 * rules, or a model that falls back to them) for what the AI Assistant shows.
 */
export class ProjectPlanner {
  constructor(
    private readonly templates: TemplateService,
    private readonly rules: RuleBasedAssistanceProvider,
    private readonly provider: AssistanceProvider,
  ) {}

  /**
   * The rules' plan for a request; a template taken down plans from its name alone. Every read
   * goes through `db` (the activation's transaction): none waits for another pool connection.
   */
  async rulesFor(db: Db, requestId: string): Promise<AssistancePlan> {
    const project = await projects.find(db, requestId, null);
    if (!project) throw new Error(`No hire request ${requestId} to plan a workspace for`);
    return this.rules.planSync(await this.inputOf(project, db));
  }

  async planFor(project: ProjectRecord): Promise<AssistancePlan> {
    return this.provider.plan(await this.inputOf(project));
  }

  async suggest(project: ProjectRecord, prompt: string): Promise<CodeSuggestion> {
    return this.provider.suggest(await this.inputOf(project), prompt);
  }

  private async inputOf(project: ProjectRecord, db?: Db): Promise<AssistanceInput> {
    const [found] = project.templateId
      ? await this.templates.findWorkflowsByIds([project.templateId], db)
      : [];
    return { templateName: project.templateName, workflow: found?.workflow ?? null };
  }
}
