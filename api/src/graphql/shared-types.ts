import { Field, Int, ObjectType } from 'type-graphql';

/**
 * GraphQL pieces every feature's types use, kept out of the features so that using them imports
 * no other feature.
 */

/** GraphQL enums whose values are the stored strings themselves, so no mapping is needed. */
export function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
}

/** The `pagination` of every list (`core/pagination.ts` makes it). */
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
