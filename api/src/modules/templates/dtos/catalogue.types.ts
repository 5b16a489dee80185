import { PaginationObject } from '../../../graphql/shared-types';
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

@ObjectType('SearchSuggestions', {
  description: 'What to try when a page has no templates: services and categories.',
})
export class SearchSuggestionsObject {
  @Field(() => [IntegrationCountObject], {
    description: 'Closest by name to the words searched, else the most used.',
  })
  services: IntegrationCountObject[];

  @Field(() => [CategoryObject], {
    description:
      'Where the search finds templates without its other filters (see `categoriesOfSearch`), else the closest by name to the words searched, else the largest.',
  })
  categories: CategoryObject[];

  @Field({
    description:
      'The categories are where the search finds templates, counting those: browse them with the search kept. Otherwise they count all their templates.',
  })
  categoriesOfSearch: boolean;
}

@ObjectType('TemplatePage', { description: 'One page of the catalogue.' })
export class TemplatePageObject {
  @Field(() => [TemplateObject])
  templates: Template[];

  @Field(() => PaginationObject)
  pagination: PaginationObject;

  @Field(() => [String], {
    description:
      'The services the search named ("chatgpt": OpenAI) that templates use; empty without a search.',
  })
  namedServices: string[];

  @Field(() => SearchSuggestionsObject, {
    nullable: true,
    description: 'Only when the page has no templates at all: what to try instead.',
  })
  suggestions: SearchSuggestionsObject | null;
}
