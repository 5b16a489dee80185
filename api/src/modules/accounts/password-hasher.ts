import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 20 ms a hash
 * on the reference machine, run on libuv's thread pool so the event loop keeps serving.
 */
const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Salted, slow password hashes (the salt and parameters live in the PHC string). */
export class PasswordHasher {
  /** Verified when an email is unknown, so both refusals cost the same time. */
  private decoy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async matches(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A stored hash that cannot be parsed matches nothing.
      return false;
    }
  }

  /** Spends one verification's time and answers false: the unknown-email path of a login. */
  async spendVerification(password: string): Promise<false> {
    this.decoy ??= this.hash('decoy password that no account has');
    await this.matches(await this.decoy, password);
    return false;
  }
}
