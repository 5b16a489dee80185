import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The last test of a user's saved n8n connection: what it found, n8n's version when it told, and
 * when. Saving the connection again empties them, so "Connected" is shown only for the settings
 * that were tested.
 */
export class UserSettingsLastTest1764700900000 implements MigrationInterface {
  name = 'UserSettingsLastTest1764700900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE user_settings
        ADD COLUMN last_test_result text
          CHECK (last_test_result IN ('connected', 'key_refused', 'unreachable', 'address_refused')),
        ADD COLUMN last_test_version text,
        ADD COLUMN last_tested_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE user_settings
        DROP COLUMN last_tested_at,
        DROP COLUMN last_test_version,
        DROP COLUMN last_test_result`);
  }
}
