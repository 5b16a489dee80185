import { createHash, randomBytes } from 'node:crypto';

/**
 * The token of a link mailed to an account (a password reset, an email verification): 32 random
 * bytes, base64url (43 characters). Only its SHA-256 is stored: a slow hash adds nothing against a
 * search of 2^256, and the hash keeps a leaked table from opening anything.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}

/** SHA-256 of a link's token, hex: what is stored and looked up. */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
