import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How far each side of a chat thread has read (for the unread count on the dashboard
 * card): one row per thread and reader, naming the last message they have read. Unread is then
 * "the thread's messages after that one that the reader did not send", counted from
 * `chat_messages_thread` without a row per message read.
 *
 * - The mark names a message of the thread, so it goes with the message and with the thread
 *   (ON DELETE CASCADE); a reader without a row has read nothing.
 * - `read_at` says when the mark last moved (the mark itself never moves backwards).
 */
export class CreateChatReads1764400000000 implements MigrationInterface {
  name = 'CreateChatReads1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_reads (
        thread_id uuid NOT NULL REFERENCES chat_threads (id) ON DELETE CASCADE,
        reader_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        last_read_message_id uuid NOT NULL REFERENCES chat_messages (id) ON DELETE CASCADE,
        read_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (thread_id, reader_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS chat_reads`);
  }
}
