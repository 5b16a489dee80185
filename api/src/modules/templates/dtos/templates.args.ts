import { IsOptional, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { Text, WholeNumber } from '../../../core/input-rules';
import type { Complexity, N8nCompatibility, TriggerType } from '../template.entity';
import {
  DEFAULT_INTEGRATIONS,
  DEFAULT_PAGE_SIZE,
  MAX_INTEGRATIONS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  type TemplateSort,
} from '../template-list-query';
import {
  ComplexityEnum,
  N8nCompatibilityEnum,
  TemplateSortEnum,
  TriggerTypeEnum,
} from './template.enums';

/**
 * The filters of GraphQL's `templates`. The field rules are those of `TemplateListInput`; which
 * category names exist is checked by `TemplateService.list` (as `category`), enums by GraphQL.
 */
@InputType('TemplateFilterInput', { description: 'Every filter is optional; they combine.' })
export class TemplateFilterInput {
  @Field(() => String, { nullable: true, description: 'A category name, as `categories` lists.' })
  @Text(MAX_SEARCH_LENGTH)
  category?: string | null;

  @Field(() => ComplexityEnum, { nullable: true })
  complexity?: Complexity | null;

  @Field(() => TriggerTypeEnum, { nullable: true })
  triggerType?: TriggerType | null;

  @Field(() => N8nCompatibilityEnum, {
    nullable: true,
    description: 'Imports into n8n 1.x as it is, or not; templates not checked yet match neither.',
  })
  n8nCompatibility?: N8nCompatibility | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words matched against name, description, tags, integrations and node types.',
  })
  @Text(MAX_SEARCH_LENGTH)
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'An integration name, as listed.' })
  @Text(MAX_SEARCH_LENGTH)
  integration?: string | null;
}

@ArgsType()
export class TemplatesArgs {
  @Field(() => TemplateFilterInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  filter?: TemplateFilterInput | null;

  @Field(() => Int, { defaultValue: 1 })
  @WholeNumber(1, MAX_PAGE)
  page: number;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE })
  @WholeNumber(1, MAX_PAGE_SIZE)
  limit: number;

  @Field(() => TemplateSortEnum, { nullable: true })
  sort?: TemplateSort | null;
}

/** Most related templates one template may ask for. */
export const MAX_RELATED = 20;

@ArgsType()
export class RelatedTemplatesArgs {
  @Field(() => Int, { defaultValue: 4 })
  @WholeNumber(1, MAX_RELATED)
  limit: number;
}

/** GraphQL's `integrations` arguments and the query of `GET /api/integrations`. */
@ArgsType()
export class IntegrationsArgs {
  @Field(() => Int, { defaultValue: DEFAULT_INTEGRATIONS })
  @WholeNumber(1, MAX_INTEGRATIONS)
  limit?: number;
}
