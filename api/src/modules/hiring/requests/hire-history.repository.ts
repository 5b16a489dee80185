import type { Db } from '../../../core/db';
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
 * A request's history: a row per status change, written in the transaction of the change. The
 * conversations' system messages go through the chat feature (`hiring-conversations.ts`).
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
};
