import { ArgsType, Field, ID } from 'type-graphql';
import { OptionalId } from './chat.inputs';

/** `POST /api/expert-hire-request/{id}/chat/read`'s body: how far the caller has read. */
@ArgsType()
export class ChatReadBody {
  @Field(() => ID, {
    nullable: true,
    description:
      "A message of the thread: it and everything before it count as read (by default the thread's newest). The mark never moves backwards.",
  })
  @OptionalId()
  upToMessageId?: string;
}

/** `markChatThreadRead`: a thread by its id, read up to a message. */
@ArgsType()
export class MarkChatThreadReadArgs extends ChatReadBody {
  /** Any string: one that names no thread the actor may use (malformed too) is NOT_FOUND. */
  @Field(() => ID)
  threadId: string;
}
