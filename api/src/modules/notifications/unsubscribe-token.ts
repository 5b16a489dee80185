import { timingSafeEqual } from 'node:crypto';
import { KeyedHash } from '../../lib/keyed-hash';
import { isUuid } from '../../core/uuid';
import { isNotificationKind, type NotificationKind } from './notification-kinds';

/**
 * The token of an email's unsubscribe link: the account and the kind it stops, signed with the
 * server's keyed hash (HMAC-SHA256 under a key derived from SECRETS_KEY for this purpose, 128
 * bits), so nobody can make one for another account or kind. It does not expire: an old email's
 * link keeps working, and all it can do is turn one kind of email off.
 * `<user id>.<kind>.<signature>`, URL-safe as it is.
 */
export class UnsubscribeTokens {
  private readonly signatures: KeyedHash;

  /** `secret`: SECRETS_KEY (hex). */
  constructor(secret: string) {
    this.signatures = new KeyedHash(secret, 'unsubscribe');
  }

  sign(userId: string, kind: NotificationKind): string {
    return `${userId}.${kind}.${this.signatures.of(`${userId}:${kind}`)}`;
  }

  /** The account and kind a token stops; undefined for a token this server did not sign. */
  verify(token: string): { userId: string; kind: NotificationKind } | undefined {
    const [userId, kind, signature, ...rest] = token.split('.');
    if (rest.length > 0 || !userId || !isUuid(userId) || !isNotificationKind(kind))
      return undefined;
    const expected = Buffer.from(this.signatures.of(`${userId}:${kind}`));
    const given = Buffer.from(signature ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { userId, kind };
  }
}
