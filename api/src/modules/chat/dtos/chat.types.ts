import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import type { MessageType, SenderType } from '../chat-message.repository';
import { ChatMessageTypeEnum, ChatSenderTypeEnum } from './chat.enums';

@ObjectType('ChatMessage', {
  description: 'A message of an anonymous chat: who wrote it by role only, never by name.',
})
export class ChatMessageObject {
  @Field(() => ID)
  id: string;

  @Field(() => ChatSenderTypeEnum)
  senderType: SenderType;

  @Field()
  message: string;

  @Field(() => GraphQLISODateTime)
  timestamp: Date;

  @Field(() => ChatMessageTypeEnum)
  messageType: MessageType;
}

@ObjectType('ChatThread', {
  description:
    'The anonymous chat of one application: its client and its expert. Subscribe to new messages by its id.',
})
export class ChatThreadObject {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  requestId: string;

  @Field(() => ID)
  applicationId: string;

  @Field(() => ChatSenderTypeEnum, { description: 'The side the signed-in user writes from.' })
  role: SenderType;

  @Field({ description: 'Whether the thread takes messages (closed once the work is over).' })
  open: boolean;
}
