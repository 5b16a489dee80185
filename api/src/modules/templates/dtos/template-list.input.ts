import { JSONSchema } from 'class-validator-jsonschema';
import { OneOf, Text, WholeNumber } from '../../../core/input-rules';
import { CATEGORIES } from '../categories';
import {
  COMPLEXITIES,
  N8N_COMPATIBILITIES,
  TRIGGER_TYPES,
  type Complexity,
  type N8nCompatibility,
  type TriggerType,
} from '../template.entity';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  TEMPLATE_SORTS,
  type TemplateListQuery,
  type TemplateSort,
} from '../template-list-query';

/**
 * What a catalogue list may be asked for: the query of `GET /api/templates` and the input of
 * `TemplateService.list`, which every surface calls (GraphQL's `templates` builds it from its
 * arguments, the n8n library from its own query). Enums and categories ignore case; blanks are
 * absent.
 */
export class TemplateListInput {
  @JSONSchema({ description: 'From 1; a page past the end is empty.' })
  @WholeNumber(1, MAX_PAGE)
  page?: number;

  @JSONSchema({ description: `Templates per page, ${DEFAULT_PAGE_SIZE} by default.` })
  @WholeNumber(1, MAX_PAGE_SIZE)
  limit?: number;

  /** A query string names one category; typed callers may pass several. */
  @OneOf(CATEGORIES, { each: true })
  category?: string | readonly string[];

  @OneOf(COMPLEXITIES)
  complexity?: Complexity;

  @OneOf(TRIGGER_TYPES)
  triggerType?: TriggerType;

  @JSONSchema({
    description:
      '`Clean`: imports into n8n 1.x as it is; `Blocked`: something stands in the way (`n8nObstacles`).',
  })
  @OneOf(N8N_COMPATIBILITIES)
  n8nCompatibility?: N8nCompatibility;

  @JSONSchema({ description: 'An integration name, exactly as `/api/integrations` lists it.' })
  @Text(MAX_SEARCH_LENGTH)
  integration?: string;

  @JSONSchema({
    description: 'Words matched against name, description, tags, integrations and node types.',
  })
  @Text(MAX_SEARCH_LENGTH)
  search?: string;

  @JSONSchema({ description: '`relevance` by default when searching, `newest` otherwise.' })
  @OneOf(TEMPLATE_SORTS)
  sort?: TemplateSort;
}

/** The canonical query of a validated input: defaults filled in, absent filters left out. */
export function toListQuery(input: TemplateListInput): TemplateListQuery {
  const { page = 1, limit = DEFAULT_PAGE_SIZE, sort, ...filters } = input;
  const given = Object.entries(filters).filter(([, value]) => value !== undefined);
  return {
    page,
    limit,
    ...(Object.fromEntries(given) as Omit<TemplateListQuery, 'page' | 'limit' | 'sort'>),
    sort: sort ?? (filters.search !== undefined ? 'relevance' : 'newest'),
  };
}
