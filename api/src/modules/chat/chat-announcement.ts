import type { Tx } from '../../common/db';

/**
 * The PostgreSQL channel a new chat message is announced on. The real-time layer LISTENs on it
 * in every API process and delivers the message to the thread's subscribers (`chatMessageAdded`).
 */
export const CHAT_MESSAGE_CHANNEL = 'chat_message';

/**
 * What a notice carries: ids only. NOTIFY payloads are capped at 8,000 bytes, and a notice must
 * say nothing a listener could leak; subscribers read the row itself, through the chat policy,
 * after the notice.
 */
export interface ChatMessageNotice {
  threadId: string;
  messageId: string;
}

/**
 * Announces messages just written, in the transaction that wrote them: PostgreSQL delivers the
 * notices only when that transaction commits, in the order given, and never when it rolls back,
 * so a listener is told of exactly the messages it can read. (`unnest` yields the pairs in
 * order, so the notices go out in that order.) Used by chat for the participants'
 * messages and by hiring for its system messages.
 */
export async function announceMessages(
  tx: Tx,
  notices: readonly ChatMessageNotice[],
): Promise<void> {
  if (notices.length === 0) return;
  await tx.query(
    `SELECT pg_notify($1, json_build_object('threadId', n.thread_id, 'messageId', n.message_id)::text)
       FROM unnest($2::uuid[], $3::uuid[]) AS n (thread_id, message_id)`,
    [
      CHAT_MESSAGE_CHANNEL,
      notices.map((notice) => notice.threadId),
      notices.map((notice) => notice.messageId),
    ],
  );
}
