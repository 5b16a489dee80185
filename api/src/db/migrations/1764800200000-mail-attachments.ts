import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files sent with a message (a payment's PDF receipt): kept with it in the outbox, base64 in
 * JSON, so a retried send carries exactly the same bytes. Small by design: a receipt is a few KB.
 */
export class MailAttachments1764800200000 implements MigrationInterface {
  name = 'MailAttachments1764800200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN attachments`);
  }
}
