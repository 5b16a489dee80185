import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's n8n connection: the instance URL and the API key, sealed with
 * AES-256-GCM (`SecretBox`); the key never appears in plain text in the database.
 * `secrets_key_id` names the key it was sealed under, so a rotation can find what is left to seal
 * again (`WHERE secrets_key_id <> current`).
 */
export class CreateUserSettings1764000300000 implements MigrationInterface {
  name = 'CreateUserSettings1764000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_settings (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        n8n_instance_url text NOT NULL,
        n8n_api_key_sealed text NOT NULL,
        secrets_key_id text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX user_settings_key ON user_settings (secrets_key_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS user_settings`);
  }
}
