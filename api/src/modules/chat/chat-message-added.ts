import { liveRows, type LiveEvent, type Subscriber } from '../../graphql/subscriptions';
import { chatThreadChannel } from './chat-announcement';
import type { ChatMessageRecord } from './chat-message.repository';
import type { ChatMessageAddedArgs } from './dtos/chat.inputs';

/**
 * The source of `chatMessageAdded`: each message of the thread once, in order, the ones after
 * `since` first (without it, those after the newest one when it started). Signed-in sockets only
 * (`requiring(SIGNED_IN, ...)` where it is declared), and a side of the thread only: the thread is
 * checked before anything is listened on, so a stranger or a malformed id (which would not even
 * make a channel name) is refused NOT_FOUND / FORBIDDEN as REST answers, without a LISTEN.
 * Every read is checked through `ChatService` as the subscriber, with the event's own context:
 * the catch-up pages, and each announced message, which is refused once the subscriber is no
 * longer a side of the thread; a revoked token ends the socket (4403) at the next event. An
 * announced message's row is read once per process (`readNoticedMessage`), not once per tab.
 * While the subscription lasts its subscriber counts as in the chat (`ChatPresence`), so the
 * other side's messages do not notify them.
 */
export async function chatMessageAdded(
  subscriber: Subscriber,
  { threadId, since }: ChatMessageAddedArgs,
): Promise<AsyncIterableIterator<LiveEvent<ChatMessageRecord>>> {
  const { actor, context } = subscriber;
  const start = await context.services.chat.followFrom(actor, threadId, since ?? undefined);
  const leave = await context.services.chatPresence.enter(start.threadId, actor.id);
  const rows = liveRows<ChatMessageRecord>(subscriber, {
    channel: chatThreadChannel(start.threadId),
    catchUp: (after, event) =>
      event.services.chat.missed(event.actor, threadId, after?.id ?? start.after),
    load: (messageId, event) => event.services.chat.announced(event.actor, { threadId, messageId }),
    // `missed` and `announced` have just checked the subscriber against the thread, with this
    // event's context: a refusal there already ended the subscription with its own code.
    authorize: () => true,
  });
  return whileOpen(rows, leave);
}

/**
 * `rows`, calling `leave` once they end however they end: finished, failed, or closed by the
 * client (graphql-ws calls `return`). The subscriber is "in the chat" exactly that long.
 */
function whileOpen<T>(
  rows: AsyncIterableIterator<T>,
  leave: () => Promise<void>,
): AsyncIterableIterator<T> {
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      try {
        const result = await rows.next();
        if (result.done) await leave();
        return result;
      } catch (error) {
        await leave();
        throw error;
      }
    },
    async return(value?: unknown) {
      await leave();
      return rows.return ? rows.return(value) : { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      await leave();
      if (rows.throw) return rows.throw(error);
      throw error;
    },
  };
}
