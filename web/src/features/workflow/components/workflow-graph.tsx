import { useId, useMemo } from 'react';
import {
  labelLines,
  layoutWorkflow,
  STICKY_FONT_SIZE,
  STICKY_LINE_HEIGHT,
  STICKY_PADDING,
  type GraphBox,
  type GraphEdge,
  type GraphSticky,
} from '@flowvault/shared';
import { nodeTypeLookup, type NodeTypeFacts, type NodeTypeRefs } from '../node-type-lookup';
import { nodeVisual } from '../node-visual';
import { readWorkflow } from '../read-workflow';
import { NodeIcon } from './node-icon';
import { PanZoomView } from './pan-zoom-view';
import './workflow-graph.css';

const ICON_SIZE = 44;
const LABEL_LINE_HEIGHT = 18;

function edgeTone(edge: GraphEdge): 'ai' | 'error' | 'main' {
  if (edge.dashed) return 'ai';
  return edge.kind === 'error' ? 'error' : 'main';
}

/** A sticky note at n8n's size for it, its Markdown written inside as plain React text. */
function StickyNote({ sticky }: { sticky: GraphSticky }) {
  const left = sticky.x + STICKY_PADDING;
  const top = sticky.y + STICKY_PADDING + STICKY_FONT_SIZE;
  return (
    <g className="workflow-graph__sticky">
      <rect x={sticky.x} y={sticky.y} width={sticky.width} height={sticky.height} rx={12} />
      {sticky.lines.map((line, index) =>
        line === '' ? null : (
          <text key={index} x={left} y={top + index * STICKY_LINE_HEIGHT}>
            {line}
          </text>
        ),
      )}
    </g>
  );
}

function NodeBox({ box }: { box: GraphBox<NodeTypeFacts['icon']> }) {
  const label = box.name || box.typeName;
  const visual = nodeVisual(box.icon);
  const centerX = box.width / 2;
  return (
    <g
      className={`workflow-graph__node${box.disabled ? ' workflow-graph__node--disabled' : ''}`}
      transform={`translate(${box.x} ${box.y})`}
    >
      <title>{label}</title>
      <rect width={box.width} height={box.height} rx={14} stroke={visual.color} />
      <NodeIcon
        icon={visual.icon}
        x={centerX - ICON_SIZE / 2}
        y={(box.height - ICON_SIZE) / 2}
        size={ICON_SIZE}
        color={visual.color}
      />
      <text x={centerX} y={box.height + LABEL_LINE_HEIGHT} textAnchor="middle">
        {labelLines(label).map((line, index) => (
          <tspan key={index} x={centerX} dy={index === 0 ? 0 : LABEL_LINE_HEIGHT}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

export interface WorkflowGraphProps {
  /** The template's n8n workflow JSON, as delivered by the API (untrusted shape). */
  workflow: unknown;
  /** What the API says about the workflow's node types (`Template.nodeTypes`). */
  nodeTypes: NodeTypeRefs;
}

/**
 * A read-only picture of a workflow drawn from n8n's own canvas positions: sticky notes behind
 * with their text, wires (AI sub-node wires dashed, error outputs red), and a box per step with
 * its icon and its name underneath. It opens fitted to the box the page gives it
 * (never below a readable scale, so a big workflow on a phone opens at its start) and can be
 * zoomed and panned (`PanZoomView`). Names and notes are rendered as React text, never as markup.
 */
export function WorkflowGraph({ workflow, nodeTypes }: WorkflowGraphProps) {
  const layout = useMemo(
    () => layoutWorkflow(readWorkflow(workflow, nodeTypeLookup(nodeTypes))),
    [workflow, nodeTypes],
  );
  const markerPrefix = `wf-arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const steps = layout.boxes.length;
  const { width, height } = layout.viewBox;
  return (
    <PanZoomView
      className="workflow-graph"
      style={{ aspectRatio: `${width} / ${height}` }}
      content={layout.viewBox}
      label={`Workflow diagram with ${steps} ${steps === 1 ? 'step' : 'steps'}`}
      pageScroll
    >
      <defs>
        {(['main', 'ai', 'error'] as const).map((tone) => (
          <marker
            key={tone}
            id={`${markerPrefix}-${tone}`}
            viewBox="0 0 10 10"
            refX={9}
            refY={5}
            markerWidth={7}
            markerHeight={7}
            orient="auto-start-reverse"
          >
            <path d="M0 0L10 5L0 10z" className={`workflow-graph__arrow--${tone}`} />
          </marker>
        ))}
      </defs>
      {layout.stickies.map((sticky) => (
        <StickyNote key={sticky.key} sticky={sticky} />
      ))}
      {layout.edges.map((edge) => (
        <path
          key={edge.key}
          d={edge.path}
          className={`workflow-graph__edge workflow-graph__edge--${edgeTone(edge)}`}
          markerEnd={`url(#${markerPrefix}-${edgeTone(edge)})`}
        />
      ))}
      {layout.boxes.map((box) => (
        <NodeBox key={box.key} box={box} />
      ))}
    </PanZoomView>
  );
}
