import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('ChatRequestUnread', {
  description: 'How many chat messages of one hire request the signed-in user has not read.',
})
export class ChatRequestUnreadObject {
  @Field(() => ID)
  requestId: string;

  @Field(() => Int)
  unreadChatMessages: number;
}

@ObjectType('ChatUnread', {
  description:
    "The signed-in user's unread chat messages: every request that has some (any other has none).",
})
export class ChatUnreadObject {
  @Field(() => [ChatRequestUnreadObject])
  requests: ChatRequestUnreadObject[];

  @Field(() => Int, { description: 'Unread messages over all of them.' })
  total: number;
}
