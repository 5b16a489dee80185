import {
  ArrayMaxSize,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  type ValidationArguments,
} from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { Coerce, OneOf, Text, WholeNumber, applyDecorators } from '../../core/input-rules';
import { CATEGORIES, categoryById, type CategoryName } from '../templates/categories';
import {
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  TEMPLATE_SORTS,
  type TemplateSort,
} from '../templates/template-list-query';

/** PostgreSQL `integer`: a larger id cannot exist, so it is a 404 rather than a query error. */
const MAX_INTEGER_ID = 2_147_483_647;

/** The Typesense-style fields n8n's own API sorts by, as FlowVault's sorts. */
const SORT_ALIASES = new Map<string, TemplateSort>([
  ['rank', 'relevance'],
  ['_text_match', 'relevance'],
  ['created', 'newest'],
  ['createdat', 'newest'],
  ['created_at', 'newest'],
  ['views', 'popular'],
  ['totalviews', 'popular'],
  ['trending', 'popular'],
]);

/**
 * A list parameter the way n8n's clients send one: n8n's editor repeats `key[]=`, other clients
 * send `key=a,b` or repeat `key=`, under the singular or the plural name. All of them become one
 * flat list, blanks dropped.
 */
function listParameter(raw: Record<string, unknown>, names: string[]): unknown[] {
  const keys = names.flatMap((name) => [name, `${name}[]`]);
  const given = keys.flatMap((key) => (raw[key] === undefined ? [] : [raw[key]]).flat());
  if (!given.every((item) => typeof item === 'string')) return given;
  return given
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A category by name (any case, as the search sends it) or by integer id (as collections do). */
function categoryNamed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const byId = /^\d{1,9}$/.test(value) ? categoryById(Number(value)) : undefined;
  const lowerCase = value.toLowerCase();
  return byId ?? CATEGORIES.find((name) => name.toLowerCase() === lowerCase) ?? value;
}

function unknownCategory({ value }: ValidationArguments): string {
  const names: unknown[] = [value].flat();
  const unknown = names.find((name) => !CATEGORIES.includes(name as CategoryName));
  return `Unknown category "${String(unknown)}"; use a name or id from /templates/categories`;
}

/** Categories from `category`, `categories` and their `[]` forms, by name or id, one list. */
function Categories(): PropertyDecorator {
  return applyDecorators(
    Coerce((_value, raw) => [
      ...new Set(listParameter(raw, ['category', 'categories']).map(categoryNamed)),
    ]),
    IsOptional(),
    IsIn(CATEGORIES, { each: true, message: unknownCategory }),
  );
}

/** Integration names from `app`, `apps` and their `[]` forms; the catalogue filters by one. */
function Apps(): PropertyDecorator {
  return applyDecorators(
    Coerce((_value, raw) => listParameter(raw, ['app', 'apps'])),
    IsOptional(),
    ArrayMaxSize(1, { message: 'Filter by one app at a time' }),
    IsString({ each: true, message: 'must be text' }),
    MaxLength(MAX_SEARCH_LENGTH, {
      each: true,
      message: `must be at most ${MAX_SEARCH_LENGTH} characters`,
    }),
  );
}

/** `GET /templates/collections`: collections filtered by category and by name text. */
export class N8nCollectionsQuery {
  @JSONSchema({
    description:
      'Category names or integer ids (from `/templates/categories`), repeated or comma ' +
      'separated; also read from `categories` and `category[]`/`categories[]`.',
  })
  @Categories()
  category: CategoryName[];

  @Text(MAX_SEARCH_LENGTH)
  search?: string;
}

/** `GET /templates/search`: one page of templates as n8n's template browser asks for it. */
export class N8nSearchQuery extends N8nCollectionsQuery {
  @WholeNumber(1, MAX_PAGE)
  page?: number;

  @JSONSchema({ description: 'Templates per page, 20 by default; `rows` is the same.' })
  @WholeNumber(1, MAX_PAGE_SIZE)
  limit?: number;

  @JSONSchema({ description: "n8n's name for `limit`; `limit` wins when both are given." })
  @WholeNumber(1, MAX_PAGE_SIZE)
  rows?: number;

  @JSONSchema({ description: 'Also `created_at:desc`, `views`, `rank` and the like.' })
  @OneOf(TEMPLATE_SORTS, { alias: (name) => SORT_ALIASES.get(name.split(':')[0]) })
  sort?: TemplateSort;

  @JSONSchema({ description: 'An integration name; also read from `apps` and `app[]`.' })
  @Apps()
  app: string[];
}

/** The integer id of a template or collection in the path. */
export class N8nIdParams {
  @WholeNumber(1, MAX_INTEGER_ID)
  id: number;
}
