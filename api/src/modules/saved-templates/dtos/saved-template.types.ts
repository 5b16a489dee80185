import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { SubscriptionStatusObject } from '../../accounts/dtos/account.types';
import type { SubscriptionStatus } from '../../accounts/subscription.service';
import { PaginationObject } from '../../../graphql/shared-types';

@ObjectType('SavedTemplate', { description: 'A template the signed-in user keeps.' })
export class SavedTemplateObject {
  @Field(() => ID, { description: 'The saved record (REST `_id`).' })
  id: string;

  @Field(() => ID)
  templateId: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was saved.' })
  createdAt: Date;

  /** `template` resolves through the request's loader. */
  templateName: string;
}

@ObjectType('RemovedSavedTemplate', {
  description: 'A saved template whose template left the catalogue; it no longer counts.',
})
export class RemovedSavedTemplateObject {
  @Field(() => ID, { description: 'The saved record, to dismiss with `unsaveTemplate(id)`.' })
  id: string;

  @Field({ description: 'The name the template had.' })
  name: string;

  @Field(() => GraphQLISODateTime)
  savedAt: Date;

  @Field()
  reason: string;
}

@ObjectType('SavedTemplatePage', { description: "One page of the signed-in user's saves." })
export class SavedTemplatePageObject {
  @Field(() => [SavedTemplateObject])
  items: SavedTemplateObject[];

  @Field(() => PaginationObject)
  pagination: PaginationObject;

  @Field(() => [RemovedSavedTemplateObject])
  removed: RemovedSavedTemplateObject[];
}

@ObjectType('SaveTemplatePayload')
export class SaveTemplatePayload {
  @Field(() => SavedTemplateObject)
  savedTemplate: SavedTemplateObject;

  @Field({ description: 'It was saved already: nothing changed and no slot was used.' })
  alreadySaved: boolean;

  @Field(() => SubscriptionStatusObject, { description: 'Saves used and allowed after it.' })
  subscription: SubscriptionStatus;
}

@ObjectType('UnsaveTemplatePayload')
export class UnsaveTemplatePayload {
  @Field({ description: 'False when nothing was saved under that template or id.' })
  removed: boolean;

  @Field(() => SubscriptionStatusObject)
  subscription: SubscriptionStatus;
}
