import { stickyLines, stickyPlainText } from './graph-sticky';
import type { NodeTypeFacts, Workflow, WorkflowNode } from './workflow.types';

/**
 * A step drawn as a box; `x`/`y` are its top-left corner in workflow coordinates (n8n's own
 * `position`), and its name is written under it. `icon` is the node type's icon key: each drawing
 * (the web page, the downloadable diagram) chooses its own picture and colour for it.
 */
export interface GraphBox<Icon extends string = string> {
  key: string;
  name: string;
  /** The name n8n shows for the node's type, written when the node has no name of its own. */
  typeName: string;
  x: number;
  y: number;
  width: number;
  height: number;
  icon: Icon;
  disabled: boolean;
}

/**
 * A sticky note drawn as a soft rectangle behind the steps, at n8n's size for it, with its text:
 * the note's Markdown as plain text (`stickyPlainText`), in the lines that fit the note. Drawings
 * write the lines as text, never as markup.
 */
export interface GraphSticky {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  lines: string[];
}

/** A wire between two boxes (by their keys) as an SVG path; AI sub-node wires are drawn dashed. */
export interface GraphEdge {
  key: string;
  from: string;
  to: string;
  kind: string;
  dashed: boolean;
  path: string;
}

/** Everything a drawing of the workflow shows, plus the viewBox that fits it. */
export interface GraphLayout<Icon extends string = string> {
  boxes: GraphBox<Icon>[];
  stickies: GraphSticky[];
  edges: GraphEdge[];
  viewBox: { x: number; y: number; width: number; height: number };
}

/** Steps are n8n-sized squares, so layouts made in n8n keep their spacing here. */
export const NODE_WIDTH = 100;
export const NODE_HEIGHT = 100;
/** Room under a box for its two-line name. */
export const LABEL_SPACE = 48;
export const GRAPH_PADDING = 40;
/** Horizontal distance between steps that had no position and were laid out in a row. */
export const ROW_SPACING = 200;
const STICKY_DEFAULT = { width: 240, height: 160 };
const STICKY_MAX = 4000;
const EMPTY_VIEWBOX = { x: 0, y: 0, width: 400, height: 160 };

type Indexed<Facts extends NodeTypeFacts> = { node: WorkflowNode<Facts>; index: number };

function stickySize(node: WorkflowNode, key: 'width' | 'height'): number {
  const value = node.parameters?.[key];
  return typeof value === 'number' && value > 0 ? Math.min(value, STICKY_MAX) : STICKY_DEFAULT[key];
}

function placeBoxes<Facts extends NodeTypeFacts>(
  steps: Indexed<Facts>[],
): GraphBox<Facts['icon']>[] {
  const placed = steps.filter(({ node }) => node.position);
  const rowY = placed.length
    ? Math.max(...placed.map(({ node }) => node.position![1])) + NODE_HEIGHT * 2
    : 0;
  const rowX = placed.length ? Math.min(...placed.map(({ node }) => node.position![0])) : 0;
  let column = 0;
  return steps.map(({ node, index }) => {
    const [x, y] = node.position ?? [rowX + ROW_SPACING * column++, rowY];
    return {
      key: `node-${index}`,
      name: node.name,
      typeName: node.nodeType.displayName,
      x,
      y,
      width: NODE_WIDTH,
      height: NODE_HEIGHT,
      icon: node.nodeType.icon,
      disabled: node.disabled === true,
    };
  });
}

/**
 * Main wires leave a box on its right and enter the next on its left; AI wires go from a sub-node
 * (model, memory, tool), which n8n places below its agent, up into the agent's bottom edge.
 */
function edgePath(from: GraphBox, to: GraphBox, ai: boolean): string {
  if (ai) {
    const [x1, y1] = [from.x + from.width / 2, from.y];
    const [x2, y2] = [to.x + to.width / 2, to.y + to.height];
    const bend = Math.max(Math.abs(y1 - y2) / 2, 30);
    return `M ${x1} ${y1} C ${x1} ${y1 - bend}, ${x2} ${y2 + bend}, ${x2} ${y2}`;
  }
  const [x1, y1] = [from.x + from.width, from.y + from.height / 2];
  const [x2, y2] = [to.x, to.y + to.height / 2];
  const bend = Math.max(Math.abs(x2 - x1) / 2, 40);
  return `M ${x1} ${y1} C ${x1 + bend} ${y1}, ${x2 - bend} ${y2}, ${x2} ${y2}`;
}

function fitViewBox(rects: Array<{ x: number; y: number; width: number; height: number }>) {
  if (rects.length === 0) return EMPTY_VIEWBOX;
  const minX = Math.min(...rects.map((r) => r.x)) - GRAPH_PADDING;
  const minY = Math.min(...rects.map((r) => r.y)) - GRAPH_PADDING;
  const maxX = Math.max(...rects.map((r) => r.x + r.width)) + GRAPH_PADDING;
  const maxY = Math.max(...rects.map((r) => r.y + r.height)) + GRAPH_PADDING;
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/**
 * Lays a workflow out for a read-only drawing, using n8n's own canvas positions. It tolerates
 * what real exports contain: steps without a position are put in a row under the rest, wires to
 * nodes that do not exist are skipped, a name shared by two nodes resolves to the first of them
 * (keys are by index, so both are still drawn), and a workflow without wires is just its boxes.
 */
export function layoutWorkflow<Facts extends NodeTypeFacts>(
  workflow: Workflow<Facts>,
): GraphLayout<Facts['icon']> {
  const indexed = workflow.nodes.map((node, index) => ({ node, index }));
  const isSticky = (node: WorkflowNode) => node.nodeType.kind === 'stickyNote';
  const boxes = placeBoxes(indexed.filter(({ node }) => !isSticky(node)));
  const stickies = indexed
    .filter(({ node }) => isSticky(node) && node.position)
    .map(({ node, index }) => {
      const width = stickySize(node, 'width');
      const height = stickySize(node, 'height');
      const text = stickyPlainText(node.parameters?.content);
      return {
        key: `sticky-${index}`,
        x: node.position![0],
        y: node.position![1],
        width,
        height,
        lines: stickyLines(text, width, height),
      };
    });
  const byName = new Map<string, GraphBox>();
  for (const box of boxes) if (!byName.has(box.name)) byName.set(box.name, box);
  const edges = workflow.links.flatMap((link, index) => {
    const from = byName.get(link.from);
    const to = byName.get(link.to);
    if (!from || !to) return [];
    const ai = link.kind.startsWith('ai_');
    const key = `edge-${index}`;
    return [
      {
        key,
        from: from.key,
        to: to.key,
        kind: link.kind,
        dashed: ai,
        path: edgePath(from, to, ai),
      },
    ];
  });
  const labelled = boxes.map((box) => ({ ...box, height: box.height + LABEL_SPACE }));
  return { boxes, stickies, edges, viewBox: fitViewBox([...labelled, ...stickies]) };
}
