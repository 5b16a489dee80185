import type { SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import { unsafeInput } from '../../core/unsafe-input';
import { validateInput } from '../../core/validate-input';
import type { AccountService } from '../accounts/account.service';
import { workflowProblem } from '../ingest/ingest-record';
import { deriveTemplate, type ScrubRemoval } from '../ingest/rules';
import type { N8nConnectionService } from '../n8n-connection/n8n-connection.service';
import { n8nCompatibilityOf, type WorkflowJson } from '../templates/template.entity';
import type { TemplateService } from '../templates/template.service';
import { SubmittedWorkflowInput } from './dtos/template-submission.inputs';

/** The most nodes a submitted workflow may have. */
export const MAX_SUBMITTED_NODES = 500;

export const EMAIL_UNVERIFIED =
  'Verify your email address before publishing: open the link we mailed you, or send a new one from Settings › Profile.';
export const ONE_SOURCE = 'Send either a workflow or the id of one in your n8n, not both';
export const NO_SOURCE = 'Send a workflow, or the id of one in your n8n';

/** A submitted workflow as the catalogue would list it; nothing of it is stored. */
export interface SubmissionPreview {
  workflow: WorkflowJson;
  removed: ScrubRemoval[];
  nodeCount: number;
  triggerType: string;
  complexity: string;
  category: string;
  integrations: string[];
  n8nCompatibility: 'Clean' | 'Blocked';
  n8nObstacles: string[];
  nearCopyOf: { id: string; name: string; author: string } | null;
}

/**
 * Creators' submissions (docs/product/publishing.md). For now the preview: a workflow from a
 * file, pasted, or from the user's own n8n, put through the ingest's rules (scrubbing with its
 * report, shape, category, integrations, the compatibility badge, the structural signature) and
 * shown to its author before anything is stored.
 */
export class TemplateSubmissionService {
  constructor(
    private readonly deps: {
      accounts: AccountService;
      templates: TemplateService;
      n8nConnection: N8nConnectionService;
    },
  ) {}

  /**
   * The preview of a workflow: 403 `email_unverified` for an account whose address is not
   * verified; a 400 naming what is wrong for anything that is not a workflow (no nodes, a node
   * without a type, connections to nodes that are not there, more than 500 nodes).
   */
  async preview(actor: SignedInActor, raw: SubmittedWorkflowInput): Promise<SubmissionPreview> {
    const input = validateInput(SubmittedWorkflowInput, raw, 'Invalid submission');
    if (input.workflow && input.n8nWorkflowId) {
      throw AppError.validation(ONE_SOURCE, { n8nWorkflowId: ONE_SOURCE });
    }
    if (!input.workflow && !input.n8nWorkflowId) {
      throw AppError.validation(NO_SOURCE, { workflow: 'is required' });
    }
    await this.requireVerified(actor);
    const workflow = input.workflow ?? (await this.fromOwnN8n(actor, input.n8nWorkflowId!));
    const problem = submittedWorkflowProblem(workflow);
    if (problem)
      throw AppError.validation(`This is not a workflow n8n can use: ${problem}`, {
        workflow: problem,
      });
    const derived = deriveTemplate(workflow as WorkflowJson);
    return {
      workflow: derived.workflow,
      removed: derived.removed,
      nodeCount: derived.nodeCount,
      triggerType: derived.triggerType,
      complexity: derived.complexity,
      category: derived.category,
      integrations: derived.integrations,
      n8nCompatibility: n8nCompatibilityOf(derived.n8nObstacles) ?? 'Clean',
      n8nObstacles: derived.n8nObstacles,
      nearCopyOf: (await this.deps.templates.findListedBySignature(derived.signature)) ?? null,
    };
  }

  /**
   * A workflow of the user's n8n, held to what any input is held to (`unsafeInput`: nesting, NUL
   * characters, `constructor` and `__proto__` keys): an n8n at the user's address is anyone's
   * server, and what it answers reaches the rules unchecked otherwise.
   */
  private async fromOwnN8n(actor: SignedInActor, id: string): Promise<Record<string, unknown>> {
    const workflow = await this.deps.n8nConnection.fetchWorkflow(actor, id);
    const [unsafe] = unsafeInput({ workflow });
    if (unsafe) {
      const problem = `${unsafe.field} ${unsafe.problem}`;
      throw AppError.validation(`The workflow in your n8n cannot be published: ${problem}`, {
        n8nWorkflowId: problem,
      });
    }
    return workflow;
  }

  private async requireVerified(actor: SignedInActor): Promise<void> {
    const { emailVerified } = await this.deps.accounts.address(actor);
    if (!emailVerified) throw new AppError('email_unverified', EMAIL_UNVERIFIED);
  }
}

/**
 * Why a submitted workflow cannot be published, or undefined: the ingest's shape rules, then at
 * most MAX_SUBMITTED_NODES nodes, and every connection between nodes the workflow has.
 */
export function submittedWorkflowProblem(workflow: unknown): string | undefined {
  const problem = workflowProblem(workflow);
  if (problem) return problem;
  const { nodes, connections } = workflow as {
    nodes: Array<{ name?: unknown }>;
    connections?: unknown;
  };
  if (nodes.length > MAX_SUBMITTED_NODES) {
    return `it has ${nodes.length} nodes, more than ${MAX_SUBMITTED_NODES}`;
  }
  const names = new Set(nodes.map((node) => node.name));
  for (const [from, outputs] of Object.entries((connections ?? {}) as Record<string, unknown>)) {
    if (!names.has(from)) return `a connection starts at "${from}", which is not a node`;
    for (const groups of Object.values((outputs ?? {}) as Record<string, unknown>)) {
      if (!Array.isArray(groups)) return `the connections of "${from}" are not lists`;
      for (const targets of groups) {
        if (targets === null) continue;
        if (!Array.isArray(targets)) return `the connections of "${from}" are not lists`;
        for (const target of targets as Array<{ node?: unknown }>) {
          if (!names.has(target?.node)) {
            return `"${from}" connects to "${String(target?.node)}", which is not a node`;
          }
        }
      }
    }
  }
  return undefined;
}
