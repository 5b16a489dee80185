import DataLoader from 'dataloader';
import { isSignedIn, type Actor } from '../../core/actor';
import type { Services } from '../../services';

/**
 * Chat's counts for one GraphQL request, as the request's actor reads them: a page of
 * dashboard cards asks for its unread counts in one statement, whatever its size. A visitor has
 * read nothing and has nothing to read.
 */
export interface ChatLoaders {
  /** Unread messages of a thread, by thread id. */
  unreadByThread: DataLoader<string, number>;
  /** Unread messages of a request over the actor's threads of it, by request id. */
  unreadByRequest: DataLoader<string, number>;
}

export function createChatLoaders({ chatReads }: Services, actor: Actor): ChatLoaders {
  const none = async (ids: readonly string[]) => ids.map(() => 0);
  return {
    unreadByThread: new DataLoader(
      isSignedIn(actor) ? (ids) => chatReads.unreadOfThreads(actor, ids) : none,
    ),
    unreadByRequest: new DataLoader(
      isSignedIn(actor) ? (ids) => chatReads.unreadOfRequests(actor, ids) : none,
    ),
  };
}
