import { ANONYMOUS, type Actor, type SignedInActor } from '../core/actor';
import { AppError } from '../core/app-error';

/**
 * Turns a bearer token into the account acting with it, or null when the token is not valid
 * (malformed, expired, revoked, or its account gone). The accounts module provides the real one.
 */
export interface Authenticator {
  verify(token: string): Promise<SignedInActor | null>;
}

/** Until accounts exist no token is valid, so every request is anonymous or refused. */
export const NO_ACCOUNTS: Authenticator = { verify: async () => null };

const BEARER = /^Bearer ([\x21-\x7e]{1,4096})$/;

/** The same words for every bad token, so a caller learns nothing about why it failed. */
export const INVALID_TOKEN_MESSAGE =
  'Your session is invalid or has expired. Please sign in again.';

/**
 * The actor of an `Authorization` header value: anonymous without one, the token's account with
 * a valid `Bearer` token, and a 401 `unauthorized` for anything else (a header that is present
 * but unusable is an error, never silently anonymous).
 */
export async function actorFromAuthorization(
  authenticator: Authenticator,
  authorization: unknown,
): Promise<Actor> {
  if (authorization === undefined || authorization === null || authorization === '') {
    return ANONYMOUS;
  }
  const token = typeof authorization === 'string' ? BEARER.exec(authorization)?.[1] : undefined;
  const actor = token ? await authenticator.verify(token) : null;
  if (!actor) throw new AppError('unauthorized', INVALID_TOKEN_MESSAGE);
  return actor;
}
