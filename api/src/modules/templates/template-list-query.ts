import { AppError } from '../../common/app-error';
import { CATEGORIES } from './categories';
import { COMPLEXITIES, TRIGGER_TYPES, type Complexity, type TriggerType } from './template.entity';

export const TEMPLATE_SORTS = ['relevance', 'newest', 'popular', 'name'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];

/** Page size bounds of every template list (REST, GraphQL, the n8n library). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Deep pages cost an index walk over every skipped row; nobody reads page 100,001. */
export const MAX_PAGE = 100_000;
/** Longer search text is refused rather than silently cut. */
export const MAX_SEARCH_LENGTH = 200;

/** A validated, canonical catalogue query: what `TemplateService.list` runs. */
export interface TemplateListQuery {
  page: number;
  limit: number;
  /** One category, or several (the n8n library filters by a list). */
  category?: string | readonly string[];
  complexity?: Complexity;
  triggerType?: TriggerType;
  /** Template must list this integration (exact name, as `integrations()` reports it). */
  integration?: string;
  search?: string;
  /** Defaults to `relevance` when searching, else `newest`. */
  sort: TemplateSort;
}

/** What callers may pass to `list`: everything optional, checked by `normalizeListQuery`. */
export type TemplateListInput = Partial<TemplateListQuery>;

type Fields = Record<string, string>;

/**
 * Checks typed input (GraphQL arguments, the n8n library) against the same rules as REST query
 * strings: enum values are matched case-insensitively and returned in their canonical spelling,
 * blank strings count as absent, anything out of range is a validation error naming the field.
 */
export function normalizeListQuery(input: TemplateListInput): TemplateListQuery {
  const fields: Fields = {};
  const page = checkInteger(fields, 'page', input.page ?? 1, 1, MAX_PAGE);
  const limit = checkInteger(fields, 'limit', input.limit ?? DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const category = normalizeCategories(fields, input.category);
  const complexity = pickEnum(fields, 'complexity', input.complexity, COMPLEXITIES);
  const triggerType = pickEnum(fields, 'triggerType', input.triggerType, TRIGGER_TYPES);
  const sortInput = pickEnum(fields, 'sort', input.sort, TEMPLATE_SORTS);
  const search = blankToUndefined(input.search);
  if (search !== undefined && search.length > MAX_SEARCH_LENGTH) {
    fields.search = `must be at most ${MAX_SEARCH_LENGTH} characters`;
  }
  const integration = blankToUndefined(input.integration);
  if (integration !== undefined && integration.length > MAX_SEARCH_LENGTH) {
    fields.integration = `must be at most ${MAX_SEARCH_LENGTH} characters`;
  }
  if (Object.keys(fields).length > 0) throw AppError.validation('Invalid query', fields);
  return {
    page,
    limit,
    ...(category !== undefined && { category }),
    ...(complexity && { complexity }),
    ...(triggerType && { triggerType }),
    ...(integration !== undefined && { integration }),
    ...(search !== undefined && { search }),
    sort: sortInput ?? (search !== undefined ? 'relevance' : 'newest'),
  };
}

/** REST query strings: single values only, whole numbers only, then the rules above. */
export function parseListQuery(raw: Record<string, unknown>): TemplateListQuery {
  const fields: Fields = {};
  const text = (name: string): string | undefined => {
    const value = raw[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      fields[name] = 'must be given once, as plain text';
      return undefined;
    }
    return value;
  };
  const whole = (name: string): number | undefined => {
    const value = blankToUndefined(text(name));
    if (value === undefined) return undefined;
    if (!/^\d{1,15}$/.test(value)) {
      fields[name] = 'must be a whole number';
      return undefined;
    }
    return Number(value);
  };
  const input: TemplateListInput = {
    page: whole('page'),
    limit: whole('limit'),
    category: text('category'),
    complexity: text('complexity') as Complexity | undefined,
    triggerType: text('triggerType') as TriggerType | undefined,
    integration: text('integration'),
    search: text('search'),
    sort: text('sort') as TemplateSort | undefined,
  };
  if (Object.keys(fields).length > 0) throw AppError.validation('Invalid query', fields);
  return normalizeListQuery(input);
}

/** A bounded whole number from a REST query string (e.g. `?limit=` of /api/integrations). */
export function parseLimit(raw: unknown, fallback: number, max: number): number {
  const fields: Fields = {};
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) {
    throw AppError.validation('Invalid query', { limit: 'must be a whole number' });
  }
  const limit = checkInteger(fields, 'limit', Number(raw), 1, max);
  if (fields.limit) throw AppError.validation('Invalid query', fields);
  return limit;
}

export function checkInteger(
  fields: Fields,
  name: string,
  value: unknown,
  min: number,
  max: number,
): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fields[name] = `must be a whole number from ${min} to ${max}`;
    return min;
  }
  return value;
}

function pickEnum<T extends string>(
  fields: Fields,
  name: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  const wanted = blankToUndefined(value);
  if (wanted === undefined) return undefined;
  const found = allowed.find((option) => option.toLowerCase() === wanted.toLowerCase());
  if (!found) fields[name] = `must be one of ${allowed.join(', ')}`;
  return found;
}

function normalizeCategories(
  fields: Fields,
  value: string | readonly string[] | undefined,
): string | string[] | undefined {
  if (typeof value === 'string' || value === undefined) {
    return pickEnum(fields, 'category', value, CATEGORIES);
  }
  const names = value.map((name) => pickEnum(fields, 'category', name, CATEGORIES));
  const known = [...new Set(names.filter((name) => name !== undefined))] as string[];
  return known.length > 0 ? known : undefined;
}

function blankToUndefined(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
