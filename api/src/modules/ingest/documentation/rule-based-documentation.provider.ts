import type { Difficulty } from '../../templates/template.entity';
import { listPhrase, triggerPhrase } from '../rules/description';
import { nodeDisplayName, runsCode, shortType } from '../../../n8n-nodes';
import type {
  DocumentationInput,
  DocumentationProvider,
  TemplateDocumentation,
} from './documentation-provider';

/** How the rule-based provider signs its work: never as an AI model. */
export const RULE_BASED_MODEL = 'flowvault-rules-v1 (rule-based, no AI)';

const DIFFICULTY_ORDER: readonly Difficulty[] = ['beginner', 'intermediate', 'advanced'];
const BASE_DIFFICULTY = { Simple: 0, Medium: 1, Complex: 2 } as const;

const SETUP_TIMES: Record<Difficulty, [few: string, many: string]> = {
  beginner: ['5-15 minutes', '15-30 minutes'],
  intermediate: ['15-30 minutes', '30-60 minutes'],
  advanced: ['30-60 minutes', '1-2 hours'],
};

const CATEGORY_USE_CASES: Record<string, string[]> = {
  AI: [
    'Let an AI model draft, summarise or classify content',
    'Answer questions over your own data',
  ],
  Communication: [
    'Send notifications to your team or customers',
    'Route incoming messages automatically',
  ],
  Marketing: ['Grow and nurture your audience', 'Keep campaigns and contact lists in sync'],
  'Sales & CRM': ['Capture and enrich leads', 'Keep your CRM up to date without manual entry'],
  Productivity: [
    'Turn routine tasks into an automatic routine',
    'Keep notes, tasks and calendars in sync',
  ],
  'Data & Storage': ['Collect data into a spreadsheet or database', 'Sync records between tools'],
  'Developer Tools': [
    'Automate repository and deployment chores',
    'Glue APIs and scripts together',
  ],
  'Finance & Accounting': ['Track payments and invoices', 'Reconcile transactions across tools'],
  'E-commerce': ['Process new orders automatically', 'Keep products, stock and customers in sync'],
  'Social Media': ['Publish content across social networks', 'Monitor mentions and engagement'],
  'IT Ops & Security': ['Respond to alerts and incidents', 'Monitor systems and certificates'],
  HR: ['Onboard new employees', 'Answer employee questions about policies'],
  Support: ['Triage and route support tickets', 'Keep customers informed about their requests'],
  Utility: ['Automate a small recurring task', 'Call an API and reshape its data'],
};

/**
 * The default documentation provider: deterministic rules over the template's listing fields
 * and node types. The same input gives the same output, apart from `generatedAt`.
 *
 * - difficulty: Simple → beginner, Medium → intermediate, Complex → advanced, one step up when
 *   the workflow runs code, uses an AI agent or vector store, or connects 4+ services.
 * - estimatedSetupTime: a range per difficulty, the longer one with more than 2 services.
 * - prerequisites, features, useCases and howToUse: sentences chosen by trigger, category,
 *   integrations and notable node types; requiredNodes: the node types' editor names.
 */
export class RuleBasedDocumentationProvider implements DocumentationProvider {
  constructor(private readonly now: () => Date = () => new Date()) {}

  async describe(input: DocumentationInput): Promise<TemplateDocumentation> {
    return this.describeSync(input);
  }

  describeSync(input: DocumentationInput): TemplateDocumentation {
    const shorts = input.nodeTypes.map(shortType);
    const traits = {
      code: input.nodeTypes.some(runsCode),
      agent: shorts.includes('agent'),
      rag: shorts.some((short) => short.startsWith('vectorStore')),
      ai:
        shorts.some((short) => /^(lm|agent|chain|openAi)/.test(short)) ||
        input.integrations.includes('OpenAI'),
    };
    const difficulty = difficultyOf(input, traits);
    const many = input.integrations.length > 2 ? 1 : 0;
    return {
      detailedDescription: detailedDescription(input),
      difficulty,
      estimatedSetupTime: SETUP_TIMES[difficulty][many],
      prerequisites: prerequisites(input, traits.code),
      useCases: useCases(input),
      features: features(input, shorts, traits),
      requiredNodes: [...new Set(input.nodeTypes.map(nodeDisplayName))],
      howToUse: howToUse(input, shorts),
      aiDocumentation: {
        generated: true,
        model: RULE_BASED_MODEL,
        generatedAt: this.now().toISOString(),
        estimatedCost: 0,
      },
    };
  }
}

function difficultyOf(
  input: DocumentationInput,
  traits: { code: boolean; agent: boolean; rag: boolean },
): Difficulty {
  const bump = traits.code || traits.agent || traits.rag || input.integrations.length >= 4 ? 1 : 0;
  return DIFFICULTY_ORDER[Math.min(BASE_DIFFICULTY[input.complexity] + bump, 2)];
}

