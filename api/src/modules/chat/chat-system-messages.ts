import type { Db, Tx } from '../../core/db';
import type { Realtime } from '../../realtime';
import type { ConversationPort, RequestMessages } from '../hiring/hiring-conversations';
import { announceMessages, type ChatMessageNotice } from './chat-announcement';

/**
 * The threads hiring opens and the system messages its moves post, written in hiring's
 * transaction and announced on chat's channels so they arrive live like the participants'
 * messages. A post first locks the threads it writes to, as a participant's post does: messages of
 * one thread are then written one transaction at a time, so their order (`created_at`) is the order
 * they commit in and reading "after message X" never misses one committed later. Hiring moves its
 * applications before it posts, and chat locks only the thread, so the locks are always taken in
 * one order (request, application, thread).
 */
export class ChatSystemMessages implements ConversationPort {
  constructor(private readonly realtime: Realtime) {}

  async openThread(tx: Tx, requestId: string, applicationId: string): Promise<void> {
    await tx.query(`INSERT INTO chat_threads (request_id, application_id) VALUES ($1, $2)`, [
      requestId,
      applicationId,
    ]);
  }

  async postToRequest(tx: Tx, requestId: string, text: RequestMessages): Promise<void> {
    await tx.query(`SELECT id FROM chat_threads WHERE request_id = $1 ORDER BY id FOR UPDATE`, [
      requestId,
    ]);
    const posted = await tx.query<ChatMessageNotice>(
      `INSERT INTO chat_messages (thread_id, sender_type, message)
       SELECT t.id, 'system', CASE WHEN t.application_id = $2 THEN $3 ELSE $4 END
         FROM chat_threads t JOIN hire_applications a ON a.id = t.application_id
        WHERE t.request_id = $1 AND a.status <> 'withdrawn'
        ORDER BY t.created_at, t.id
       RETURNING thread_id AS "threadId", id AS "messageId"`,
      [requestId, text.own?.applicationId ?? null, text.own?.message ?? null, text.others],
    );
    await announceMessages(this.realtime, tx, posted);
  }

  async postToApplication(tx: Tx, applicationId: string, message: string): Promise<void> {
    await tx.query(`SELECT id FROM chat_threads WHERE application_id = $1 FOR UPDATE`, [
      applicationId,
    ]);
    const posted = await tx.query<ChatMessageNotice>(
      `INSERT INTO chat_messages (thread_id, sender_type, message)
       SELECT id, 'system', $2 FROM chat_threads WHERE application_id = $1
       RETURNING thread_id AS "threadId", id AS "messageId"`,
      [applicationId, message],
    );
    await announceMessages(this.realtime, tx, posted);
  }

  async seedThread(
    db: Db,
    thread: { id: string; requestId: string; applicationId: string; at: Date },
  ): Promise<void> {
    await db.query(
      `INSERT INTO chat_threads (id, request_id, application_id, created_at)
       SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM hire_applications WHERE id = $3)
       ON CONFLICT DO NOTHING`,
      [thread.id, thread.requestId, thread.applicationId, thread.at],
    );
  }

  async seedSystemMessage(
    db: Db,
    message: { id: string; threadId: string; text: string; at: Date },
  ): Promise<void> {
    await db.query(
      `INSERT INTO chat_messages (id, thread_id, sender_type, message, created_at)
       SELECT $1, $2, 'system', $3, $4 WHERE EXISTS (SELECT 1 FROM chat_threads WHERE id = $2)
       ON CONFLICT DO NOTHING`,
      [message.id, message.threadId, message.text, message.at],
    );
  }
}
