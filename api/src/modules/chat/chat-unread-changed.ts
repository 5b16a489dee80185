import { liveState, type LiveEvent, type Subscriber } from '../../graphql/subscriptions';
import { chatUnreadChannel } from './chat-announcement';
import type { ChatUnreadObject } from './dtos/chat-read.types';

/**
 * The source of `chatUnreadChanged`: the subscriber's unread counts at once, then again whenever
 * they may have changed. One subscription per user, on their own channel, however many cards a
 * page shows (a graphql-ws socket takes at most 20): a message for them, or their mark moving in
 * another tab, is announced there with its request's id, and the counts are then read afresh
 * (`liveState`, which also reads them again after the transport reconnects). Each read is
 * `ChatReadService.unreadRequests` as the subscriber with the event's own context, so a revoked
 * token ends the socket (4403) at the next event. Signed-in sockets only
 * (`requiring(SIGNED_IN, ...)` where it is declared): an anonymous one is refused UNAUTHORIZED
 * before anything is listened on.
 */
export function chatUnreadChanged(
  subscriber: Subscriber,
): AsyncIterableIterator<LiveEvent<ChatUnreadObject>> {
  return liveState<ChatUnreadObject>(subscriber, {
    channel: chatUnreadChannel(subscriber.actor.id),
    read: async (event) => {
      const requests = await event.services.chatReads.unreadRequests(event.actor);
      const total = requests.reduce((sum, request) => sum + request.unreadChatMessages, 0);
      return { requests, total };
    },
  });
}
