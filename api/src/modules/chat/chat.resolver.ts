import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { CurrentUser } from '../../auth/current-user';
import type { SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../../graphql/context';
import { requiring, SIGNED_IN } from '../../graphql/subscriptions';
import { chatMessageAdded } from './chat-message-added';
import type { ChatMessageRecord } from './chat-message.repository';
import { toChatMessage } from './chat.presenter';
import {
  ChatMessageAddedArgs,
  ChatMessagesArgs,
  ChatPageArgs,
  ChatThreadArgs,
  SendChatMessageInput,
} from './dtos/chat.inputs';
import { ChatMessageObject, ChatThreadObject } from './dtos/chat.types';

/** The anonymous chat over GraphQL: the same `ChatService` calls as the REST routes. */
@Resolver(() => ChatThreadObject)
export class ChatResolver {
  @Authorized()
  @Query(() => ChatThreadObject, {
    description:
      "A hire request's chat thread: the client's choice (applicationId; by default the accepted application's), or the expert's own.",
  })
  chatThread(
    @Args() { requestId, applicationId }: ChatThreadArgs,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<ChatThreadObject> {
    return services.chat.thread(user, requestId, { applicationId });
  }

  @Authorized()
  @Query(() => [ChatMessageObject], {
    description: "A request's chat messages, oldest first: the last ones, or those after since.",
  })
  async chatMessages(
    @Args() { requestId, ...args }: ChatMessagesArgs,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<ChatMessageObject[]> {
    return (await services.chat.list(user, requestId, args)).messages.map(toChatMessage);
  }

  @Authorized()
  @Mutation(() => ChatMessageObject, {
    description: 'Sends a message as the side the signed-in user is on (30 a minute per thread).',
  })
  async sendChatMessage(
    @Arg('input') { requestId, applicationId, ...body }: SendChatMessageInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<ChatMessageObject> {
    return toChatMessage(await services.chat.post(user, requestId, { applicationId }, body));
  }

  @Subscription(() => ChatMessageObject, {
    description:
      "A chat thread's messages as they are written (the system's too), each once and in order: those after since first, then new ones. Its two sides only.",
    subscribe: requiring(SIGNED_IN, (subscriber, args: ChatMessageAddedArgs) =>
      chatMessageAdded(subscriber, args),
    ),
  })
  chatMessageAdded(
    @Root() message: ChatMessageRecord,
    @Args() _args: ChatMessageAddedArgs,
  ): ChatMessageObject {
    return toChatMessage(message);
  }

  @FieldResolver(() => [ChatMessageObject], {
    description: 'The last messages, or those after since, oldest first.',
  })
  async messages(
    @Root() thread: ChatThreadObject,
    @Args() args: ChatPageArgs,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<ChatMessageObject[]> {
    return (await services.chat.listThread(user, thread.id, args)).map(toChatMessage);
  }
}
