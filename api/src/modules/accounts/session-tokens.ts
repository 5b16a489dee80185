import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { isUuid } from '../../core/uuid';

/** A session lasts seven days. */
export const SESSION_SECONDS = 7 * 24 * 3600;

/** How far ahead of ours another API process's clock may be when it issues a token. */
const CLOCK_SKEW_SECONDS = 60;

/** What a verified token says: whose it is and which token version it was issued under. */
export interface SessionClaims {
  userId: string;
  version: number;
}

/**
 * Session tokens: JWT HS256 with `sub` the user id and `ver` the account's token version. Only
 * HS256 is accepted (no `none`, no algorithm chosen by the token), and the expiry is checked: a
 * token must carry one (jsonwebtoken accepts a token without `exp` as never expiring) and be no
 * older than a session lasts. It must also be one we could have issued: not issued in the future
 * (jsonwebtoken measures a token's age from its `iat`, so one dated years ahead would never grow
 * old) and lasting no longer than a session.
 *
 * The secret is made a key once: handed a string, jsonwebtoken first tries it as a PEM public key
 * on every verify, about 0.6-1.5 ms each, which every authenticated request and every live event
 * (its token re-checked) paid; a secret key verifies in about 0.02 ms.
 */
export class SessionTokens {
  private readonly key: KeyObject;

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  issue(userId: string, version: number): string {
    return jwt.sign({ ver: version }, this.key, {
      algorithm: 'HS256',
      subject: userId,
      expiresIn: SESSION_SECONDS,
    });
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  read(token: string): SessionClaims | null {
    try {
      const payload = jwt.verify(token, this.key, {
        algorithms: ['HS256'],
        maxAge: SESSION_SECONDS,
      });
      if (typeof payload !== 'object' || payload === null) return null;
      const { sub, ver, iat, exp } = payload as Record<string, unknown>;
      if (typeof exp !== 'number' || typeof iat !== 'number') return null;
      if (iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS || exp - iat > SESSION_SECONDS) return null;
      if (!isUuid(sub)) return null;
      if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) return null;
      return { userId: sub.toLowerCase(), version: ver };
    } catch {
      return null;
    }
  }
}
