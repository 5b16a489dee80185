import {
  MAX_TASK_RESOURCES,
  type AssistanceInput,
  type AssistancePlan,
  type AssistanceProvider,
  type AssistanceResource,
  type CodeSuggestion,
  type PlannedTask,
  type TaskResourceLink,
} from './assistance-plan';
import { suggestCode } from './code-suggestion';
import { nodeDocumentationUrl } from '../../../n8n-nodes';
import { nodeResources, usedNodeTypes, type UsedNodeType } from './node-resources';

/** The name stored with assistance the rules made. */
export const RULES_PROVIDER = 'rules';

/** "Slack", "Slack and Gmail", "Slack, Gmail and Notion". */
function listed(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The task breakdown and resources of a project, from its template's workflow alone, the same
 * for the same workflow: setup; one credentials task per outside service; the
 * trigger; mapping the data between the steps; testing; deployment. Each task links the pages of
 * the node types it touches, at most three, most relevant first.
 */
export class RuleBasedAssistanceProvider implements AssistanceProvider {
  plan(input: AssistanceInput): Promise<AssistancePlan> {
    return Promise.resolve(this.planSync(input));
  }

  suggest(input: AssistanceInput, prompt: string): Promise<CodeSuggestion> {
    return Promise.resolve(suggestCode(prompt, this.planSync(input).resources));
  }

  planSync({ templateName, workflow }: AssistanceInput): AssistancePlan {
    const used = usedNodeTypes(workflow);
    const resources = nodeResources(used);
    const linksOf = (types: readonly UsedNodeType[]) => links(types, resources);
    const triggers = used.filter((node) => node.trigger);
    const steps = used.filter((node) => !node.trigger && !node.service);
    const stepCount = used.filter((node) => !node.trigger).reduce((sum, n) => sum + n.count, 0);
    const services = servicesOf(used);

    const taskBreakdown: PlannedTask[] = [
      {
        phase: 'setup',
        title: 'Set up n8n and import the workflow',
        description: `Import "${templateName}" into the client's n8n instance and check that every node loads.`,
        priority: 'high',
        estimatedHours: 1,
        resources: [],
      },
      ...[...services].map(([service, types]): PlannedTask => ({
        phase: 'credentials',
        title: `Connect ${service} credentials`,
        description: `Create the ${service} credentials in n8n and select them on the ${listed(types.map((t) => t.displayName))} node${types.length > 1 ? 's' : ''}.`,
        priority: 'high',
        estimatedHours: 0.5,
        resources: linksOf(types),
      })),
      {
        phase: 'trigger',
        title:
          triggers.length > 0
            ? `Configure the ${listed(triggers.map((t) => t.displayName))} trigger`
            : 'Choose how the workflow starts',
        description:
          triggers.length > 0
            ? 'Set the trigger up so that it fires on the events the client expects, and only on those.'
            : 'The workflow has no trigger: agree with the client when it should run and add one.',
        priority: 'high',
        estimatedHours: 1,
        resources: linksOf(triggers),
      },
      {
        phase: 'data_mapping',
        title: 'Map the data between the steps',
        description: `Adapt the fields each of the ${stepCount} step${stepCount === 1 ? '' : 's'} reads and writes to the client's data.`,
        priority: 'medium',
        estimatedHours: Math.max(1, Math.ceil(stepCount / 5)),
        resources: linksOf(steps),
      },
      {
        phase: 'testing',
        title: 'Test the workflow end to end',
        description:
          'Run the workflow with sample data, check each step and the error paths, and fix what breaks.',
        priority: 'medium',
        estimatedHours: services.size > 2 ? 2 : 1,
        resources: [],
      },
      {
        phase: 'deployment',
        title: 'Activate the workflow and hand it over',
        description: 'Activate the workflow, watch its first runs and walk the client through it.',
        priority: 'low',
        estimatedHours: 0.5,
        resources: [],
      },
    ];
    return { provider: RULES_PROVIDER, taskBreakdown, resources };
  }
}

/** The outside services of the workflow, in first-seen order, each with its node types. */
function servicesOf(used: readonly UsedNodeType[]): Map<string, UsedNodeType[]> {
  const services = new Map<string, UsedNodeType[]>();
  for (const node of used) {
    if (node.service) services.set(node.service, [...(services.get(node.service) ?? []), node]);
  }
  return services;
}

/** The resources of these node types, most relevant first, at most MAX_TASK_RESOURCES. */
function links(
  types: readonly UsedNodeType[],
  resources: readonly AssistanceResource[],
): TaskResourceLink[] {
  const urls = new Set(types.map((node) => nodeDocumentationUrl(node.type)));
  return resources
    .filter((resource) => urls.has(resource.url))
    .slice(0, MAX_TASK_RESOURCES)
    .map(({ title, url, type }) => ({ title, url, type }));
}
