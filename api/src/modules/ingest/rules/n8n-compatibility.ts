import { N8N_1X_VERSION, n8n1xNodeType } from '../../../n8n-nodes';
import { n8nApiViolations } from '../../n8n-connection/n8n-public-api-rules';
import { workflowForN8nApi } from '../../n8n-connection/n8n-workflow-body';
import type { WorkflowNode } from '../../templates/template.entity';

/** How FlowVault turns a workflow into the body it posts to n8n (the import path's own). */
export type N8nBodyOf = (workflow: unknown) => unknown;

/** A fixed id: the check reads the body's shape, never its fresh webhook ids. */
const forCheck: N8nBodyOf = (workflow) => workflowForN8nApi(workflow, { newId: () => 'check' });

/** What stands in the way of one node, or undefined when n8n 1.x runs it as it is. */
function nodeObstacle({ type, typeVersion }: WorkflowNode): string | undefined {
  const known = n8n1xNodeType(type, typeVersion);
  switch (known.status) {
    case 'community':
      return `Uses a community node: ${type}`;
    case 'unknown':
      return `Uses a node type n8n 1.x does not have: ${type}`;
    case 'newer':
      return `Uses ${type} version ${String(typeVersion)}; n8n ${N8N_1X_VERSION} has up to ${known.newest}`;
    default:
      return undefined;
  }
}

/**
 * Everything that stands in the way of importing `workflow` into n8n 1.x through FlowVault, each
 * once, in the order found; none means it imports cleanly. First what n8n's public API would
 * refuse in the body FlowVault sends (`bodyOf`, the import path's reduction by default), then every
 * node type n8n 1.x would not know: community packages, types its built-in packages lack, and
 * typeVersions newer than it has. Sticky notes are nodes like any other here: n8n has them.
 */
export function n8nObstaclesOf(
  workflow: { nodes: readonly WorkflowNode[] },
  bodyOf: N8nBodyOf = forCheck,
): string[] {
  const refused = n8nApiViolations(bodyOf(workflow)).map(
    (violation) => `The public API of n8n would refuse it: ${violation}`,
  );
  const nodes = workflow.nodes.flatMap((node) => nodeObstacle(node) ?? []);
  return [...new Set([...refused, ...nodes])];
}
