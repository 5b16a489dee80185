import { ANONYMOUS, type Role, type SignedInActor } from '../../../core/actor';
import { AppError } from '../../../core/app-error';
import {
  canActOnApplication,
  canApply,
  canBrowseProjects,
  canManageRequest,
  canPay,
  canReadApplication,
  canReadRequest,
  canWithdraw,
  isRequestClient,
  visibleApplications,
} from '../hiring.policy';
import { type Access, requireAccess } from '../../../core/access';

const CLIENT = 'c0000000-0000-4000-8000-000000000001';
const EXPERT = 'e0000000-0000-4000-8000-000000000002';

/** Who asks, relative to one request and one application on it (by EXPERT). */
type Who = 'client' | 'applied expert' | 'other expert' | 'other user' | 'admin';
const WHO: Who[] = ['client', 'applied expert', 'other expert', 'other user', 'admin'];

const actors: Record<Who, SignedInActor> = {
  client: actor(CLIENT, 'user'),
  'applied expert': actor(EXPERT, 'expert'),
  'other expert': actor('e0000000-0000-4000-8000-000000000003', 'expert'),
  'other user': actor('u0000000-0000-4000-8000-000000000004', 'user'),
  admin: actor('a0000000-0000-4000-8000-000000000005', 'admin'),
};

function actor(id: string, role: Role): SignedInActor {
  return { kind: 'user', id, role };
}

const requestFacts = (who: Who) => ({ clientId: CLIENT, applied: who === 'applied expert' });
const applicationFacts = { expertId: EXPERT, clientId: CLIENT };

/** Each permission and its answer for each caller, in the order of WHO. */
const TABLE: Array<[string, (who: Who) => Access, Access[]]> = [
  [
    'canReadRequest',
    (who) => canReadRequest(actors[who], requestFacts(who)),
    ['allow', 'allow', 'hide', 'hide', 'hide'],
  ],
  [
    'canManageRequest',
    (who) => canManageRequest(actors[who], requestFacts(who)),
    ['allow', 'forbid', 'hide', 'hide', 'hide'],
  ],
  [
    'canPay',
    (who) => canPay(actors[who], requestFacts(who)),
    ['allow', 'forbid', 'hide', 'hide', 'hide'],
  ],
  [
    'canApply',
    (who) => canApply(actors[who], requestFacts(who)),
    ['forbid', 'allow', 'allow', 'forbid', 'allow'],
  ],
  [
    'canBrowseProjects',
    (who) => canBrowseProjects(actors[who]),
    ['forbid', 'allow', 'allow', 'forbid', 'allow'],
  ],
  [
    'canReadApplication',
    (who) => canReadApplication(actors[who], applicationFacts),
    ['allow', 'allow', 'hide', 'hide', 'hide'],
  ],
  [
    'canActOnApplication',
    (who) => canActOnApplication(actors[who], applicationFacts),
    ['allow', 'forbid', 'hide', 'hide', 'hide'],
  ],
  [
    'canWithdraw',
    (who) => canWithdraw(actors[who], applicationFacts),
    ['forbid', 'allow', 'hide', 'hide', 'hide'],
  ],
];

describe('hiring permissions', () => {
  it.each(TABLE)('%s answers each caller as the table says', (_name, permission, expected) => {
    expect(Object.fromEntries(WHO.map((who) => [who, permission(who)]))).toEqual(
      Object.fromEntries(WHO.map((who, index) => [who, expected[index]])),
    );
  });

  it('an expert who owns a request may not apply to it', () => {
    const expertClient = actor(CLIENT, 'expert');
    expect(canApply(expertClient, { clientId: CLIENT })).toBe('forbid');
  });

  it('shows the client every application and an expert only their own', () => {
    const applications = [
      { id: 'a', expertId: EXPERT },
      { id: 'b', expertId: actors['other expert'].id },
    ];
    expect(visibleApplications(actors.client, CLIENT, applications)).toEqual(applications);
    expect(visibleApplications(actors['applied expert'], CLIENT, applications)).toEqual([
      applications[0],
    ]);
    expect(visibleApplications(actors.admin, CLIENT, applications)).toEqual([]);
  });

  it('names the request’s client alone as its owner, never a visitor', () => {
    expect(WHO.map((who) => isRequestClient(actors[who], { clientId: CLIENT }))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(isRequestClient(ANONYMOUS, { clientId: CLIENT })).toBe(false);
  });

  it('turns hide into 404 with the record’s message and forbid into 403', () => {
    expect(() => requireAccess('allow', 'Hire request not found')).not.toThrow();
    const hidden = catchError(() => requireAccess('hide', 'Hire request not found'));
    expect([hidden.code, hidden.message]).toEqual(['not_found', 'Hire request not found']);
    const forbidden = catchError(() => requireAccess('forbid', 'x', 'Not yours.'));
    expect([forbidden.code, forbidden.message]).toEqual(['forbidden', 'Not yours.']);
  });
});

function catchError(run: () => void): AppError {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected an error');
}
