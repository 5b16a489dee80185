import type { Db, Tx } from '../../core/db';
import type { ApplicationStatus, RequestStatus } from '../hiring/requests/hire-request.machine';

/**
 * A chat thread with the facts its permissions look at: who its two sides are and where their
 * request and application stand. The ids of the people stay on the server: chat answers with
 * sender types only.
 */
export interface ChatThreadRecord {
  id: string;
  requestId: string;
  applicationId: string;
  clientId: string;
  expertId: string;
  requestStatus: RequestStatus;
  applicationStatus: ApplicationStatus;
}

const COLUMNS = `t.id, t.request_id AS "requestId", t.application_id AS "applicationId",
  r.client_id AS "clientId", a.expert_id AS "expertId", r.status AS "requestStatus",
  a.status AS "applicationStatus"`;

const THREADS = `chat_threads t
  JOIN hire_applications a ON a.id = t.application_id
  JOIN hire_requests r ON r.id = t.request_id`;

async function one(
  db: Db,
  where: string,
  params: unknown[],
): Promise<ChatThreadRecord | undefined> {
  const [row] = await db.query<ChatThreadRecord>(
    `SELECT ${COLUMNS} FROM ${THREADS} WHERE ${where}`,
    params,
  );
  return row;
}

/** A thread and who looks at it. */
export interface ThreadViewer {
  threadId: string;
  viewerId: string;
}

/** The key `withViewers` answers a pair by (ids as PostgreSQL writes them: lower case). */
export function threadViewerKey({ threadId, viewerId }: ThreadViewer): string {
  return `${threadId.toLowerCase()}:${viewerId.toLowerCase()}`;
}

/** Chat threads in SQL (hiring opens them, one per application); ids are valid UUIDs. */
export const chatThreadRepository = {
  /** The thread of an application, if it answers that request. */
  ofApplication(db: Db, requestId: string, applicationId: string) {
    return one(db, 't.request_id = $1 AND t.application_id = $2', [requestId, applicationId]);
  },

  /** The thread of the request's accepted application, if one is accepted. */
  accepted(db: Db, requestId: string) {
    return one(db, `t.request_id = $1 AND a.status = 'accepted'`, [requestId]);
  },

  /** The thread of the expert's own application on the request. */
  ofExpert(db: Db, requestId: string, expertId: string) {
    return one(db, 't.request_id = $1 AND a.expert_id = $2', [requestId, expertId]);
  },

  /**
   * Threads by id, each with whether its viewer applied to its request (for 403 against 404),
   * for several (thread, viewer) pairs in one statement: by `threadViewerKey`, a thread that does
   * not exist absent. Ids are valid UUIDs.
   */
  async withViewers(
    db: Db,
    pairs: readonly ThreadViewer[],
  ): Promise<Map<string, ChatThreadRecord & { viewerApplied: boolean }>> {
    const rows = await db.query<ChatThreadRecord & { viewerApplied: boolean; viewerId: string }>(
      `SELECT ${COLUMNS}, k.viewer_id AS "viewerId", EXISTS (SELECT 1 FROM hire_applications v
           WHERE v.request_id = t.request_id AND v.expert_id = k.viewer_id) AS "viewerApplied"
         FROM unnest($1::uuid[], $2::uuid[]) AS k (thread_id, viewer_id)
         JOIN ${THREADS} ON t.id = k.thread_id`,
      [pairs.map((pair) => pair.threadId), pairs.map((pair) => pair.viewerId)],
    );
    return new Map(
      rows.map(({ viewerId, ...thread }) => [
        threadViewerKey({ threadId: thread.id, viewerId }),
        thread,
      ]),
    );
  },

  /**
   * Locks the thread until the transaction ends, then reads its facts afresh: whoever writes to
   * the thread (a participant, hiring's system messages) takes this lock first, so the thread's
   * messages are written one transaction at a time. The read comes after the lock, in its own
   * statement, so it sees what a transition that held the lock before committed.
   */
  async lock(tx: Tx, threadId: string): Promise<ChatThreadRecord | undefined> {
    await tx.query(`SELECT id FROM chat_threads WHERE id = $1 FOR UPDATE`, [threadId]);
    return one(tx, 't.id = $1', [threadId]);
  },
};
