import type { IconName } from '../../ui/icon';

/** A category and how many templates it holds. */
export interface CategoryCount {
  name: string;
  count: number;
}

/** Categories shown while the explorer is not expanded with View All. */
export const CATEGORY_DISPLAY_LIMIT = 12;

/** The 12 card backgrounds the explorer cycles through; each keeps white text readable (AA). */
export const CATEGORY_GRADIENTS: readonly string[] = [
  'linear-gradient(135deg, #4338ca 0%, #6d28d9 100%)',
  'linear-gradient(135deg, #075985 0%, #0369a1 100%)',
  'linear-gradient(135deg, #065f46 0%, #047857 100%)',
  'linear-gradient(135deg, #92400e 0%, #b45309 100%)',
  'linear-gradient(135deg, #991b1b 0%, #dc2626 100%)',
  'linear-gradient(135deg, #9d174d 0%, #be185d 100%)',
  'linear-gradient(135deg, #5b21b6 0%, #7c3aed 100%)',
  'linear-gradient(135deg, #115e59 0%, #0f766e 100%)',
  'linear-gradient(135deg, #9a3412 0%, #c2410c 100%)',
  'linear-gradient(135deg, #1e40af 0%, #2563eb 100%)',
  'linear-gradient(135deg, #365314 0%, #4d7c0f 100%)',
  'linear-gradient(135deg, #1e293b 0%, #475569 100%)',
];

/** Keyword rules, first match wins; checked against the lower-cased category name. */
const ICON_RULES: readonly { keywords: readonly string[]; icon: IconName }[] = [
  { keywords: ['email', 'mail', 'gmail', 'outlook'], icon: 'mail' },
  { keywords: ['ai', 'openai', 'gpt', 'llm', 'machine learning', 'agent'], icon: 'sparkles' },
  { keywords: ['telegram', 'chat', 'slack', 'discord', 'whatsapp'], icon: 'send' },
  { keywords: ['webhook', 'http', 'api'], icon: 'webhook' },
  { keywords: ['data', 'database', 'storage', 'sheet', 'sql'], icon: 'database' },
  { keywords: ['sales', 'crm', 'lead'], icon: 'trendingUp' },
  { keywords: ['social', 'twitter', 'linkedin', 'instagram'], icon: 'share' },
  { keywords: ['finance', 'accounting', 'invoice', 'payment'], icon: 'dollar' },
  { keywords: ['developer', 'dev', 'code', 'github', 'engineering'], icon: 'code' },
  { keywords: ['security', 'it ops', 'ops', 'monitor'], icon: 'shield' },
  { keywords: ['support', 'helpdesk', 'ticket'], icon: 'headphones' },
  { keywords: ['ecommerce', 'e-commerce', 'shop', 'store'], icon: 'cart' },
  { keywords: ['marketing', 'seo', 'campaign'], icon: 'megaphone' },
  { keywords: ['communication', 'message', 'sms'], icon: 'message' },
  { keywords: ['productivity', 'calendar', 'task', 'schedule'], icon: 'calendar' },
  { keywords: ['hr', 'recruit', 'hiring', 'people'], icon: 'users' },
  { keywords: ['utility', 'tool'], icon: 'wrench' },
];

function matchesKeyword(name: string, keyword: string): boolean {
  // Short keywords ("ai", "hr", "dev") must be whole words, so "Email" is not taken for AI.
  if (keyword.length <= 3) return new RegExp(`(^|[^a-z])${keyword}([^a-z]|$)`).test(name);
  return name.includes(keyword);
}

/** The icon of a category, chosen by keywords in its name; a grid for anything unknown. */
export function categoryIcon(name: string): IconName {
  const lower = name.toLowerCase();
  const rule = ICON_RULES.find((candidate) =>
    candidate.keywords.some((keyword) => matchesKeyword(lower, keyword)),
  );
  return rule?.icon ?? 'grid';
}

/** The gradient of the card at `index`, cycling through the 12. */
export function categoryGradient(index: number): string {
  return CATEGORY_GRADIENTS[index % CATEGORY_GRADIENTS.length];
}

/** The home link that filters the grid by one category and scrolls to it. */
export function categoryHref(name: string): string {
  return `/?${new URLSearchParams({ category: name })}#templates`;
}

/**
 * The categories the explorer shows: most populated first (ties by name), only the first 12
 * unless expanded.
 */
export function visibleCategories(
  categories: readonly CategoryCount[],
  expanded: boolean,
): CategoryCount[] {
  const sorted = [...categories].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return expanded ? sorted : sorted.slice(0, CATEGORY_DISPLAY_LIMIT);
}
