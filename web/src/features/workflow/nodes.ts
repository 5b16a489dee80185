import type { WorkflowNode } from './workflow.types';

/** The counts under the workflow structure. */
export interface NodeSummary {
  total: number;
  triggers: number;
  apiCalls: number;
  needCredentials: number;
}

/** The steps of a workflow: every node except sticky notes, which annotate the canvas only. */
export function workflowSteps(nodes: readonly WorkflowNode[]): WorkflowNode[] {
  return nodes.filter((node) => node.nodeType.kind !== 'stickyNote');
}

/** True when the node references at least one stored credential. */
export function usesCredentials(node: WorkflowNode): boolean {
  return node.credentials !== undefined && Object.keys(node.credentials).length > 0;
}

/**
 * The steps in reading order: by position, row first (y), then column (x). Sticky notes are left
 * out because they are not steps, and nodes without a position go last in their original order,
 * so old exports still list every step.
 */
export function orderNodes(nodes: readonly WorkflowNode[]): WorkflowNode[] {
  return workflowSteps(nodes)
    .map((node, index) => ({ node, index }))
    .sort((a, b) => {
      const pa = a.node.position;
      const pb = b.node.position;
      if (pa && pb) return pa[1] - pb[1] || pa[0] - pb[0] || a.index - b.index;
      if (pa || pb) return pa ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ node }) => node);
}

/**
 * Counts for the structure summary over the steps (sticky notes excluded, as in `nodeCount`).
 * Triggers and API calls are what the API says of each node type; a node needs credentials when it
 * references any.
 */
export function summarizeNodes(nodes: readonly WorkflowNode[]): NodeSummary {
  const steps = workflowSteps(nodes);
  return {
    total: steps.length,
    triggers: steps.filter((node) => node.nodeType.kind === 'trigger').length,
    apiCalls: steps.filter((node) => node.nodeType.apiCall).length,
    needCredentials: steps.filter(usesCredentials).length,
  };
}
