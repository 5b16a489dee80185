import { NOT_PERMITTED, requireRole } from '../../../auth/require-role';
import { type Access, requireAccess } from '../../../core/access';
import type { Role, SignedInActor } from '../../../core/actor';
import { AppError } from '../../../core/app-error';
import {
  APPLICATION_NOT_FOUND,
  canListApplications,
  canReadOwnApplication,
  canReviewApplication,
  canSubmitApplication,
} from '../expert-application.policy';

/** Who asks: each role (a visitor is answered 401 at the edge, before any service). */
const WHO: Role[] = ['user', 'expert', 'admin'];

function actor(role: Role): SignedInActor {
  return { kind: 'user', id: `${role[0]}0000000-0000-4000-8000-000000000001`, role };
}

/** Each permission and its answer for each role, in the order of WHO. */
const TABLE: Array<[string, (actor: SignedInActor) => Access, Access[]]> = [
  ['canSubmitApplication', canSubmitApplication, ['allow', 'allow', 'allow']],
  ['canReadOwnApplication', canReadOwnApplication, ['allow', 'allow', 'allow']],
  ['canListApplications', canListApplications, ['forbid', 'forbid', 'allow']],
  ['canReviewApplication', canReviewApplication, ['forbid', 'forbid', 'allow']],
];

describe('expert programme permissions', () => {
  it.each(TABLE)('%s answers each role as the table says', (_name, permission, expected) => {
    expect(Object.fromEntries(WHO.map((role) => [role, permission(actor(role))]))).toEqual(
      Object.fromEntries(WHO.map((role, index) => [role, expected[index]])),
    );
  });

  it.each(['user', 'expert'] as Role[])(
    'refuses a %s the review in the words of the edge’s admin check',
    (role) => {
      const refusal = catchError(() =>
        requireAccess(canReviewApplication(actor(role)), APPLICATION_NOT_FOUND),
      );
      const edge = catchError(() => requireRole(actor(role), ['admin']));
      expect([refusal.code, refusal.message]).toEqual(['forbidden', NOT_PERMITTED]);
      expect([refusal.code, refusal.message]).toEqual([edge.code, edge.message]);
    },
  );
});

function catchError(run: () => void): AppError {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected an error');
}
