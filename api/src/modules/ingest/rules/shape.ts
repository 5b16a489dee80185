import type { Complexity, TriggerType } from '../../templates/template.entity';
import { isEventTrigger, isScheduleTrigger, isStickyNote, shortType } from '../../../n8n-nodes';

/** The least a rule needs of a node: its type. */
export interface TypedNode {
  type: string;
}

/** Nodes other than sticky notes: the notes are comments on the canvas, not steps. */
export function countNodes(nodes: readonly TypedNode[]): number {
  return nodes.filter((node) => !isStickyNote(node.type)).length;
}

/**
 * How a run starts, by precedence: a `webhook` node makes it `Webhook`; else a schedule
 * (`scheduleTrigger`, `cron`, `interval`) makes it `Scheduled`; else any other `*Trigger` node or
 * `emailReadImap` makes it `Triggered`; else `Manual` (`manualTrigger`, legacy `start`, or none).
 * Types are compared by their part after the last dot, so community copies of a node count too.
 * Disabled nodes count like the others: the export still says how the workflow is meant to start.
 */
export function triggerTypeOf(nodes: readonly TypedNode[]): TriggerType {
  const types = nodes.map((node) => node.type);
  if (types.some((type) => shortType(type) === 'webhook')) return 'Webhook';
  if (types.some(isScheduleTrigger)) return 'Scheduled';
  return types.some(isEventTrigger) ? 'Triggered' : 'Manual';
}

/** `Simple` up to 5 nodes, `Medium` 6-15, `Complex` 16 and more (sticky notes not counted). */
export function complexityOf(nodeCount: number): Complexity {
  if (nodeCount <= 5) return 'Simple';
  if (nodeCount <= 15) return 'Medium';
  return 'Complex';
}
