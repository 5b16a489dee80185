import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password resets: one row per link sent. The token itself is never stored, only its
 * SHA-256 (a 256-bit random token needs no slow hash: nobody can search its space), so a leaked
 * table opens no account.
 *
 * - `used_at` makes a link single-use: the reset claims the row with
 *   `UPDATE ... WHERE used_at IS NULL AND expires_at > now()`, so two uses at once succeed once.
 * - A reset also marks the account's other links used: one password change ends them all.
 * - Rows go with their account (ON DELETE CASCADE).
 */
export class CreatePasswordResets1764600100000 implements MigrationInterface {
  name = 'CreatePasswordResets1764600100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE password_resets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT password_resets_token_hash_key UNIQUE (token_hash)
      )`);
    await q.query(`CREATE INDEX password_resets_user ON password_resets (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS password_resets`);
  }
}
