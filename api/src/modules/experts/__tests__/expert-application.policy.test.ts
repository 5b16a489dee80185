import { NOT_PERMITTED, requireRole, SIGN_IN_REQUIRED } from '../../../auth/require-role';
import { ANONYMOUS, type Actor } from '../../../core/actor';
import { AppError } from '../../../core/app-error';
import {
  expertApplicationPolicy,
  requireExpertApplicationAccess,
  type ExpertApplicationPermission,
} from '../expert-application.policy';

const ACTORS: Record<string, Actor> = {
  anonymous: ANONYMOUS,
  user: { kind: 'user', id: 'u', role: 'user' },
  expert: { kind: 'user', id: 'e', role: 'expert' },
  admin: { kind: 'user', id: 'a', role: 'admin' },
};

/** Who may do what in the expert programme: every actor against every permission. */
const TABLE: Array<[ExpertApplicationPermission, Record<keyof typeof ACTORS, boolean>]> = [
  ['submit', { anonymous: false, user: true, expert: true, admin: true }],
  ['readOwn', { anonymous: false, user: true, expert: true, admin: true }],
  ['list', { anonymous: false, user: false, expert: false, admin: true }],
  ['review', { anonymous: false, user: false, expert: false, admin: true }],
];

function captured(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}

describe('the expert application policy', () => {
  it('covers every permission', () => {
    expect(TABLE.map(([permission]) => permission).sort()).toEqual(
      Object.keys(expertApplicationPolicy).sort(),
    );
  });

  describe.each(TABLE)('%s', (permission, allowed) => {
    it.each(Object.keys(ACTORS))('for %s', (name) => {
      const actor = ACTORS[name];
      expect(expertApplicationPolicy[permission](actor)).toBe(allowed[name]);
      const check = () => requireExpertApplicationAccess(actor, permission);
      if (allowed[name]) return expect(check).not.toThrow();
      const [code, message] =
        name === 'anonymous' ? ['unauthorized', SIGN_IN_REQUIRED] : ['forbidden', NOT_PERMITTED];
      expect(check).toThrow(expect.objectContaining({ code, message }) as AppError);
      // In the words of the edge's role check, which refuses the same actor for admin routes.
      if (permission === 'review') {
        expect(check).toThrow(captured(() => requireRole(actor, ['admin'])).message);
      }
    });
  });
});
