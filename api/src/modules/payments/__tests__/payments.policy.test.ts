import { ANONYMOUS, type Actor, type Role } from '../../../core/actor';
import { type Access, requireAccess } from '../../../core/access';
import { AppError } from '../../../core/app-error';
import {
  canReadPayment,
  canUseTestCheckout,
  needsSignIn,
  PAYMENT_NOT_FOUND,
} from '../payments.policy';

const PAYER = 'u0000000-0000-4000-8000-000000000001';

/** Who asks, relative to one payment of PAYER's. */
type Who = 'payer' | 'other user' | 'admin' | 'visitor';
const WHO: Who[] = ['payer', 'other user', 'admin', 'visitor'];

const actors: Record<Who, Actor> = {
  payer: actor(PAYER, 'user'),
  'other user': actor('u0000000-0000-4000-8000-000000000002', 'user'),
  admin: actor('a0000000-0000-4000-8000-000000000003', 'admin'),
  visitor: ANONYMOUS,
};

function actor(id: string, role: Role): Actor {
  return { kind: 'user', id, role };
}

const owned = { userId: PAYER };
/** A visitor's donation: no payer, its id is its only key. */
const donation = { userId: null };

/** Each permission and its answer for each caller, in the order of WHO. */
const TABLE: Array<[string, (who: Who) => Access, Access[]]> = [
  [
    'canReadPayment, an account’s payment',
    (who) => canReadPayment(actors[who], owned),
    ['allow', 'hide', 'hide', 'hide'],
  ],
  [
    'canReadPayment, a donation without a payer',
    (who) => canReadPayment(actors[who], donation),
    ['allow', 'allow', 'allow', 'allow'],
  ],
  [
    'canUseTestCheckout, an account’s test payment',
    (who) => canUseTestCheckout(actors[who], { ...owned, gateway: 'test' }, true),
    ['allow', 'hide', 'hide', 'hide'],
  ],
  [
    'canUseTestCheckout, a donation at the test gateway',
    (who) => canUseTestCheckout(actors[who], { ...donation, gateway: 'test' }, true),
    ['allow', 'allow', 'allow', 'allow'],
  ],
  [
    'canUseTestCheckout, a payment at another gateway',
    (who) => canUseTestCheckout(actors[who], { ...owned, gateway: 'stripe' }, true),
    ['hide', 'hide', 'hide', 'hide'],
  ],
  [
    'canUseTestCheckout, the test gateway no longer offered',
    (who) => canUseTestCheckout(actors[who], { ...donation, gateway: 'test' }, false),
    ['hide', 'hide', 'hide', 'hide'],
  ],
];

describe('payments permissions', () => {
  it.each(TABLE)('%s answers each caller as the table says', (_name, permission, expected) => {
    expect(Object.fromEntries(WHO.map((who) => [who, permission(who)]))).toEqual(
      Object.fromEntries(WHO.map((who, index) => [who, expected[index]])),
    );
  });

  it('asks a visitor to sign in for an account’s payment only', () => {
    expect(WHO.map((who) => needsSignIn(actors[who], owned))).toEqual([false, false, false, true]);
    expect(WHO.map((who) => needsSignIn(actors[who], donation))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('turns hide into a 404 that reads as a missing payment', () => {
    expect(() => requireAccess('allow', PAYMENT_NOT_FOUND)).not.toThrow();
    const hidden = catchError(() => requireAccess('hide', PAYMENT_NOT_FOUND));
    expect([hidden.code, hidden.message]).toEqual(['not_found', 'Payment session not found']);
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
