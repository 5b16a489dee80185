import {
  isLangchainType,
  isStickyNote,
  isTrigger,
  nodeDisplayName,
  nodeDocumentationUrl,
  serviceName,
} from '../../../n8n-nodes';
import type { WorkflowJson } from '../../templates/template.entity';
import type { AssistanceResource } from './assistance-plan';

/** A node type the workflow uses (sticky notes aside), with how many of its nodes there are. */
export interface UsedNodeType {
  type: string;
  count: number;
  displayName: string;
  /** The outside service it talks to, if any: what needs credentials. */
  service: string | undefined;
  trigger: boolean;
}

/**
 * The node types of a workflow in first-seen order. Exports of every n8n age are read, so a
 * node without a string type is passed over, and a workflow without nodes uses none.
 */
export function usedNodeTypes(workflow: WorkflowJson | null): UsedNodeType[] {
  const nodes: unknown[] = Array.isArray(workflow?.nodes) ? workflow.nodes : [];
  const counts = new Map<string, number>();
  for (const node of nodes) {
    const type = (node as { type?: unknown } | null)?.type;
    if (typeof type === 'string' && type !== '' && !isStickyNote(type)) {
      counts.set(type, (counts.get(type) ?? 0) + 1);
    }
  }
  return [...counts].map(([type, count]) => ({
    type,
    count,
    displayName: nodeDisplayName(type),
    service: serviceName(type),
    trigger: isTrigger(type),
  }));
}

/**
 * How much a node type's page matters to this project: the trigger most (everything starts
 * there), then the services to connect, AI nodes, and plumbing least; a type used several times
 * gains a little. Two decimals, at most 1.
 */
function relevance(used: UsedNodeType): number {
  const base = used.trigger ? 0.95 : used.service ? 0.85 : isLangchainType(used.type) ? 0.8 : 0.6;
  const repeated = Math.min(used.count - 1, 2) * 0.02;
  return Math.round(Math.min(1, base + repeated) * 100) / 100;
}

function readTime(used: UsedNodeType): string {
  if (isLangchainType(used.type)) return '8 min';
  return used.service ? '6 min' : '4 min';
}

function describe(used: UsedNodeType): string {
  if (used.trigger)
    return `How the ${used.displayName} node starts a run, and the settings it needs.`;
  if (used.service) {
    return `The ${used.displayName} node's operations and how to connect it to ${used.service}.`;
  }
  return `What the ${used.displayName} node does with each item, and its parameters.`;
}

/**
 * One documentation resource per node type used, pointing to its n8n page: most relevant first,
 * then by name, so the same workflow always gives the same list. Types n8n does not document
 * (community packages) have none, and two spellings of one type share one page and one resource.
 */
export function nodeResources(used: readonly UsedNodeType[]): AssistanceResource[] {
  const byUrl = new Map<string, AssistanceResource>();
  for (const node of used) {
    const url = nodeDocumentationUrl(node.type);
    if (!url || byUrl.has(url)) continue;
    byUrl.set(url, {
      title: `${node.displayName} node documentation`,
      description: describe(node),
      type: 'documentation',
      url,
      relevanceScore: relevance(node),
      estimatedReadTime: readTime(node),
    });
  }
  return [...byUrl.values()].sort(
    (a, b) => b.relevanceScore - a.relevanceScore || a.title.localeCompare(b.title, 'en'),
  );
}
