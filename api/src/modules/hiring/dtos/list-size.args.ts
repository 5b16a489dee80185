import { ArgsType, Field, Int } from 'type-graphql';
import { WholeNumber } from '../../../core/input-rules';

/**
 * How many items each of hiring's lists holds: 20 unless asked, never more than 100. The GraphQL
 * `limit` argument carries the default in the schema, so the operation measure prices a list
 * left without `limit` at 20 items rather than one (a list it counted once let twenty aliases
 * of nested workflows through).
 */
export const LIST_SIZE = { default: 20, max: 100 } as const;

/** `limit` of a hiring list, over GraphQL and as a REST query parameter. */
@ArgsType()
export class ListSizeArgs {
  @Field(() => Int, {
    defaultValue: LIST_SIZE.default,
    description: `Items: 1-${LIST_SIZE.max}, ${LIST_SIZE.default} by default.`,
  })
  @WholeNumber(1, LIST_SIZE.max)
  limit?: number;
}

/** The size a validated `ListSizeArgs` asks for. */
export function listSize({ limit }: ListSizeArgs): number {
  return limit ?? LIST_SIZE.default;
}
