import { nodeDisplayName } from './display-name';
import { nodeIconKey, type NodeIconKey } from './icon-key';
import { isApiCall, nodeKind, type NodeKind } from './node-kind';

/** What a page needs to show one node type: its name, its kind, its icon. */
export interface NodeTypeInfo {
  type: string;
  displayName: string;
  kind: NodeKind;
  /** A hand-written HTTP or GraphQL request (counted apart from app nodes). */
  apiCall: boolean;
  icon: NodeIconKey;
}

export function describeNodeType(type: string): NodeTypeInfo {
  return {
    type,
    displayName: nodeDisplayName(type),
    kind: nodeKind(type),
    apiCall: isApiCall(type),
    icon: nodeIconKey(type),
  };
}

/**
 * Every distinct node type of a workflow export, sticky notes included, in first-seen order.
 * Exports of every n8n age are read, so nodes without a string type are passed over.
 */
export function describeWorkflowNodeTypes(workflow: { nodes?: unknown }): NodeTypeInfo[] {
  const nodes = Array.isArray(workflow.nodes) ? (workflow.nodes as unknown[]) : [];
  const types = new Set<string>();
  for (const node of nodes) {
    const type = (node as { type?: unknown } | null)?.type;
    if (typeof type === 'string') types.add(type);
  }
  return [...types].map(describeNodeType);
}
