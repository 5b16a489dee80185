import { randomUUID } from 'node:crypto';
import type { Role } from '../src/core/actor';
import { PasswordHasher } from '../src/modules/accounts/password-hasher';
import { PLANS } from '../src/modules/accounts/plans';
import { SessionTokens } from '../src/modules/accounts/session-tokens';
import type { Services } from '../src/services';
import { testEnv } from './app';

/** The password of every account `createAccount` makes. */
export const TEST_PASSWORD = 'test-password';

/** A signed-in account of a test: its id, credentials, and the header that acts as it. */
export interface TestAccount {
  id: string;
  name: string;
  email: string;
  password: string;
  role: Role;
  token: string;
  headers: { authorization: string };
}

const tokens = new SessionTokens(testEnv().jwtSecret);
let passwordHash: Promise<string> | undefined;
let sequence = 0;

/**
 * A session token for account `id` under the test settings' JWT secret, computable before the
 * account exists (fixed callers of a replayable property test); `version` is its token version.
 */
export function testToken(id: string, version = 0): string {
  return tokens.issue(id, version);
}

/**
 * Writes an account straight into the database (no sign-in attempt counted, one argon2 hash per
 * test process) and returns it signed in. `plan` gives it an active paid plan.
 */
export async function createAccount(
  services: Services,
  options: {
    id?: string;
    role?: Role;
    email?: string;
    name?: string;
    plan?: 'pro' | 'business';
  } = {},
): Promise<TestAccount> {
  sequence += 1;
  const id = options.id ?? randomUUID();
  const role = options.role ?? 'user';
  const name = options.name ?? `Test ${role} ${sequence}`;
  const email = options.email ?? `${role}-${sequence}-${id.slice(0, 8)}@test.flowvault.dev`;
  passwordHash ??= new PasswordHasher().hash(TEST_PASSWORD);
  await services.db.query(
    `INSERT INTO users (id, name, email, password_hash, role) VALUES ($1, $2, $3, $4, $5)`,
    [id, name, email, await passwordHash, role],
  );
  const plan = PLANS.find((candidate) => candidate.code === options.plan);
  if (plan) {
    // As if paid at the test gateway: the plan renews there until cancelled.
    const source = { gateway: 'test', externalId: null };
    await services.db.transaction((tx) => services.subscriptions.activate(tx, id, plan, source));
  }
  const token = testToken(id);
  return {
    id,
    name,
    email,
    password: TEST_PASSWORD,
    role,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}
