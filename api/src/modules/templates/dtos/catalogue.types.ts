import { Field, Int, ObjectType } from 'type-graphql';
import type { Template } from '../template.entity';
import { TemplateObject } from './template.type';

@ObjectType('Category', { description: 'A catalogue category and how many templates it holds.' })
export class CategoryObject {
  @Field()
  name: string;

  @Field(() => Int)
  count: number;
}

@ObjectType('IntegrationCount', { description: 'A service and how many templates use it.' })
export class IntegrationCountObject {
  @Field()
  name: string;

  @Field(() => Int)
  count: number;
}

@ObjectType('Pagination')
export class PaginationObject {
  @Field(() => Int)
  currentPage: number;

  @Field(() => Int)
  totalPages: number;

  @Field(() => Int)
  totalItems: number;

  @Field(() => Int)
  itemsPerPage: number;
}

@ObjectType('TemplatePage', { description: 'One page of the catalogue.' })
export class TemplatePageObject {
  @Field(() => [TemplateObject])
  templates: Template[];

  @Field(() => PaginationObject)
  pagination: PaginationObject;
}
