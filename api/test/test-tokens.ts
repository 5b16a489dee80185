import { randomUUID } from 'node:crypto';
import type { Authenticator } from '../src/auth/authenticate';
import { isRole, type Role, type SignedInActor } from '../src/core/actor';

const TEST_TOKEN = /^test\.(user|expert|admin)\.([0-9a-f-]{36})$/;

/**
 * Test-only tokens `test.<role>.<uuid>` until accounts issue real ones. Only `createTestApp`
 * installs this authenticator; the application itself accepts no token at all.
 */
export const TEST_AUTHENTICATOR: Authenticator = {
  async verify(token) {
    const match = TEST_TOKEN.exec(token);
    if (!match || !isRole(match[1])) return null;
    return { kind: 'user', role: match[1], id: match[2] };
  },
};

/** A signed-in test actor and the `Authorization` header that acts as it. */
export function testActor(role: Role = 'user', id: string = randomUUID()) {
  const actor: SignedInActor = { kind: 'user', role, id };
  return { actor, headers: { authorization: `Bearer test.${role}.${id}` } };
}
