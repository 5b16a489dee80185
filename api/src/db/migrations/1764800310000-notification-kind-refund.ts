import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS_BEFORE = [
  'expert_applied',
  'application_accepted',
  'application_rejected',
  'project_active',
  'project_completed',
  'feedback_received',
  'expert_application_approved',
  'expert_application_rejected',
  'chat_message',
  'plan_payment_completed',
  'plan_period_ending',
];
const KINDS_AFTER = [...KINDS_BEFORE, 'payment_refunded'];

/** The notification kind `payment_refunded`: the payer, and a refunded project's expert, are told. */
export class NotificationKindRefund1764800310000 implements MigrationInterface {
  name = 'NotificationKindRefund1764800310000';

  async up(q: QueryRunner): Promise<void> {
    await allowKinds(q, KINDS_AFTER);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications WHERE kind = 'payment_refunded'`);
    await q.query(`DELETE FROM notification_settings WHERE kind = 'payment_refunded'`);
    await allowKinds(q, KINDS_BEFORE);
  }
}

async function allowKinds(q: QueryRunner, kinds: readonly string[]): Promise<void> {
  const list = kinds.map((kind) => `'${kind}'`).join(', ');
  for (const table of ['notifications', 'notification_settings']) {
    await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_kind_check`);
    await q.query(
      `ALTER TABLE ${table} ADD CONSTRAINT ${table}_kind_check CHECK (kind IN (${list}))`,
    );
  }
}
