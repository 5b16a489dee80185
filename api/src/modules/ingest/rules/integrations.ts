import { isStickyNote, serviceName } from '../../../n8n-nodes';
import type { TypedNode } from './shape';

/** Distinct service names of a workflow, in order of first appearance. */
export function integrationsOf(nodes: readonly TypedNode[]): string[] {
  const names = new Set<string>();
  for (const node of nodes) {
    if (isStickyNote(node.type)) continue;
    const name = serviceName(node.type);
    if (name) names.add(name);
  }
  return [...names];
}
