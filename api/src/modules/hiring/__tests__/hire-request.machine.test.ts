import {
  acceptsApplications,
  APPLICATION_EVENTS,
  APPLICATION_STATUSES,
  applicationTransition,
  REQUEST_EVENTS,
  REQUEST_STATUSES,
  transition,
  type ApplicationEvent,
  type ApplicationStatus,
  type RequestEvent,
  type RequestStatus,
} from '../requests/hire-request.machine';

/** The allowed moves of a request, written out independently of the module's own table. */
const REQUEST_ALLOWED: Record<string, RequestStatus> = {
  'pending accept': 'in_selection',
  'in_selection pay': 'active',
  'pending cancel': 'cancelled',
  'in_selection cancel': 'cancelled',
  'active complete': 'completed',
  'active refund': 'cancelled',
};

const APPLICATION_ALLOWED: Record<string, ApplicationStatus> = {
  'pending accept': 'accepted',
  'pending reject': 'rejected',
  'pending withdraw': 'withdrawn',
  'pending close': 'rejected',
};

const requestPairs = REQUEST_STATUSES.flatMap((from) =>
  REQUEST_EVENTS.map((event) => [from, event] as [RequestStatus, RequestEvent]),
);
const applicationPairs = APPLICATION_STATUSES.flatMap((from) =>
  APPLICATION_EVENTS.map((event) => [from, event] as [ApplicationStatus, ApplicationEvent]),
);

describe('the hire request status machine', () => {
  it('covers every status and event pair: 6 allowed, 19 refused', () => {
    expect(requestPairs).toHaveLength(25);
    const allowed = requestPairs.filter(([from, event]) => transition(from, event).to);
    expect(allowed.map((pair) => pair.join(' ')).sort()).toEqual(
      Object.keys(REQUEST_ALLOWED).sort(),
    );
  });

  it.each(requestPairs.filter(([from, event]) => REQUEST_ALLOWED[`${from} ${event}`]))(
    'allows %s --%s-->',
    (from, event) => {
      expect(transition(from, event)).toEqual({ to: REQUEST_ALLOWED[`${from} ${event}`] });
    },
  );

  it.each(requestPairs.filter(([from, event]) => !REQUEST_ALLOWED[`${from} ${event}`]))(
    'refuses %s --%s--> with a sentence',
    (from, event) => {
      const verdict = transition(from, event);
      expect(verdict.to).toBeUndefined();
      expect(verdict.refusal).toMatch(/^This request .+\.$/);
    },
  );

  it('names the state in its refusals', () => {
    expect(transition('active', 'accept').refusal).toBe(
      'This request is no longer accepting applications.',
    );
    expect(transition('completed', 'cancel').refusal).toBe(
      'This request is completed and can no longer be cancelled.',
    );
    expect(transition('in_selection', 'complete').refusal).toBe(
      'This request is awaiting payment; only an active project can be completed.',
    );
    expect(transition('pending', 'pay').refusal).toMatch(/^This request is pending;/);
  });

  it('takes applications only while a request is pending', () => {
    expect(REQUEST_STATUSES.filter(acceptsApplications)).toEqual(['pending']);
  });
});

describe('the application status machine', () => {
  it('moves only pending applications: 4 allowed, 12 refused', () => {
    expect(applicationPairs).toHaveLength(16);
    const allowed = applicationPairs.filter(
      ([from, event]) => applicationTransition(from, event).to,
    );
    expect(allowed.map((pair) => pair.join(' ')).sort()).toEqual(
      Object.keys(APPLICATION_ALLOWED).sort(),
    );
  });

  it.each(applicationPairs.filter(([from, event]) => APPLICATION_ALLOWED[`${from} ${event}`]))(
    'allows %s --%s-->',
    (from, event) => {
      expect(applicationTransition(from, event)).toEqual({
        to: APPLICATION_ALLOWED[`${from} ${event}`],
      });
    },
  );

  it.each(applicationPairs.filter(([from, event]) => !APPLICATION_ALLOWED[`${from} ${event}`]))(
    'refuses %s --%s-->',
    (from, event) => {
      const verdict = applicationTransition(from, event);
      expect(verdict.to).toBeUndefined();
      expect(verdict.refusal).toMatch(new RegExp(`^This application is ${from} and can no longer`));
    },
  );
});
