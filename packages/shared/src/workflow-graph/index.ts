/**
 * How FlowVault reads and lays out an n8n workflow, shared by the web's detail page and the API's
 * downloadable diagram so the two always draw the same picture. Pure TypeScript: no Node, DOM,
 * React or GraphQL, and nothing from outside this package (see ../index.ts).
 */
export {
  GRAPH_PADDING,
  LABEL_SPACE,
  NODE_HEIGHT,
  NODE_WIDTH,
  ROW_SPACING,
  layoutWorkflow,
  type GraphBox,
  type GraphEdge,
  type GraphLayout,
  type GraphSticky,
} from './graph-layout';
export { LABEL_LINE_CHARS, labelLines } from './graph-label';
export {
  STICKY_FONT_SIZE,
  STICKY_LINE_HEIGHT,
  STICKY_PADDING,
  stickyLines,
  stickyPlainText,
} from './graph-sticky';
export { ICON_COLORS, iconColor } from './icon-colors';
export { readWorkflow } from './read-workflow';
export type {
  NodeTypeFacts,
  NodeTypeLookup,
  Workflow,
  WorkflowLink,
  WorkflowNode,
} from './workflow.types';
