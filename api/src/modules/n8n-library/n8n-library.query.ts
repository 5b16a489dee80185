import { AppError } from '../../common/app-error';
import { CATEGORIES, categoryById, type CategoryName } from '../templates/categories';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  type TemplateSort,
} from '../templates/template-list-query';

type Query = Record<string, unknown>;

/** A search as n8n's editor sends it, validated (CONTRACT §2: bad values are a 400). */
export interface N8nSearchQuery {
  page: number;
  limit: number;
  categories: CategoryName[];
  search?: string;
  sort?: TemplateSort;
  apps: string[];
}

/** PostgreSQL `integer`: a larger id cannot exist, so it is a 404 rather than a query error. */
const MAX_INTEGER_ID = 2_147_483_647;

/** Sort names FlowVault uses, plus the Typesense-style fields n8n's own API knows them by. */
const SORTS = new Map<string, TemplateSort>([
  ['relevance', 'relevance'],
  ['rank', 'relevance'],
  ['_text_match', 'relevance'],
  ['newest', 'newest'],
  ['created', 'newest'],
  ['createdat', 'newest'],
  ['created_at', 'newest'],
  ['popular', 'popular'],
  ['views', 'popular'],
  ['totalviews', 'popular'],
  ['trending', 'popular'],
  ['name', 'name'],
]);

/**
 * Every value of the given keys, split on commas. n8n's client sends arrays as repeated `key[]=`;
 * other clients send `key=a,b` or repeat `key=`; an extended query parser turns `key[]` into an
 * array under `key`. All of them end up here as one flat list.
 */
function listParam(query: Query, keys: string[], field: string): string[] {
  const values: string[] = [];
  for (const key of keys.flatMap((k) => [k, `${k}[]`])) {
    const raw = query[key];
    if (raw === undefined) continue;
    const items = Array.isArray(raw) ? raw : [raw];
    if (!items.every((item) => typeof item === 'string')) {
      throw AppError.validation(`${field} must be a list of values`, { [field]: 'Not a list' });
    }
    values.push(...items.flatMap((item: string) => item.split(',')));
  }
  return values.map((value) => value.trim()).filter(Boolean);
}

function singleParam(query: Query, key: string): string | undefined {
  const raw = query[key];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') {
    throw AppError.validation(`${key} must be given once`, { [key]: 'Given more than once' });
  }
  return raw.trim();
}

function integerParam(query: Query, keys: string[], fallback: number, max: number): number {
  const key = keys.find((k) => query[k] !== undefined);
  if (!key) return fallback;
  const raw = singleParam(query, key) ?? '';
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= max)) {
    const message = `${key} must be a whole number from 1 to ${max}`;
    throw AppError.validation(message, { [key]: message });
  }
  return value;
}

/**
 * Categories by name (case-insensitive, as the template search sends them) or by integer id (as
 * the collections call sends them), from `category` or `categories`.
 */
export function parseCategories(query: Query): CategoryName[] {
  const resolved = listParam(query, ['category', 'categories'], 'category').map((value) => {
    const byId = /^\d{1,9}$/.test(value) ? categoryById(Number(value)) : undefined;
    const byName = CATEGORIES.find((name) => name.toLowerCase() === value.toLowerCase());
    const category = byId ?? byName;
    if (!category) {
      const message = `Unknown category "${value}"; use a name or id from /templates/categories`;
      throw AppError.validation(message, { category: message });
    }
    return category;
  });
  return [...new Set(resolved)];
}

export function parseSearch(query: Query): string | undefined {
  const search = singleParam(query, 'search');
  if (search && search.length > MAX_SEARCH_LENGTH) {
    const message = `search must be at most ${MAX_SEARCH_LENGTH} characters`;
    throw AppError.validation(message, { search: message });
  }
  return search || undefined;
}

function parseSort(query: Query): TemplateSort | undefined {
  const raw = singleParam(query, 'sort');
  if (!raw) return undefined;
  const sort = SORTS.get(raw.split(':')[0].toLowerCase());
  if (!sort) {
    const message = 'sort must be one of relevance, newest, popular, name';
    throw AppError.validation(message, { sort: message });
  }
  return sort;
}

/** `GET /templates/search`: `page` with `rows` or `limit`, categories, search, sort, apps. */
export function parseSearchQuery(query: Query): N8nSearchQuery {
  return {
    page: integerParam(query, ['page'], 1, MAX_PAGE),
    limit: integerParam(query, ['limit', 'rows'], DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    categories: parseCategories(query),
    search: parseSearch(query),
    sort: parseSort(query),
    apps: listParam(query, ['app', 'apps'], 'app'),
  };
}

/** A path id of the n8n API: a positive integer, or null (which the routes answer with 404). */
export function parseIntegerId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_INTEGER_ID ? id : null;
}
