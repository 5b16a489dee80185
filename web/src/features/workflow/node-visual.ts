import { ICON_COLORS as SHARED_ICON_COLORS } from '@flowvault/shared';
import type { NodeIcon } from '../../gql/graphql';

/** How a step looks in the structure list and the graph: an icon and its accent colour. */
export interface NodeVisual {
  icon: NodeIcon;
  color: string;
}

/**
 * The accent colour of each icon the API can choose, shared with the downloadable diagram; typed
 * here so a new icon of the schema without a colour fails to compile.
 */
const ICON_COLORS: Record<NodeIcon, string> = SHARED_ICON_COLORS;

/** The icon the API chose for a step's node type (by keywords in the type), with its colour. */
export function nodeVisual(icon: NodeIcon): NodeVisual {
  return { icon, color: ICON_COLORS[icon] };
}
