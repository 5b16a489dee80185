import { CreateWorkspace1764345600000 } from '../../db/migrations/1764345600000-create-workspace';
import type { FeatureModule, ServicesOf } from '../feature-module';
import type { hiringModule } from '../hiring/hiring.module';
import type { templatesModule } from '../templates/templates.module';
import type { chatModule } from '../chat/chat.module';
import { AiAssistanceResolver } from './ai-assistance.resolver';
import { AiAssistanceService } from './ai-assistance.service';
import { createAssistanceProvider } from './assistance/assistance.factory';
import { RuleBasedAssistanceProvider } from './assistance/rule-based-assistance.provider';
import { ProjectPlanner } from './project-planner';
import { WorkspaceResolver } from './workspace.resolver';
import { workspaceRoutes } from './workspace.routes';
import { seedWorkspaces } from './workspace.seed';
import { WorkspaceService } from './workspace.service';

/**
 * The project workspace and its AI assistance (docs/product/workspace-and-chat.md): once hiring
 * activates a request, client and accepted expert share tasks (from the AI task breakdown of the
 * template's workflow), requirement questions and deliverables. Opened through
 * `hirePayments.onActivated`, in the activation's transaction; read-only once completed
 * (`hireRequests.onCompleted` tells its live readers).
 */
export const workspaceModule: FeatureModule<
  {
    workspace: WorkspaceService;
    aiAssistance: AiAssistanceService;
  },
  object,
  ServicesOf<typeof hiringModule | typeof templatesModule | typeof chatModule>
> = {
  name: 'workspace',
  needs: ['hiring', 'templates', 'chat'],
  migrations: [CreateWorkspace1764345600000],
  resolvers: [WorkspaceResolver, AiAssistanceResolver],
  services: ({
    db,
    env,
    logger,
    rateLimits,
    realtime,
    templates,
    hirePayments,
    hireRequests,
    chat,
  }) => {
    const rules = new RuleBasedAssistanceProvider();
    const provider = createAssistanceProvider(env, rules, logger);
    const planner = new ProjectPlanner(templates, rules, provider);
    const workspace = new WorkspaceService(db, planner, realtime, chat);
    hirePayments.onActivated((tx, requestId) => workspace.createFor(tx, requestId));
    hireRequests.onCompleted((tx, requestId) => workspace.announceCompleted(tx, requestId));
    return { workspace, aiAssistance: new AiAssistanceService(db, planner, rateLimits) };
  },
  routes: workspaceRoutes,
  seed: seedWorkspaces,
};
