import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the account's address was last shown to be its owner's (a verification link used), or
 * NULL: accounts that existed before start unverified. A change of the address (other than its
 * case) clears it.
 */
export class UserEmailVerified1764900000000 implements MigrationInterface {
  name = 'UserEmailVerified1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS email_verified_at`);
  }
}
