import type { Tx } from '../../common/db';
import type { Realtime } from '../../realtime';

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
 * Announces messages just written, in the transaction that wrote them, through the process's
 * pub-sub: delivered only when that transaction commits, in the order given, and never when it
 * rolls back, so a listener is told of exactly the messages it can read. Used by chat for the
 * participants' messages and by hiring for its system messages (one statement for a message in
 * each of a request's threads).
 */
export async function announceMessages(
  realtime: Realtime,
  tx: Tx,
  notices: readonly ChatMessageNotice[],
): Promise<void> {
  await realtime.publishMany(
    tx,
    notices.map(({ threadId, messageId }) => ({
      channel: chatThreadChannel(threadId),
      payload: messageId,
    })),
  );
}
