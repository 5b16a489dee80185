import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who has a chat open: a row per live `chatMessageAdded` subscription, kept fresh by
 * the process that holds it and gone when it ends. A message's transaction reads it to tell the
 * other side only when they are not in the chat. A process that dies leaves rows that expire.
 */
export class CreateChatPresence1764700200000 implements MigrationInterface {
  name = 'CreateChatPresence1764700200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_presence (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        thread_id uuid NOT NULL REFERENCES chat_threads (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX chat_presence_thread ON chat_presence (thread_id, user_id)`);
    await q.query(`CREATE INDEX chat_presence_expiry ON chat_presence (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS chat_presence`);
  }
}
