import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { shortType } from '../src/n8n-nodes';
import {
  Template,
  type WorkflowJson,
  type WorkflowNode,
} from '../src/modules/templates/template.entity';

/** What a test may set on a template; everything else gets a realistic default. */
export type TemplateOverrides = Partial<
  Omit<Template, 'id' | 'numericId' | 'searchKeywords' | 'workflow'>
> & {
  /** Node types of the workflow, e.g. `n8n-nodes-base.telegram`. */
  nodeTypes?: string[];
};

let sequence = 0;

/** A small but real-looking n8n workflow: a trigger and one node per given type, chained. */
export function buildWorkflow(name: string, nodeTypes: string[]): WorkflowJson {
  const nodes: WorkflowNode[] = nodeTypes.map((type, index) => ({
    id: randomUUID(),
    name: `${shortType(type)} ${index + 1}`,
    type,
    typeVersion: 1,
    position: [index * 220, 300],
    parameters: {},
  }));
  const connections: Record<string, unknown> = {};
  for (let i = 0; i < nodes.length - 1; i++) {
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  }
  return { name, nodes, connections, settings: { executionOrder: 'v1' } };
}

/**
 * Inserts one template row as the ingest would write it (searchable keywords from tags,
 * integrations and node type names) and returns it. The catalogue's triggers add its words to the
 * typo lexicon and announce the change, so searches and counts see it at once.
 */
export async function buildTemplate(
  dataSource: DataSource,
  overrides: TemplateOverrides = {},
): Promise<Template> {
  sequence += 1;
  const nodeTypes = overrides.nodeTypes ?? ['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.set'];
  const shortTypes = [...new Set(nodeTypes.map(shortType))];
  const integrations = overrides.integrations ?? [];
  const tags = overrides.tags ?? integrations.map((name) => name.toLowerCase());
  const name = overrides.name ?? `Fixture workflow ${sequence}`;
  const template = Object.assign(new Template(), {
    author: 'n8n community',
    category: 'Utility',
    description: `A workflow that moves data between services (${sequence}).`,
    nodeCount: nodeTypes.length,
    triggerType: 'Manual',
    complexity: nodeTypes.length <= 5 ? 'Simple' : nodeTypes.length <= 15 ? 'Medium' : 'Complex',
    prerequisites: [],
    useCases: [],
    features: [],
    requiredNodes: shortTypes,
    howToUse: [],
    aiDocumentation: null,
    detailedDescription: null,
    difficulty: null,
    estimatedSetupTime: null,
    downloadUrl: null,
    views: 0,
    downloads: 0,
    saves: 0,
    contentHash: `fixture-${randomUUID()}`,
    source: { repo: 'fixtures', path: `fixture-${sequence}.json`, license: 'MIT' },
    redactedValues: 0,
    ...overrides,
    name,
    tags,
    integrations,
    nodeTypes,
    workflow: buildWorkflow(name, nodeTypes),
    searchKeywords: [...tags, ...integrations, ...shortTypes].join(' '),
  });
  return dataSource.getRepository(Template).save(template);
}
