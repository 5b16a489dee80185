/**
 * The fixed category list. The order is fixed by the n8n templates API: a category's integer id
 * there is its position here plus one, so only append.
 */
export const CATEGORIES = [
  'AI',
  'Communication',
  'Marketing',
  'Sales & CRM',
  'Productivity',
  'Data & Storage',
  'Developer Tools',
  'Finance & Accounting',
  'E-commerce',
  'Social Media',
  'IT Ops & Security',
  'HR',
  'Support',
  'Utility',
] as const;

export type CategoryName = (typeof CATEGORIES)[number];

export function categoryId(name: string): number | undefined {
  const index = (CATEGORIES as readonly string[]).indexOf(name);
  return index === -1 ? undefined : index + 1;
}

export function categoryById(id: number): CategoryName | undefined {
  return CATEGORIES[id - 1];
}
