import type { Access } from '../../../core/access';
import type { Role, SignedInActor } from '../../../core/actor';
import { canReadNotification } from '../notifications.policy';

const RECIPIENT = 'u0000000-0000-4000-8000-000000000001';

/** Who asks, relative to one notification (of RECIPIENT). */
type Who = 'recipient' | 'other user' | 'expert' | 'admin';
const WHO: Who[] = ['recipient', 'other user', 'expert', 'admin'];

const actors: Record<Who, SignedInActor> = {
  recipient: actor(RECIPIENT, 'user'),
  'other user': actor('u0000000-0000-4000-8000-000000000002', 'user'),
  expert: actor('e0000000-0000-4000-8000-000000000003', 'expert'),
  admin: actor('a0000000-0000-4000-8000-000000000004', 'admin'),
};

function actor(id: string, role: Role): SignedInActor {
  return { kind: 'user', id, role };
}

const notification = { userId: RECIPIENT };

/** Each permission and its answer for each caller, in the order of WHO. */
const TABLE: Array<[string, (who: Who) => Access, Access[]]> = [
  [
    'canReadNotification',
    (who) => canReadNotification(actors[who], notification),
    ['allow', 'hide', 'hide', 'hide'],
  ],
];

describe('notification permissions', () => {
  it.each(TABLE)('%s answers each caller as the table says', (_name, permission, expected) => {
    expect(Object.fromEntries(WHO.map((who) => [who, permission(who)]))).toEqual(
      Object.fromEntries(WHO.map((who, index) => [who, expected[index]])),
    );
  });

  it('lets the recipient read it whatever their role', () => {
    expect(canReadNotification(actor(RECIPIENT, 'admin'), notification)).toBe('allow');
  });
});
