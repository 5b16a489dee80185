import type { SVGProps } from 'react';
import type { NodeIcon as NodeIconName } from '../../../gql/graphql';
import { StrokeIcon } from '../../../ui/icon';

/**
 * Stroke paths for every icon the API can give a node type (GraphQL `NodeIcon`), on the 24x24
 * grid of the app's `Icon` set. The shared set has no icons for app kinds such as sheets or
 * merges, so the workflow feature keeps its own; the graph nests them as `<svg>` elements, which
 * is why they are plain path data.
 */
export const NODE_ICON_PATHS: Record<NodeIconName, string> = {
  schedule: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  webhook:
    'M9 8a3 3 0 1 1 5.2 2L11 16M6 19a3 3 0 1 1 1.5-5.6L10 13M18 19a3 3 0 1 0-2.2-5H10.5M18 19h0',
  trigger: 'M13 2L4 14h7l-1 8 9-12h-7l1-8z',
  http: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.4 2.5 3.5 5.5 3.5 9s-1.1 6.5-3.5 9c-2.4-2.5-3.5-5.5-3.5-9s1.1-6.5 3.5-9z',
  code: 'M16 18l6-6-6-6M8 6l-6 6 6 6',
  ai: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15z',
  slack: 'M4 9h16M4 15h16M10 3L8 21M16 3l-2 18',
  telegram: 'M21 3L10 14M21 3l-7 18-4-7-7-4 18-7z',
  email:
    'M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zM3.5 7l8.5 6 8.5-6',
  sheet: 'M4 4h16v16H4zM4 10h16M4 15h16M10 4v16',
  database:
    'M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6',
  logic:
    'M6 3v12M18 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 9a9 9 0 0 1-9 9',
  set: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  merge: 'M7 3v5l5 5v8M17 3v5l-5 5',
  split: 'M12 3v8l-5 5v5M12 11l5 5v5',
  wait: 'M6 3h12M6 21h12M7 3v2a5 5 0 0 0 10 0V3M7 21v-2a5 5 0 0 1 10 0v2',
  node: 'M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3zM12 12l8-4.5M12 12v9M12 12L4 7.5',
};

export interface NodeIconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  icon: NodeIconName;
  size?: number;
}

/** The icon of a node kind, decorative (the step's name is always written beside it). */
export function NodeIcon({ icon, size = 18, ...rest }: NodeIconProps) {
  return <StrokeIcon path={NODE_ICON_PATHS[icon]} size={size} {...rest} />;
}
