/**
 * What reading and drawing a workflow need to know of a node's type. The web's GraphQL
 * `NodeTypeLookup_nodeType` fragment and the API's `NodeTypeInfo` both satisfy it, so the detail
 * page and the downloadable diagram read a workflow with the same facts. `icon` is a key (`http`,
 * `ai`, ...): each drawing chooses its own picture and colour for it.
 */
export interface NodeTypeFacts {
  type: string;
  displayName: string;
  kind: string;
  apiCall: boolean;
  icon: string;
}

/** The facts of any node type of the workflow being read. */
export type NodeTypeLookup<Facts extends NodeTypeFacts = NodeTypeFacts> = (type: string) => Facts;

/**
 * A step of an n8n workflow export as FlowVault reads it. Every field but `name`, `type` and
 * `nodeType` is optional because older exports in the wild omit ids, positions and versions.
 */
export interface WorkflowNode<Facts extends NodeTypeFacts = NodeTypeFacts> {
  id?: string;
  name: string;
  type: string;
  typeVersion?: number;
  position?: readonly [number, number];
  credentials?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  disabled?: boolean;
  /** What the lookup says about the node's type: name, kind, icon. */
  nodeType: Facts;
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

/** A workflow reduced to what the detail page and the diagrams draw. */
export interface Workflow<Facts extends NodeTypeFacts = NodeTypeFacts> {
  nodes: WorkflowNode<Facts>[];
  links: WorkflowLink[];
}
