import type { NodeIcon } from '../../gql/graphql';

/** How a step looks in the structure list and the graph: an icon and its accent colour. */
export interface NodeVisual {
  icon: NodeIcon;
  color: string;
}

/** The accent colour of each icon the API can choose; steps with the same icon look alike. */
const ICON_COLORS: Record<NodeIcon, string> = {
  schedule: '#7c3aed',
  webhook: '#db2777',
  trigger: '#16a34a',
  http: '#2563eb',
  code: '#475569',
  ai: '#9333ea',
  slack: '#4a154b',
  telegram: '#0088cc',
  email: '#dc2626',
  sheet: '#15803d',
  database: '#0f766e',
  logic: '#ea580c',
  set: '#0891b2',
  merge: '#4f46e5',
  split: '#ca8a04',
  wait: '#a16207',
  node: '#64748b',
};

/** The icon the API chose for a step's node type (by keywords in the type), with its colour. */
export function nodeVisual(icon: NodeIcon): NodeVisual {
  return { icon, color: ICON_COLORS[icon] };
}
