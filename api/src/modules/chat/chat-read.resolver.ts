import {
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { CurrentUser } from '../../auth/current-user';
import type { SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../../graphql/context';
import { requiring, SIGNED_IN } from '../../graphql/subscriptions';
import { ApplicationProjectObject, HireRequestObject } from '../hiring/dtos/hiring.types';
import { chatUnreadChanged } from './chat-unread-changed';
import { MarkChatThreadReadArgs } from './dtos/chat-read.inputs';
import { ChatUnreadObject } from './dtos/chat-read.types';
import { ChatThreadObject } from './dtos/chat.types';

const UNREAD =
  'Chat messages the signed-in user has not read, over their threads of the request (all of its applications for the client, their own for an expert); system messages count, their own do not.';

/** Reading marks and unread counts over GraphQL: the same `ChatReadService` calls as REST. */
@Resolver(() => ChatThreadObject)
export class ChatReadResolver {
  @FieldResolver(() => Int, {
    description:
      'Messages after the signed-in side last read that it did not send (system messages count).',
  })
  unreadCount(@Root() thread: ChatThreadObject, @Ctx() { loaders }: GraphQLContext) {
    return loaders.chat.unreadByThread.load(thread.id);
  }

  @Authorized()
  @Mutation(() => ChatThreadObject, {
    description:
      'Marks the thread read by the signed-in side up to a message of it (by default its newest); the mark never moves backwards. Its two sides only, like reading it.',
  })
  async markChatThreadRead(
    @Args() { threadId, ...body }: MarkChatThreadReadArgs,
    @Ctx() { services, loaders }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<ChatThreadObject> {
    const { thread, unreadCount } = await services.chatReads.markThread(user, threadId, body);
    loaders.chat.unreadByThread.clear(thread.id).prime(thread.id, unreadCount);
    return thread;
  }

  @Subscription(() => ChatUnreadObject, {
    description:
      "The signed-in user's unread chat messages per request: at once, then whenever they change (a message for them, or their reading in another tab).",
    subscribe: requiring(SIGNED_IN, (subscriber) => chatUnreadChanged(subscriber)),
  })
  chatUnreadChanged(@Root() unread: ChatUnreadObject): ChatUnreadObject {
    return unread;
  }
}

/** The client's dashboard card: a request's unread count, batched over a page of cards. */
@Resolver(() => HireRequestObject)
export class HireRequestUnreadResolver {
  @FieldResolver(() => Int, { description: UNREAD })
  unreadChatMessages(@Root() request: HireRequestObject, @Ctx() { loaders }: GraphQLContext) {
    return loaders.chat.unreadByRequest.load(request.id);
  }
}

/** The expert's application card: the same count, on the application's project. */
@Resolver(() => ApplicationProjectObject)
export class ApplicationProjectUnreadResolver {
  @FieldResolver(() => Int, { description: UNREAD })
  unreadChatMessages(
    @Root() project: ApplicationProjectObject,
    @Ctx() { loaders }: GraphQLContext,
  ) {
    return loaders.chat.unreadByRequest.load(project.id);
  }
}
