import type { Db, Tx } from '../../common/db';
import type { Realtime } from '../../realtime';
import { announceMessages, type ChatMessageNotice } from '../chat/chat-announcement';
import type { RequestEvent, RequestStatus } from './hire-request.machine';

/** One status change of a request, as `hire_request_transitions` keeps it. */
export interface NewTransition {
  requestId: string;
  from: RequestStatus;
  to: RequestStatus;
  event: RequestEvent;
  /** Who moved it (the client, or the payer of a payment); null for none. */
  actorId: string | null;
  /** The application the move is about (accepted, paid for), if any. */
  applicationId: string | null;
}

/**
 * The history and chat rows a change writes, in the transaction of the change: the transition
 * row, a chat thread per application, and system messages, each announced on chat's channel so
 * they arrive live like the participants' messages. A post first locks the threads it writes to,
 * as chat's own posts do: messages of one thread are then written one transaction at a time, so
 * their order (`created_at`) is the order they commit in and reading "after message X" never
 * misses one committed later. Hiring moves its applications before it posts, and chat locks only
 * the thread, so the locks are always taken in one order (request, application, thread).
 */
export const hireHistoryRepository = {
  async addTransition(db: Db, transition: NewTransition): Promise<void> {
    await db.query(
      `INSERT INTO hire_request_transitions (request_id, from_status, to_status, event, actor_id,
         application_id) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        transition.requestId,
        transition.from,
        transition.to,
        transition.event,
        transition.actorId,
        transition.applicationId,
      ],
    );
  },

  /** The one thread between the client and the expert of an application. */
  async openThread(db: Db, requestId: string, applicationId: string): Promise<void> {
    await db.query(`INSERT INTO chat_threads (request_id, application_id) VALUES ($1, $2)`, [
      requestId,
      applicationId,
    ]);
  },

  /**
   * A system message in every thread of the request whose application is not withdrawn: `own`
   * in the thread of `applicationId` (when given), `others` in the rest; each announced.
   */
  async postToRequest(
    realtime: Realtime,
    tx: Tx,
    requestId: string,
    text: { own?: { applicationId: string; message: string }; others: string },
  ): Promise<void> {
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
    await announceMessages(realtime, tx, posted);
  },

  /** A system message in the thread of one application, announced. */
  async postToApplication(
    realtime: Realtime,
    tx: Tx,
    applicationId: string,
    message: string,
  ): Promise<void> {
    await tx.query(`SELECT id FROM chat_threads WHERE application_id = $1 FOR UPDATE`, [
      applicationId,
    ]);
    const posted = await tx.query<ChatMessageNotice>(
      `INSERT INTO chat_messages (thread_id, sender_type, message)
       SELECT id, 'system', $2 FROM chat_threads WHERE application_id = $1
       RETURNING thread_id AS "threadId", id AS "messageId"`,
      [applicationId, message],
    );
    await announceMessages(realtime, tx, posted);
  },
};
