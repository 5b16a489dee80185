import type * as Graph from '../../../../api/src/workflow-graph';
import type { NodeTypeFacts } from './node-type-lookup';

/**
 * A step of an n8n workflow export, read by the shared `api/src/workflow-graph` (so the page and
 * the API's diagram agree), carrying what GraphQL says of its type: `icon` is a `NodeIcon` here.
 */
export type WorkflowNode = Graph.WorkflowNode<NodeTypeFacts>;

export type { WorkflowLink } from '../../../../api/src/workflow-graph';

/** A workflow reduced to what the detail page and the graph preview draw. */
export type Workflow = Graph.Workflow<NodeTypeFacts>;
