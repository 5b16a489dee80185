import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { AnonymousChatMarkReadDocument } from '../../../gql-project/graphql';

/**
 * Marks the thread read up to `lastId`, the newest message shown, once for each new one: when the
 * messages first show and whenever another arrives while they are on screen. The API never moves
 * a mark backwards, so a late answer cannot undo a newer one; a failed mark only leaves the badge
 * as it was (the next message marks again).
 */
export function useMarkRead(threadId: string | undefined, lastId: string | undefined): void {
  const [markRead] = useMutation(AnonymousChatMarkReadDocument);
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!threadId || !lastId || marked.current === lastId) return;
    marked.current = lastId;
    markRead({ variables: { threadId, upToMessageId: lastId } }).catch(() => {
      if (marked.current === lastId) marked.current = undefined;
    });
  }, [threadId, lastId, markRead]);
}
