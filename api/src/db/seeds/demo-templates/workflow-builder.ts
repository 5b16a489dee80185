import { createHash } from 'node:crypto';
import type { WorkflowJson, WorkflowNode } from '../../../modules/templates/template.entity';

/** One hand-written catalogue entry, before the ingest derives category, trigger and the rest. */
export interface DemoTemplate {
  /** Stable key: node ids are derived from it, so the workflow (and its hash) never drifts. */
  slug: string;
  name: string;
  author: string;
  description: string;
  /** Age of the listing when the seed runs; 0 shows the "Today" label. */
  daysAgo: number;
  /** Generate the documentation block for this one at seed time. */
  document?: boolean;
  workflow: WorkflowJson;
}

/** A node before `defineTemplate` stamps its id; `at` is a grid cell [column, row]. */
export interface NodeSpec {
  name: string;
  type: string;
  typeVersion: number;
  at: [number, number];
  parameters: Record<string, unknown>;
  credentials?: Record<string, { name: string }>;
  settings?: NodeSettings;
}

/** Node-level switches n8n keeps beside the parameters. */
export interface NodeSettings {
  executeOnce?: boolean;
  alwaysOutputData?: boolean;
  onError?: 'continueRegularOutput' | 'continueErrorOutput' | 'stopWorkflow';
  retryOnFail?: boolean;
  maxTries?: number;
}

/** One connection; `type` is `main` or an AI sub-node port such as `ai_languageModel`. */
export interface Edge {
  from: string;
  to: string;
  type: string;
  output: number;
  input: number;
}

interface Connection {
  node: string;
  type: string;
  index: number;
}

/** Package prefix of n8n's core nodes. */
export const BASE = 'n8n-nodes-base';
/** Package prefix of n8n's LangChain (AI) nodes. */
export const LC = '@n8n/n8n-nodes-langchain';

const COLUMN_WIDTH = 220;
const ROW_HEIGHT = 200;

/** A workflow node; credentials are references by name only, never ids or secrets. */
export function node(
  name: string,
  type: string,
  typeVersion: number,
  at: [number, number],
  parameters: Record<string, unknown> = {},
  credentials?: Record<string, { name: string }>,
  settings?: NodeSettings,
): NodeSpec {
  return { name, type, typeVersion, at, parameters, credentials, settings };
}

/** A sticky note: documentation on the canvas, not counted as a node by the ingest. */
export function sticky(
  name: string,
  content: string,
  at: [number, number],
  size: { width?: number; height?: number; color?: number } = {},
): NodeSpec {
  const { width = 400, height = 240, color } = size;
  const parameters: Record<string, unknown> = { content, height, width };
  if (color !== undefined) parameters.color = color;
  return node(name, 'n8n-nodes-base.stickyNote', 1, at, parameters);
}

/** `main` edges A -> B -> C ..., each from output 0 to input 0. */
export function chain(...names: string[]): Edge[] {
  return names.slice(1).map((to, i) => link(names[i], to));
}

/** One `main` edge, optionally from a numbered output (IF false = 1) or into a numbered input. */
export function link(from: string, to: string, output = 0, input = 0): Edge {
  return { from, to, type: 'main', output, input };
}

/** An AI sub-node (model, memory, tool, parser ...) plugged into its root node. */
export function ai(from: string, to: string, type: `ai_${string}`): Edge {
  return { from, to, type, output: 0, input: 0 };
}

/** Edges in n8n's exported `connections` shape, outputs as a dense array of arrays. */
export function toConnections(edges: Edge[]): Record<string, Record<string, Connection[][]>> {
  const connections: Record<string, Record<string, Connection[][]>> = {};
  for (const edge of edges) {
    const ports = (connections[edge.from] ??= {});
    const outputs = (ports[edge.type] ??= []);
    while (outputs.length <= edge.output) outputs.push([]);
    outputs[edge.output].push({ node: edge.to, type: edge.type, index: edge.input });
  }
  return connections;
}

/** A deterministic UUID-shaped id, so a reseed produces byte-identical workflows. */
export function stableId(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('/')).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Assembles a catalogue entry: ids from the slug, pixel positions from grid cells. */
export function defineTemplate(spec: {
  slug: string;
  name: string;
  author: string;
  description: string;
  daysAgo: number;
  document?: boolean;
  nodes: NodeSpec[];
  edges: Edge[];
}): DemoTemplate {
  const nodes: WorkflowNode[] = spec.nodes.map((n) => {
    const built: WorkflowNode = {
      parameters: n.parameters,
      id: stableId(spec.slug, n.name),
      name: n.name,
      type: n.type,
      typeVersion: n.typeVersion,
      position: [n.at[0] * COLUMN_WIDTH, n.at[1] * ROW_HEIGHT],
    };
    if (n.type === 'n8n-nodes-base.webhook') built.webhookId = stableId(spec.slug, n.name, 'hook');
    if (n.credentials) built.credentials = n.credentials;
    return { ...built, ...n.settings };
  });
  return {
    slug: spec.slug,
    name: spec.name,
    author: spec.author,
    description: spec.description,
    daysAgo: spec.daysAgo,
    document: spec.document,
    workflow: {
      name: spec.name,
      nodes,
      connections: toConnections(spec.edges),
      settings: { executionOrder: 'v1' },
    },
  };
}
