import { JSONSchema } from 'class-validator-jsonschema';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { Flag, OneOf, Text, WholeNumber } from '../../../core/input-rules';
import { SAVED_SORTS, type SavedSort } from '../saved-template.repository';

/** My Templates shows 12 a page; lists never exceed 100. */
export const SAVED_PAGE_SIZE = 12;
export const MAX_SAVED_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;
const MAX_SEARCH = 200;

/** A page of the signed-in user's saved templates (REST query, GraphQL arguments). */
@ArgsType()
export class SavedTemplateListInput {
  @Field(() => Int, { nullable: true, description: 'From 1.' })
  @WholeNumber(1, MAX_PAGE)
  page?: number;

  @Field(() => Int, { nullable: true, description: `Per page, ${SAVED_PAGE_SIZE} by default.` })
  @JSONSchema({ description: `Per page, ${SAVED_PAGE_SIZE} by default.` })
  @WholeNumber(1, MAX_SAVED_PAGE_SIZE)
  limit?: number;

  @Field(() => String, { nullable: true, description: 'newest (default), oldest or name.' })
  @OneOf(SAVED_SORTS)
  sortBy?: SavedSort;

  @Field(() => String, {
    nullable: true,
    description: 'Text in the name, description or category.',
  })
  @Text(MAX_SEARCH)
  search?: string;
}

/** `GET /api/saved-templates`: a page, or with `checkOnly` whether one template is saved. */
export class SavedTemplatesQuery extends SavedTemplateListInput {
  @JSONSchema({ description: 'With `checkOnly=true`: the template to check.' })
  @Text(100)
  templateId?: string;

  @JSONSchema({ description: 'Answer `{isSaved}` for `templateId` instead of a page.' })
  @Flag()
  checkOnly?: boolean;
}

@InputType('SaveTemplateInput')
export class SaveTemplateInput {
  @Field(() => ID)
  @Text(100, { required: true })
  templateId: string;
}

/** By template (`templateId`), or by the saved record (`id`) once its template was removed. */
@InputType('UnsaveTemplateInput')
export class UnsaveTemplateInput {
  @Field(() => ID, { nullable: true })
  @Text(100)
  templateId?: string;

  @Field(() => ID, { nullable: true, description: 'The saved record (REST `_id`).' })
  @Text(100)
  id?: string;
}
