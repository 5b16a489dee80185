import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { onSocketReconnected } from '../../../app/socket-events';
import { ChatUnreadLiveDocument } from '../../../gql-project/graphql';

/** The cached object whose `unreadChatMessages` a card shows: a client's request, an expert's project. */
export type UnreadHolder = 'HireRequest' | 'ApplicationProject';

/**
 * Keeps the unread counts of the cards on screen live: one `chatUnreadChanged` subscription
 * (a socket takes at most 20) whose every state lists the requests with unread messages; each
 * card of `requestIds` gets its count written into the cache (0 when the state leaves it out).
 * After the socket reconnects, `refetch` reads the cards again (the subscription also starts
 * over with the state at once).
 */
export function useLiveUnreadCounts(
  holder: UnreadHolder,
  requestIds: readonly string[],
  refetch: () => Promise<unknown>,
): void {
  const { cache } = useApolloClient();
  useEffect(() => onSocketReconnected(() => void refetch().catch(() => undefined)), [refetch]);
  useSubscription(ChatUnreadLiveDocument, {
    skip: requestIds.length === 0,
    onData: ({ data }) => {
      const state = data.data?.chatUnreadChanged;
      if (!state) return;
      const counts = new Map(state.requests.map((r) => [r.requestId, r.unreadChatMessages]));
      for (const id of requestIds) {
        cache.modify({
          id: cache.identify({ __typename: holder, id }),
          fields: { unreadChatMessages: () => counts.get(id) ?? 0 },
        });
      }
    },
  });
}
