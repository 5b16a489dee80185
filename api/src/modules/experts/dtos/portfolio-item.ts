import { Field, InputType, ObjectType } from 'type-graphql';
import { Text, TextList, WebAddress } from '../../../core/input-rules';

/** Most portfolio items one form may list (an expert application, a hire application). */
export const MAX_PORTFOLIO_ITEMS = 10;

/**
 * A piece of past work, as the expert-programme form and an expert's application to a hire
 * request both take it (one GraphQL input, `PortfolioItemInput`, for both).
 */
@InputType('PortfolioItemInput')
export class PortfolioItemInput {
  @Field()
  @Text(200, { required: true, visible: true })
  title: string;

  @Field({ nullable: true, description: 'An http(s) URL of at most 2000 characters.' })
  @WebAddress()
  url?: string;

  @Field({ nullable: true, description: 'At most 1000 characters.' })
  @Text(1000)
  description?: string;

  @Field(() => [String], { nullable: true, description: 'At most 20, each 1 to 50 characters.' })
  @TextList(20, 50, { visible: true })
  technologies?: string[];
}

/** A portfolio item as stored and shown: absent parts are null or empty, never missing. */
export interface PortfolioItem {
  title: string;
  url: string | null;
  description: string;
  technologies: string[];
}

@ObjectType('PortfolioItem', { description: 'A piece of past work.' })
export class PortfolioItemObject implements PortfolioItem {
  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  url: string | null;

  @Field()
  description: string;

  @Field(() => [String])
  technologies: string[];
}

/** An item as sent, with its absent parts filled in as stored. */
export function toPortfolioItem(item: PortfolioItemInput): PortfolioItem {
  return {
    title: item.title,
    url: item.url ?? null,
    description: item.description ?? '',
    technologies: item.technologies ?? [],
  };
}
