import type { Db, Tx } from '../../core/db';

/** Whom a new message concerns: a side of its thread other than its sender, and the request. */
export interface UnreadNotice {
  readerId: string;
  requestId: string;
}

/** Threads the reader is a side of (the request's client, or the application's expert). */
const READER_THREADS = `chat_threads t
  JOIN hire_applications a ON a.id = t.application_id
  JOIN hire_requests r ON r.id = t.request_id`;

/**
 * Unread messages per `key` for `readerId`: the messages of the threads they are a side of,
 * after their mark (all of them without one), that they did not send (the system's count).
 * Only keys with unread messages come back.
 */
async function countUnread(
  db: Db,
  readerId: string,
  key: 't.id' | 't.request_id',
  ids: readonly string[] | undefined,
): Promise<Map<string, number>> {
  const rows = await db.query<{ key: string; unread: number }>(
    `SELECT ${key} AS key, count(*)::int AS unread
       FROM ${READER_THREADS}
       LEFT JOIN chat_reads cr ON cr.thread_id = t.id AND cr.reader_id = $1
       LEFT JOIN chat_messages mark ON mark.id = cr.last_read_message_id
       JOIN chat_messages m ON m.thread_id = t.id
      WHERE $1 IN (r.client_id, a.expert_id)
        ${ids ? `AND ${key} = ANY($2)` : ''}
        AND m.sender_id IS DISTINCT FROM $1
        AND (mark.id IS NULL OR (m.created_at, m.id) > (mark.created_at, mark.id))
      GROUP BY ${key}`,
    ids ? [readerId, ids] : [readerId],
  );
  return new Map(rows.map((row) => [row.key, row.unread]));
}

/**
 * How far each side of a thread has read (`chat_reads`), and what that leaves unread. Counts are
 * one statement for any number of threads or requests (the dashboard's page of cards); ids are
 * valid UUIDs.
 */
export const chatReadRepository = {
  /** Unread messages per thread of `threadIds` (missing: none). */
  byThread(db: Db, readerId: string, threadIds: readonly string[]) {
    return countUnread(db, readerId, 't.id', threadIds);
  },

  /**
   * Unread messages per request, over the reader's threads of it: all of a client's
   * applications, an expert's own. `requestIds` undefined: every request with unread messages.
   */
  byRequest(db: Db, readerId: string, requestIds?: readonly string[]) {
    return countUnread(db, readerId, 't.request_id', requestIds);
  },

  /**
   * Moves the reader's mark in the thread to `messageId` (a message of the thread), never
   * backwards: true when it moved (or was set), false when it already stood there or later.
   */
  async mark(tx: Tx, threadId: string, readerId: string, messageId: string): Promise<boolean> {
    const moved = await tx.query(
      `INSERT INTO chat_reads AS cr (thread_id, reader_id, last_read_message_id)
       VALUES ($1, $2, $3)
       ON CONFLICT (thread_id, reader_id) DO UPDATE
          SET last_read_message_id = EXCLUDED.last_read_message_id, read_at = now()
        WHERE EXISTS (SELECT 1 FROM chat_messages n, chat_messages o
                       WHERE n.id = EXCLUDED.last_read_message_id
                         AND o.id = cr.last_read_message_id
                         AND (n.created_at, n.id) > (o.created_at, o.id))
       RETURNING 1`,
      [threadId, readerId, messageId],
    );
    return moved.length > 0;
  },

  /**
   * Who has new unread messages once `messageIds` commit, and on which request: each side of
   * their threads but the sender (both sides for the system's).
   */
  readersOf(tx: Tx, messageIds: readonly string[]): Promise<UnreadNotice[]> {
    return tx.query<UnreadNotice>(
      `SELECT DISTINCT u.reader_id AS "readerId", t.request_id AS "requestId"
         FROM chat_messages m
         JOIN (${READER_THREADS}) ON t.id = m.thread_id
         CROSS JOIN LATERAL (VALUES (r.client_id), (a.expert_id)) u (reader_id)
        WHERE m.id = ANY($1) AND u.reader_id IS DISTINCT FROM m.sender_id
        ORDER BY 1, 2`,
      [messageIds],
    );
  },
};
