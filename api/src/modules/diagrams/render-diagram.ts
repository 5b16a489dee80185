import { describeNodeType } from '../../n8n-nodes';
import { layoutWorkflow, readWorkflow } from '@flowvault/shared';
import { diagramMermaid } from './diagram-mermaid';
import { diagramSvg } from './diagram-svg';

/** A template's workflow as a picture and as Mermaid text. */
export interface Diagram {
  /** A standalone SVG document, drawn at its natural size. */
  svg: string;
  /** The same steps and wires as a Mermaid `flowchart LR`. */
  mermaid: string;
  /** The SVG's size in user units (its viewBox), which is also its size in CSS pixels. */
  width: number;
  height: number;
}

/**
 * Draws a workflow export (untrusted JSON of any n8n age) with the very reading and layout the
 * web's detail page uses (`workflow-graph`), so the download and the page never disagree. Node
 * types are described by the n8n-nodes module, the same answer the page gets through GraphQL.
 */
export function renderDiagram(workflowJson: unknown): Diagram {
  const layout = layoutWorkflow(readWorkflow(workflowJson, describeNodeType));
  return {
    svg: diagramSvg(layout),
    mermaid: diagramMermaid(layout),
    width: layout.viewBox.width,
    height: layout.viewBox.height,
  };
}
