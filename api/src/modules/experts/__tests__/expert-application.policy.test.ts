import { ANONYMOUS, type Actor } from '../../../common/actor';
import { AppError } from '../../../common/app-error';
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
      const code = name === 'anonymous' ? 'unauthorized' : 'forbidden';
      expect(check).toThrow(expect.objectContaining({ code }) as AppError);
    });
  });
});
