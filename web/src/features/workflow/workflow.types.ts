import type * as Graph from '@flowvault/shared';
import type { NodeTypeFacts } from './node-type-lookup';

/**
 * A step of an n8n workflow export, read by the shared package `@flowvault/shared` (so the page and
 * the API's diagram agree), carrying what GraphQL says of its type: `icon` is a `NodeIcon` here.
 */
export type WorkflowNode = Graph.WorkflowNode<NodeTypeFacts>;

export type { WorkflowLink } from '@flowvault/shared';

/** A workflow reduced to what the detail page and the graph preview draw. */
export type Workflow = Graph.Workflow<NodeTypeFacts>;
