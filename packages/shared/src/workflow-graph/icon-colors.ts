/**
 * The accent colour of each icon key the node-type module can choose (`nodeIconKey`): the page
 * outlines a step in it, and so does the downloadable diagram. Steps with the same icon look
 * alike. An unknown key gets the plain node's grey.
 */
export const ICON_COLORS = {
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
} as const;

export function iconColor(icon: string): string {
  return (ICON_COLORS as Record<string, string>)[icon] ?? ICON_COLORS.node;
}
