import { IsOptional, IsString, ValidateBy } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import {
  applyDecorators,
  blankToUndefined,
  Coerce,
  OneOf,
  Text,
  WholeNumber,
} from '../../../core/input-rules';
import { MESSAGE_TYPES, type MessageType } from '../chat-message.repository';
import { ChatMessageTypeEnum } from './chat.enums';

/**
 * A message's length, in characters (code points, as PostgreSQL's check on the column counts);
 * the workspace's questions, answers, notes and prompts share it.
 */
export const MESSAGE_MAX_LENGTH = 4000;

/** Messages one read answers at most: the last 200, or the next 200 after `since`. */
export const CHAT_PAGE = { default: 200, max: 200 } as const;

/**
 * An optional record id, kept as sent: one naming nothing the caller may use (malformed too) is
 * the service's answer, never a rule's.
 */
export function OptionalId(): PropertyDecorator {
  return applyDecorators(
    Coerce(blankToUndefined),
    IsOptional(),
    IsString({ message: 'must be text' }),
  );
}

/**
 * At most `max` code points. `Text`'s length rule counts an emoji as one character but a
 * variation selector as none, so without this a message that passes it could still break the
 * column's check (a 500 instead of a 400).
 */
function CodePointsAtMost(max: number): PropertyDecorator {
  return ValidateBy(
    {
      name: 'codePointsAtMost',
      validator: { validate: (value) => typeof value !== 'string' || [...value].length <= max },
    },
    { message: `must be at most ${max} characters` },
  );
}

const THREAD_CHOICE = "The client's choice of thread; by default the accepted application's.";

/** Which messages of a thread to read: the last ones, or those after `since`. */
@ArgsType()
export class ChatPageArgs {
  @Field(() => ID, {
    nullable: true,
    description: 'Only the messages after this one of the thread (what a reconnect missed).',
  })
  @OptionalId()
  since?: string;

  @Field(() => Int, {
    defaultValue: CHAT_PAGE.default,
    description: `Messages: 1-${CHAT_PAGE.max}; the last ones, or the first ones after \`since\`.`,
  })
  @WholeNumber(1, CHAT_PAGE.max)
  limit?: number;
}

/**
 * A message: trimmed, something a reader sees, 1 to MESSAGE_MAX_LENGTH code points (also what
 * the workspace's `add_chat_message` takes as its text).
 */
export function MessageText(): PropertyDecorator {
  return applyDecorators(
    Text(MESSAGE_MAX_LENGTH, { required: true, visible: true }),
    CodePointsAtMost(MESSAGE_MAX_LENGTH),
  );
}

/** `GET /api/expert-hire-request/{id}/chat`'s query. */
@ArgsType()
export class ChatReadArgs extends ChatPageArgs {
  @Field(() => ID, { nullable: true, description: THREAD_CHOICE })
  @OptionalId()
  applicationId?: string;
}

/** `chatMessages`: a request's thread, as REST's read. */
@ArgsType()
export class ChatMessagesArgs extends ChatReadArgs {
  /** Any string: one that names no request the actor may see (malformed too) is NOT_FOUND. */
  @Field(() => ID)
  requestId: string;
}

/** Which thread of a request: `?applicationId=` of `POST /api/expert-hire-request/{id}/chat`. */
@ArgsType()
export class ChatThreadQuery {
  @Field(() => ID, { nullable: true, description: THREAD_CHOICE })
  @OptionalId()
  applicationId?: string;
}

/** `chatThread`. */
@ArgsType()
export class ChatThreadArgs extends ChatThreadQuery {
  @Field(() => ID)
  requestId: string;
}

/** `POST /api/expert-hire-request/{id}/chat`'s body; the sender is the caller, never the body. */
@InputType({ description: 'A chat message, without the thread it goes to.' })
export class ChatMessageBody {
  @Field({ description: `Trimmed, 1-${MESSAGE_MAX_LENGTH} characters.` })
  @MessageText()
  message: string;

  @Field(() => ChatMessageTypeEnum, { nullable: true, description: 'Only text (the default).' })
  @OneOf(MESSAGE_TYPES)
  messageType?: MessageType;
}

@InputType('SendChatMessageInput')
export class SendChatMessageInput extends ChatMessageBody {
  /** Any string: one that names no request the actor may see (malformed too) is NOT_FOUND. */
  @Field(() => ID)
  requestId: string;

  @Field(() => ID, { nullable: true, description: THREAD_CHOICE })
  @OptionalId()
  applicationId?: string;
}

/** `chatMessageAdded`: a thread's new messages, after `since` first when given. */
@ArgsType()
export class ChatMessageAddedArgs {
  /** Any string: one that names no thread the actor may use (malformed too) is NOT_FOUND. */
  @Field(() => ID)
  threadId: string;

  @Field(() => ID, {
    nullable: true,
    description:
      'The last message the client saw: those after it come first (what a reconnect missed).',
  })
  @OptionalId()
  since?: string;
}
