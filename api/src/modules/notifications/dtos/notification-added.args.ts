import { ArgsType, Field, ID } from 'type-graphql';
import { Text } from '../../../core/input-rules';

/** `notificationAdded`'s argument: where a reconnecting page left off. */
@ArgsType()
export class NotificationAddedArgs {
  @Field(() => ID, {
    nullable: true,
    description:
      'The newest notification the page has: those after it come first (what a reconnect missed).',
  })
  @Text(100)
  since?: string;
}
