import type { Authenticator } from '../../auth/authenticate';
import type { Db } from '../../common/db';
import type { SessionTokens } from './session-tokens';
import { userRepository as users } from './user.repository';

/**
 * The edge's token check: a valid HS256 signature and expiry, then the account read fresh from
 * PostgreSQL (one indexed, prepared statement), so a password change, a disabled or deleted
 * account, or a changed role takes effect on the next request in every API process.
 */
export function accountAuthenticator(db: Db, tokens: SessionTokens): Authenticator {
  return {
    async verify(token) {
      const claims = tokens.read(token);
      if (!claims) return null;
      const session = await users.session(db, claims.userId);
      if (!session || session.disabled || session.tokenVersion !== claims.version) return null;
      return { kind: 'user', id: claims.userId, role: session.role };
    },
  };
}
