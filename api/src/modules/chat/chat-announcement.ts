import type { Tx } from '../../core/db';
import type { Realtime } from '../../realtime';
import { chatReadRepository as reads } from './chat-read.repository';

/**
 * The real-time channel of one thread's new messages (their ids): `chatMessageAdded` subscribes
 * to its thread's channel alone, so a message wakes only the subscribers of its thread, in every
 * API process, rather than every chat subscriber of every process (49 bytes, under PostgreSQL's
 * 63).
 */
export const chatThreadChannel = (threadId: string) => `chat_message:${threadId}`;

/**
 * What a write announces: ids only. A notice must say nothing a listener could leak; subscribers
 * read the row itself, through the chat policy, after the notice.
 */
export interface ChatMessageNotice {
  threadId: string;
  messageId: string;
}

/**
 * The real-time channel of one user's unread counts: a request id whenever they may have
 * changed (a message for them, their own mark moving in another tab). `chatUnreadChanged`
 * listens on the subscriber's own channel alone (48 bytes).
 */
export const chatUnreadChannel = (userId: string) => `chat_unread:${userId}`;

/**
 * Announces messages just written, in the transaction that wrote them, through the process's
 * pub-sub: delivered only when that transaction commits, in the order given, and never when it
 * rolls back, so a listener is told of exactly the messages it can read. Each side of a thread
 * but the sender also hears, on their own unread channel, which request has new unread messages.
 * Used by chat for the participants' messages and by hiring for its system messages: one
 * statement for all of a transition's notices.
 */
export async function announceMessages(
  realtime: Realtime,
  tx: Tx,
  notices: readonly ChatMessageNotice[],
): Promise<void> {
  if (notices.length === 0) return;
  const readers = await reads.readersOf(
    tx,
    notices.map((notice) => notice.messageId),
  );
  await realtime.publishMany(tx, [
    ...notices.map(({ threadId, messageId }) => ({
      channel: chatThreadChannel(threadId),
      payload: messageId,
    })),
    ...readers.map(({ readerId, requestId }) => ({
      channel: chatUnreadChannel(readerId),
      payload: requestId,
    })),
  ]);
}
