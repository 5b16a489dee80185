import type { Db } from '../../core/db';

/** Email verification links as stored: a token's SHA-256, never the token. */
export const emailVerificationRepository = {
  /** Records a link for `userId` and the address it goes to, working for `hours` from now. */
  async insert(
    db: Db,
    link: { userId: string; email: string; tokenHash: string; hours: number },
  ): Promise<void> {
    await db.query(
      `INSERT INTO email_verifications (user_id, email, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
      [link.userId, link.email, link.tokenHash, link.hours],
    );
  },

  /**
   * Spends the link whose token hashes to `tokenHash` if it is unused and unexpired, and every
   * other link of its account with it; its account and address, or undefined for a used, expired
   * or unknown link. One statement: two uses of a link at once spend it once.
   */
  async claim(db: Db, tokenHash: string): Promise<{ userId: string; email: string } | undefined> {
    const [row] = await db.query<{ userId: string; email: string }>(
      `WITH claimed AS (
         UPDATE email_verifications SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING user_id, email),
       others AS (
         UPDATE email_verifications v SET used_at = now()
           FROM claimed c
          WHERE v.user_id = c.user_id AND v.used_at IS NULL AND v.token_hash <> $1)
       SELECT user_id AS "userId", email FROM claimed`,
      [tokenHash],
    );
    return row;
  },
};
