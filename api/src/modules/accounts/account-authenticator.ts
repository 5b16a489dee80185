import type { Authenticator } from '../../auth/authenticate';
import type { Db } from '../../core/db';
import { sharedReads } from '../../lib/shared-reads';
import type { SessionTokens } from './session-tokens';
import { userRepository as users } from './user.repository';

/**
 * The edge's token check: a valid HS256 signature and expiry, then the account read fresh from
 * PostgreSQL (one indexed, prepared statement), so a password change, a disabled or deleted
 * account, or a changed role takes effect on the next request in every API process. The checks
 * a process makes in one turn of its event loop share that statement (`sharedReads`): a chat
 * message re-checks the token of every subscriber it wakes, each read after the message.
 */
export function accountAuthenticator(db: Db, tokens: SessionTokens): Authenticator {
  const session = sharedReads(
    (ids: readonly string[]) => users.sessions(db, ids),
    (id) => id,
  );
  return {
    async verify(token) {
      const claims = tokens.read(token);
      if (!claims) return null;
      const found = await session(claims.userId);
      if (!found || found.disabled || found.tokenVersion !== claims.version) return null;
      return { kind: 'user', id: claims.userId, role: found.role };
    },
  };
}
