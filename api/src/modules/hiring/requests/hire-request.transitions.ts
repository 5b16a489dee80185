import { AppError } from '../../../core/app-error';
import type { Tx } from '../../../core/db';
import {
  applicationTransition,
  transition,
  type ApplicationEvent,
  type RequestEvent,
} from './hire-request.machine';
import { hireApplicationRepository as applications } from '../applications/hire-application.repository';
import type { HireApplicationRecord } from '../applications/hire-application.repository';
import { hireHistoryRepository as history } from './hire-history.repository';
import type { ConversationPort } from '../hiring-conversations';
import {
  hireRequestRepository as requests,
  type HireRequestRecord,
} from './hire-request.repository';

/**
 * The system messages of a request's moves, posted in every thread of the request whose
 * application is not withdrawn: `chosen` in the thread of the application the move is about,
 * `others` in the rest. Their sender is `system`, neither side of the chat.
 */
export const REQUEST_MESSAGES: Record<RequestEvent, { chosen?: string; others: string }> = {
  accept: {
    chosen: 'The client accepted this application.',
    others: "The client accepted another expert's application.",
  },
  pay: {
    chosen: 'Payment received: the project is active.',
    others: 'The client started the project with another expert; this application was closed.',
  },
  cancel: { others: 'The client cancelled this request.' },
  complete: { others: 'The client marked the project as completed.' },
  refund: { others: "The client's payment was refunded, so the project is cancelled." },
};

/** The system messages of an application's own moves, in its thread only. */
export const APPLICATION_MESSAGES: Record<
  Extract<ApplicationEvent, 'reject' | 'withdraw'>,
  string
> = {
  reject: 'The client declined this application.',
  withdraw: 'The expert withdrew this application.',
};

const CHANGED_MEANWHILE = 'This request changed while you were acting on it. Please reload it.';

export function conflict(message: string): AppError {
  return new AppError('conflict', message);
}

/**
 * Moves a request by `event` inside `tx`: refused (409) when the machine does not allow it from
 * the status read, or when someone else moved it first (the conditional update found it in
 * another status); otherwise updated and its history row written.
 */
export async function moveRequest(
  tx: Tx,
  request: HireRequestRecord,
  event: RequestEvent,
  cause: { actorId: string | null; applicationId: string | null },
): Promise<HireRequestRecord> {
  const verdict = transition(request.status, event);
  if (verdict.refusal !== undefined) throw conflict(verdict.refusal);
  const moved = await requests.move(tx, request.id, request.status, verdict.to);
  if (!moved) {
    const now = await requests.find(tx, request.id);
    throw conflict((now && transition(now.status, event).refusal) ?? CHANGED_MEANWHILE);
  }
  await history.addTransition(tx, {
    requestId: request.id,
    from: request.status,
    to: moved.status,
    event,
    ...cause,
  });
  return moved;
}

/** Moves an application by `event` inside `tx`, with the same refusals as a request's moves. */
export async function moveApplication(
  tx: Tx,
  application: HireApplicationRecord,
  event: ApplicationEvent,
): Promise<HireApplicationRecord> {
  const verdict = applicationTransition(application.status, event);
  if (verdict.refusal !== undefined) throw conflict(verdict.refusal);
  const moved = await applications.move(tx, application.id, application.status, verdict.to);
  if (moved) return moved;
  const [now] = await applications.findByIds(tx, [application.id]);
  throw conflict((now && applicationTransition(now.status, event).refusal) ?? CHANGED_MEANWHILE);
}

/** Posts the system message of a request's move in its threads. */
export function announce(
  conversations: ConversationPort,
  tx: Tx,
  requestId: string,
  event: RequestEvent,
  applicationId?: string,
): Promise<void> {
  const { chosen, others } = REQUEST_MESSAGES[event];
  return conversations.postToRequest(tx, requestId, {
    own: chosen && applicationId ? { applicationId, message: chosen } : undefined,
    others,
  });
}