function typedNodes(input: DocumentationInput) {
  return input.nodeTypes.map((type) => ({ type }));
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function detailedDescription(input: DocumentationInput): string {
  const start = triggerPhrase(input.triggerType, typedNodes(input));
  const services = input.integrations.length
    ? `, working with ${listPhrase(input.integrations)}`
    : '';
  const nodes = `${input.nodeCount} ${input.nodeCount === 1 ? 'node' : 'nodes'}`;
  return [
    sentence(input.description),
    `${input.name} is a ${input.complexity.toLowerCase()} ${input.category} workflow of ${nodes}${services}.`,
    input.description.startsWith(start) ? '' : `${start}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

function prerequisites(input: DocumentationInput, code: boolean): string[] {
  const items = ['An n8n instance (n8n Cloud or self-hosted)'];
  for (const service of input.integrations.slice(0, 6)) {
    items.push(`${service} credentials set up in n8n`);
  }
  if (input.triggerType === 'Webhook')
    items.push('A public URL for your n8n instance, so the webhook can be reached');
  if (code) items.push('Basic JavaScript knowledge to adapt the Code nodes');
  return items;
}

function useCases(input: DocumentationInput): string[] {
  const items = [...(CATEGORY_USE_CASES[input.category] ?? CATEGORY_USE_CASES.Utility)];
  if (input.triggerType === 'Scheduled')
    items.push('Run a recurring job without anyone starting it');
  if (input.triggerType === 'Webhook') items.push('React to events sent by another app or service');
  if (input.integrations.length >= 2) {
    items.push(`Connect ${listPhrase(input.integrations.slice(0, 3), 3)} without writing code`);
  }
  return items;
}

function features(
  input: DocumentationInput,
  shorts: string[],
  traits: { code: boolean; agent: boolean; rag: boolean; ai: boolean },
): string[] {
  const items = [`${triggerPhrase(input.triggerType, typedNodes(input))}`];
  if (input.integrations.length) items.push(`Connects ${listPhrase(input.integrations)}`);
  if (traits.agent) items.push('An AI agent that decides which tools to call');
  else if (traits.ai) items.push('AI steps that generate or analyse content');
  if (traits.rag) items.push('Retrieval from a vector store for answers grounded in your data');
  if (shorts.some((short) => ['if', 'switch', 'filter'].includes(short))) {
    items.push('Conditional routing of items');
  }
  if (shorts.includes('splitInBatches')) items.push('Processes items in batches');
  if (shorts.includes('respondToWebhook')) items.push('Answers the caller with the result');
  if (shorts.some((short) => short === 'errorTrigger' || short === 'stopAndError')) {
    items.push('Error handling');
  }
  if (traits.code) items.push('Custom logic in code steps');
  items.push(
    `${input.nodeCount} ${input.nodeCount === 1 ? 'node' : 'nodes'}, ${input.complexity.toLowerCase()} to adapt`,
  );
  return items;
}

function triggerStep(input: DocumentationInput, shorts: string[]): string {
  switch (input.triggerType) {
    case 'Webhook':
      return 'Copy the production URL of the Webhook node and call it from your app or service.';
    case 'Scheduled':
      return 'Open the schedule trigger and set how often the workflow should run.';
    case 'Manual':
      return 'Click Execute Workflow in the editor to run it.';
    case 'Triggered':
      if (shorts.includes('formTrigger'))
        return 'Open the Form Trigger, adjust the fields and share the form URL.';
      if (shorts.includes('chatTrigger'))
        return 'Open the chat panel (or the public chat URL) and send a first message.';
      if (shorts.includes('executeWorkflowTrigger')) {
        return 'Call this workflow from another one with an Execute Workflow node.';
      }
      return 'Configure the trigger node with the events it should listen for.';
  }
}

function howToUse(input: DocumentationInput, shorts: string[]): string[] {
  const steps = [
    'Import the workflow into n8n (Import from File, or paste the JSON onto the canvas).',
  ];
  if (input.integrations.length) {
    steps.push(
      `Create credentials for ${listPhrase(input.integrations, 6)} in n8n and select them on the matching nodes.`,
    );
  }
  steps.push(triggerStep(input, shorts));
  steps.push(
    'Review each node’s parameters (ids, sheet or channel names, prompts) and adapt them to your data.',
  );
  steps.push('Run a test execution and check the output of each node.');
  steps.push(
    input.triggerType === 'Manual'
      ? 'Save the workflow and run it whenever you need it.'
      : 'Activate the workflow so it runs on its own.',
  );
  return steps;
}
