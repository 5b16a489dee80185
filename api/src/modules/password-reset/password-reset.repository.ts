import type { Db } from '../../core/db';

/** Password reset links as stored: a token's SHA-256, never the token. */
export const passwordResetRepository = {
  /** Records a link for `userId` that works until `minutes` from now. */
  async insert(db: Db, userId: string, tokenHash: string, minutes: number): Promise<void> {
    await db.query(
      `INSERT INTO password_resets (user_id, token_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [userId, tokenHash, minutes],
    );
  },

  /**
   * Spends the link whose token hashes to `tokenHash` if it is unused and unexpired, and every
   * other link of its account with it; the account's id, or undefined for a used, expired or
   * unknown link. One statement: two uses of a link at once spend it once.
   */
  async claim(db: Db, tokenHash: string): Promise<string | undefined> {
    const [row] = await db.query<{ userId: string }>(
      `WITH claimed AS (
         UPDATE password_resets SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING user_id),
       others AS (
         UPDATE password_resets r SET used_at = now()
           FROM claimed c
          WHERE r.user_id = c.user_id AND r.used_at IS NULL AND r.token_hash <> $1)
       SELECT user_id AS "userId" FROM claimed`,
      [tokenHash],
    );
    return row?.userId;
  },
};
