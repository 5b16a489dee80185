import { IsOptional, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import type { Complexity, TriggerType } from '../template.entity';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  type TemplateSort,
} from '../template-list-query';
import { ComplexityEnum, TemplateSortEnum, TriggerTypeEnum } from './template.enums';

@InputType('TemplateFilterInput', { description: 'Every filter is optional; they combine.' })
export class TemplateFilterInput {
  @Field(() => String, { nullable: true, description: 'A category name, as `categories` lists.' })
  @IsOptional()
  @MaxLength(MAX_SEARCH_LENGTH)
  category?: string | null;

  @Field(() => ComplexityEnum, { nullable: true })
  complexity?: Complexity | null;

  @Field(() => TriggerTypeEnum, { nullable: true })
  triggerType?: TriggerType | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words matched against name, description, tags, integrations and node types.',
  })
  @IsOptional()
  @MaxLength(MAX_SEARCH_LENGTH)
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'An integration name, as listed.' })
  @IsOptional()
  @MaxLength(MAX_SEARCH_LENGTH)
  integration?: string | null;
}

@ArgsType()
export class TemplatesArgs {
  @Field(() => TemplateFilterInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  filter?: TemplateFilterInput | null;

  @Field(() => Int, { defaultValue: 1 })
  @Min(1)
  @Max(MAX_PAGE)
  page: number;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit: number;

  @Field(() => TemplateSortEnum, { nullable: true })
  sort?: TemplateSort | null;
}

/** Most related templates one template may ask for. */
export const MAX_RELATED = 20;

@ArgsType()
export class RelatedTemplatesArgs {
  @Field(() => Int, { defaultValue: 4 })
  @Min(1)
  @Max(MAX_RELATED)
  limit: number;
}

@ArgsType()
export class IntegrationsArgs {
  @Field(() => Int, { defaultValue: 30 })
  @Min(1)
  @Max(100)
  limit: number;
}
