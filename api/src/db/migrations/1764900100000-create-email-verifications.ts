import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email verification links: one row per link sent, as password resets keep theirs. Only the
 * token's SHA-256 is stored. A link names the address it was sent to: it verifies that address
 * only while the account still uses it. `used_at` makes it single-use; verifying marks the
 * account's other links used. Rows go with their account.
 */
export class CreateEmailVerifications1764900100000 implements MigrationInterface {
  name = 'CreateEmailVerifications1764900100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE email_verifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email text NOT NULL,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT email_verifications_token_hash_key UNIQUE (token_hash)
      )`);
    await q.query(`CREATE INDEX email_verifications_user ON email_verifications (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS email_verifications`);
  }
}
