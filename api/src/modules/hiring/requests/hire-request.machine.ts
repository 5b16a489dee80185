/**
 * The status machines of hiring as data: every allowed move of a hire request and
 * of an application is one row of a table, and everything else is refused with a sentence naming
 * the state. Pure: services apply a move with a conditional update (`... WHERE status = from`),
 * so a move that lost a race touches no row and is refused like one the table never allowed.
 */

export const REQUEST_STATUSES = [
  'pending',
  'in_selection',
  'active',
  'completed',
  'cancelled',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * What moves a request: the client accepting, paying, cancelling or completing, and an admin
 * refunding the payment that started its project.
 */
export const REQUEST_EVENTS = ['accept', 'pay', 'cancel', 'complete', 'refund'] as const;
export type RequestEvent = (typeof REQUEST_EVENTS)[number];

export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** `close`: the other pending applications of a request that became active are rejected. */
export const APPLICATION_EVENTS = ['accept', 'reject', 'withdraw', 'close'] as const;
export type ApplicationEvent = (typeof APPLICATION_EVENTS)[number];

/** One allowed move. Who may make it is the policy's question (`hiring.policy.ts`), not the table's. */
interface Move<S, E> {
  from: S;
  event: E;
  to: S;
}

/**
 * Every move a hire request may make; the client may cancel only before it is active, and a
 * refund of its payment ends an active project.
 */
export const REQUEST_MOVES: readonly Move<RequestStatus, RequestEvent>[] = [
  { from: 'pending', event: 'accept', to: 'in_selection' },
  { from: 'in_selection', event: 'pay', to: 'active' },
  { from: 'pending', event: 'cancel', to: 'cancelled' },
  { from: 'in_selection', event: 'cancel', to: 'cancelled' },
  { from: 'active', event: 'complete', to: 'completed' },
  { from: 'active', event: 'refund', to: 'cancelled' },
];

/** Only a pending application moves, and only once. */
export const APPLICATION_MOVES: readonly Move<ApplicationStatus, ApplicationEvent>[] = [
  { from: 'pending', event: 'accept', to: 'accepted' },
  { from: 'pending', event: 'reject', to: 'rejected' },
  { from: 'pending', event: 'withdraw', to: 'withdrawn' },
  { from: 'pending', event: 'close', to: 'rejected' },
];

/** A move the table allows (`to`), or why it does not (`refusal`, a sentence for the 409). */
export type Verdict<S> = { to: S; refusal?: undefined } | { to?: undefined; refusal: string };

/** A request's state as the sentences of refusals name it. */
export const REQUEST_STATE_NAMES: Record<RequestStatus, string> = {
  pending: 'pending',
  in_selection: 'awaiting payment',
  active: 'active',
  completed: 'completed',
  cancelled: 'cancelled',
};

const REQUEST_REFUSALS: Record<RequestEvent, (state: string) => string> = {
  accept: () => 'This request is no longer accepting applications.',
  pay: (state) =>
    `This request is ${state}; only a request with an accepted application awaiting payment can be paid for.`,
  cancel: (state) => `This request is ${state} and can no longer be cancelled.`,
  complete: (state) => `This request is ${state}; only an active project can be completed.`,
  refund: (state) => `This request is ${state}; only an active project ends with a refund.`,
};

const APPLICATION_VERBS: Record<ApplicationEvent, string> = {
  accept: 'accepted',
  reject: 'rejected',
  withdraw: 'withdrawn',
  close: 'closed',
};

/** Where `event` takes a request in status `from`, or the 409's sentence. */
export function transition(from: RequestStatus, event: RequestEvent): Verdict<RequestStatus> {
  const move = REQUEST_MOVES.find((row) => row.from === from && row.event === event);
  return move ? { to: move.to } : { refusal: REQUEST_REFUSALS[event](REQUEST_STATE_NAMES[from]) };
}

/** Where `event` takes an application in status `from`, or the 409's sentence. */
export function applicationTransition(
  from: ApplicationStatus,
  event: ApplicationEvent,
): Verdict<ApplicationStatus> {
  const move = APPLICATION_MOVES.find((row) => row.from === from && row.event === event);
  return move
    ? { to: move.to }
    : { refusal: `This application is ${from} and can no longer be ${APPLICATION_VERBS[event]}.` };
}

/** Experts apply, and the client accepts or rejects applications, only while it is pending. */
export function acceptsApplications(status: RequestStatus): boolean {
  return status === 'pending';
}

/** The 409 of applying to, or rejecting on, a request that is no longer pending. */
export const APPLICATIONS_CLOSED = REQUEST_REFUSALS.accept('');

/** Open requests count against "one open request per template" (the unique index agrees). */
export const OPEN_STATUSES: readonly RequestStatus[] = ['pending', 'in_selection', 'active'];
