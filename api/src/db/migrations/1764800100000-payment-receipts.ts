import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Receipts (docs/product/payments.md, "Payment history and receipts"): a paid payment gets the
 * next number of one sequence when it is marked paid, so receipts are numbered in the order money
 * came in, without gaps from checkouts that were never paid. Payments paid before this get theirs
 * in the order they were paid.
 */
export class PaymentReceipts1764800100000 implements MigrationInterface {
  name = 'PaymentReceipts1764800100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE payment_receipt_numbers`);
    // Not UNIQUE: the sequence already makes numbers unique, and a column under a unique index
    // makes the UPDATE that marks a payment paid a key update, which conflicts with the key-share
    // locks that concurrent webhook events' foreign keys hold on the same row (a deadlock).
    await q.query(`ALTER TABLE payments ADD COLUMN receipt_number bigint`);
    await q.query(`
      UPDATE payments p SET receipt_number = numbered.n
        FROM (SELECT id, row_number() OVER (ORDER BY completed_at, id) AS n
                FROM payments WHERE status = 'paid') numbered
       WHERE p.id = numbered.id`);
    await q.query(`
      SELECT setval('payment_receipt_numbers', greatest(coalesce(max(receipt_number), 0), 1),
                    max(receipt_number) IS NOT NULL)
        FROM payments`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments DROP COLUMN receipt_number`);
    await q.query(`DROP SEQUENCE payment_receipt_numbers`);
  }
}
