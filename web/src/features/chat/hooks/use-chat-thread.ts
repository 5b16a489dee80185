import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { isStaleRefusal, readRequestError } from '../../../app/request-error';
import { onSocketReconnected } from '../../../app/socket-events';
import { getFragmentData } from '../../../gql-project/fragment-masking';
import {
  AnonymousChat_MessageFragmentDoc,
  AnonymousChatLiveDocument,
  AnonymousChatSendDocument,
  AnonymousChatThreadDocument,
  type AnonymousChat_MessageFragment,
} from '../../../gql-project/graphql';
import { CHAT_MESSAGES } from '../chat-messages';
import { useMarkRead } from './use-mark-read';

export type ChatMessageView = AnonymousChat_MessageFragment;

/** `earlier` followed by the messages of `later` it does not hold yet, each id once. */
export function mergeMessages(
  earlier: readonly ChatMessageView[],
  later: readonly ChatMessageView[],
): ChatMessageView[] {
  const seen = new Set(earlier.map((message) => message.id));
  return [...earlier, ...later.filter((message) => !seen.has(message.id) && seen.add(message.id))];
}

/**
 * One chat thread: its messages oldest first, and sending. Messages that arrive after the load
 * (the viewer's own sends, the subscription's) are kept beside the query's and merged by id, so a
 * message seen twice shows once. The subscription resumes from the last message loaded (`since`);
 * graphql-ws re-sends it unchanged on a reconnect, so a reconnect reads the thread again, which
 * brings what came while the socket was down and moves `since` on. A subscription the API ended
 * (refused, or the socket closed for good) is `livePaused` until `resumeLive` reads the thread
 * and subscribes again.
 * The thread is marked read up to the newest message shown (`useMarkRead`).
 * A send is refused while another runs and when the trimmed text is empty; a CONFLICT means the
 * thread closed meanwhile, so it says the API's reason and reads the thread again, and a
 * RATE_LIMITED says the API's reason, which tells when to try again.
 */
export function useChatThread(requestId: string, applicationId?: string) {
  const variables = { requestId, applicationId };
  const { data, loading, error, refetch } = useQuery(AnonymousChatThreadDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [sendMessage] = useMutation(AnonymousChatSendDocument);
  const [arrived, setArrived] = useState<ChatMessageView[]>([]);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  const thread = data?.chatThread;
  const loaded = thread ? getFragmentData(AnonymousChat_MessageFragmentDoc, thread.messages) : [];
  const messages = mergeMessages(loaded, arrived);

  useEffect(() => onSocketReconnected(() => void refetch().catch(() => undefined)), [refetch]);
  // What the viewer sees is read: the dashboard's badge empties while the chat is open.
  useMarkRead(thread?.id, messages.at(-1)?.id);

  // Live messages from the last one loaded; the merge by id drops what was already shown.
  const live = useSubscription(AnonymousChatLiveDocument, {
    variables: { threadId: thread?.id ?? '', since: loaded.at(-1)?.id },
    skip: !thread,
    onData: ({ data: live }) => {
      const added = live.data?.chatMessageAdded;
      if (!added) return;
      const view = getFragmentData(AnonymousChat_MessageFragmentDoc, added);
      setArrived((current) => mergeMessages(current, [view]));
    },
  });

  /** Answers whether the message went, so the box can be emptied. */
  async function send(text: string): Promise<boolean> {
    const message = text.trim();
    if (sending || !message || !thread?.open) return false;
    setSending(true);
    setSendError(null);
    try {
      const result = await sendMessage({ variables: { input: { ...variables, message } } });
      const sent = result.data?.sendChatMessage;
      if (!sent) throw new Error('The API sent no message back');
      const view = getFragmentData(AnonymousChat_MessageFragmentDoc, sent);
      setArrived((current) => mergeMessages(current, [view]));
      return true;
    } catch (problem) {
      const { code, message: reason } = readRequestError(problem);
      // A closed thread and a rate limit (with when to try again) say the API's reason.
      const explained = code === 'CONFLICT' || code === 'RATE_LIMITED';
      if (isStaleRefusal(code)) void refetch().catch(() => undefined);
      setSendError(explained && reason ? reason : CHAT_MESSAGES.sendFailed);
      return false;
    } finally {
      setSending(false);
    }
  }

  return {
    thread: thread ? { id: thread.id, role: thread.role, open: thread.open } : undefined,
    messages,
    loading: loading && !thread,
    loadError: error && !thread ? error : undefined,
    retry: () => void refetch().catch(() => undefined),
    livePaused: Boolean(thread && live.error),
    resumeLive: () => {
      void refetch().catch(() => undefined);
      live.restart();
    },
    send,
    sending,
    sendError,
    dismissSendError: () => setSendError(null),
  };
}
