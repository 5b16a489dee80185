import type { NodeTypeFacts } from './node-type-lookup';

/**
 * A step of an n8n workflow export as FlowVault reads it. Every field but `name`, `type` and
 * `nodeType` is optional because older exports in the wild omit ids, positions and versions.
 */
export interface WorkflowNode {
  id?: string;
  name: string;
  type: string;
  typeVersion?: number;
  position?: readonly [number, number];
  credentials?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  disabled?: boolean;
  /** What the API says about the node's type: name, kind, icon. */
  nodeType: NodeTypeFacts;
}

/**
 * One wire of the workflow, flattened from n8n's nested `connections` map. `kind` is the output
 * kind: `main` for data flow, `ai_*` for the sub-nodes of an AI agent, `error` for error outputs.
 */
export interface WorkflowLink {
  from: string;
  to: string;
  kind: string;
  outputIndex: number;
}

/** A workflow reduced to what the detail page and the graph preview draw. */
export interface Workflow {
  nodes: WorkflowNode[];
  links: WorkflowLink[];
}
