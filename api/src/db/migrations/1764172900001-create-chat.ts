import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Chat: one anonymous thread per application and its messages (docs/product/workspace-and-chat.md).
 *
 * - `chat_messages.sender_id` is kept for authorization and rate limits only; it is never
 *   presented (chat is anonymous). System messages have none.
 * - Hiring's first migration made these two tables before chat had migrations of its own, so a
 *   database migrated then already has them: every statement here is `IF NOT EXISTS`, and leaves
 *   such a database as it is.
 */
export class CreateChat1764172900001 implements MigrationInterface {
  name = 'CreateChat1764172900001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS chat_threads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        request_id uuid NOT NULL REFERENCES hire_requests (id) ON DELETE CASCADE,
        application_id uuid NOT NULL UNIQUE REFERENCES hire_applications (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS chat_threads_request ON chat_threads (request_id)`);
    await q.query(`
      CREATE TABLE IF NOT EXISTS chat_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        thread_id uuid NOT NULL REFERENCES chat_threads (id) ON DELETE CASCADE,
        sender_type text NOT NULL CHECK (sender_type IN ('client', 'expert', 'system')),
        sender_id uuid REFERENCES users (id) ON DELETE CASCADE,
        message text NOT NULL CHECK (length(message) BETWEEN 1 AND 4000),
        message_type text NOT NULL DEFAULT 'text' CHECK (message_type = 'text'),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CHECK ((sender_type = 'system') = (sender_id IS NULL))
      )`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS chat_messages_thread ON chat_messages (thread_id, created_at, id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS chat_messages`);
    await q.query(`DROP TABLE IF EXISTS chat_threads`);
  }
}
