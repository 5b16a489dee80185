import type { Db } from '../../core/db';

export const PAYMENT_PURPOSES = ['subscription', 'donation', 'hire_request'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

/** One payment attempt. `amount` is in minor units (cents). */
export interface PaymentRecord {
  id: string;
  userId: string | null;
  purpose: PaymentPurpose;
  reference: string | null;
  amount: number;
  currency: string;
  description: string;
  gateway: string;
  status: PaymentStatus;
  externalId: string | null;
  returnUrl: string;
  cancelUrl: string;
  createdAt: Date;
  completedAt: Date | null;
  /** Its place among paid payments (the receipt's number); null until paid. */
  receiptNumber: number | null;
  /** Money taken that applied nothing: an admin should refund it. */
  needsRefund: boolean;
  refundedAt: Date | null;
  refundReason: string | null;
}

const COLUMNS = `id, user_id AS "userId", purpose, reference, amount, currency, description, gateway,
  status, external_id AS "externalId", return_url AS "returnUrl", cancel_url AS "cancelUrl",
  created_at AS "createdAt", completed_at AS "completedAt",
  receipt_number::int AS "receiptNumber", needs_refund AS "needsRefund",
  refunded_at AS "refundedAt", refund_reason AS "refundReason"`;

export type NewPayment = Pick<
  PaymentRecord,
  'userId' | 'purpose' | 'reference' | 'amount' | 'currency' | 'description' | 'gateway'
> &
  Pick<PaymentRecord, 'returnUrl' | 'cancelUrl'>;

/** A payment in the admin list, with who paid (null names: a visitor's donation). */
export interface AdminPaymentRow extends PaymentRecord {
  payerName: string | null;
  payerEmail: string | null;
}

/** `text` as a LIKE pattern's literal part. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Payments and gateway events in SQL; each method runs on the `Db` it is given. */
export const paymentRepository = {
  async insert(db: Db, payment: NewPayment): Promise<PaymentRecord> {
    const [created] = await db.query<PaymentRecord>(
      `INSERT INTO payments (user_id, purpose, reference, amount, currency, description, gateway,
         return_url, cancel_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
      [
        payment.userId,
        payment.purpose,
        payment.reference,
        payment.amount,
        payment.currency,
        payment.description,
        payment.gateway,
        payment.returnUrl,
        payment.cancelUrl,
      ],
    );
    return created;
  },

  async find(db: Db, id: string): Promise<PaymentRecord | undefined> {
    const [payment] = await db.query<PaymentRecord>(
      `SELECT ${COLUMNS} FROM payments WHERE id = $1`,
      [id],
    );
    return payment;
  },

  /** The payer's newest pending payment of `purpose` for `reference`, if any. */
  /** Marks money taken that applied nothing, for an admin to refund. */
  async markNeedsRefund(db: Db, id: string): Promise<void> {
    await db.query(`UPDATE payments SET needs_refund = true, updated_at = now() WHERE id = $1`, [
      id,
    ]);
  },

  /** The payment under its row lock, for a refund (the caller's transaction holds it). */
  async lock(db: Db, id: string): Promise<PaymentRecord | undefined> {
    const [payment] = await db.query<PaymentRecord>(
      `SELECT ${COLUMNS} FROM payments WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return payment;
  },

  async markRefunded(
    db: Db,
    id: string,
    refund: { reason: string; adminId: string },
  ): Promise<PaymentRecord> {
    const [payment] = await db.query<PaymentRecord>(
      `UPDATE payments SET status = 'refunded', needs_refund = false, refunded_at = now(),
         refund_reason = $2, refunded_by = $3, updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, refund.reason, refund.adminId],
    );
    return payment;
  },

  /**
   * The admin list: payments newest first (those needing a refund first when asked), filtered,
   * with each payer's name and email, and how many match in all.
   */
  async adminPage(
    db: Db,
    filter: {
      status?: PaymentStatus;
      purpose?: PaymentPurpose;
      needsRefund?: boolean;
      search?: string;
      limit: number;
      offset: number;
    },
  ): Promise<{ payments: AdminPaymentRow[]; total: number }> {
    const rows = await db.query<AdminPaymentRow & { total: number }>(
      `SELECT p.*, u.name AS "payerName", u.email AS "payerEmail",
              count(*) OVER ()::int AS total
         FROM (SELECT ${COLUMNS} FROM payments) p LEFT JOIN users u ON u.id = p."userId"
        WHERE ($1::text IS NULL OR p.status = $1)
          AND ($2::text IS NULL OR p.purpose = $2)
          AND ($3::boolean IS NULL OR p."needsRefund" = $3)
          AND ($4::text IS NULL OR u.email_key LIKE '%' || lower($4) || '%'
               OR p.description ILIKE '%' || $4 || '%' OR p.id::text = $5)
        ORDER BY p."createdAt" DESC, p.id DESC
        LIMIT $6 OFFSET $7`,
      [
        filter.status ?? null,
        filter.purpose ?? null,
        filter.needsRefund ?? null,
        filter.search ? escapeLike(filter.search) : null,
        filter.search ?? null,
        filter.limit,
        filter.offset,
      ],
    );
    return {
      payments: rows.map(({ total: _total, ...row }) => row),
      total: rows[0]?.total ?? 0,
    };
  },

  /** A page of the account's payments, newest first, and how many it has in all. */
  async listOfUser(
    db: Db,
    userId: string,
    page: { limit: number; offset: number },
  ): Promise<{ payments: PaymentRecord[]; total: number }> {
    const rows = await db.query<PaymentRecord & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM payments
        WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, page.limit, page.offset],
    );
    const total = rows[0]?.total ?? (page.offset > 0 ? await countOfUser(db, userId) : 0);
    return { payments: rows.map(({ total: _total, ...payment }) => payment), total };
  },

  /**
   * What each of `userIds` paid for `purpose`, summed per currency in minor units: only paid
   * payments count. Users who paid nothing are absent.
   */
  paidTotals(
    db: Db,
    purpose: PaymentPurpose,
    userIds: readonly string[],
  ): Promise<Array<{ userId: string; currency: string; amount: number }>> {
    return db.query(
      `SELECT user_id AS "userId", currency, sum(amount)::float8 AS amount FROM payments
        WHERE user_id = ANY($1::uuid[]) AND purpose = $2 AND status = 'paid'
        GROUP BY user_id, currency ORDER BY user_id, currency`,
      [userIds, purpose],
    );
  },

  /** Who paid: the payer's name and email as their account reads now. */
  async payerOf(db: Db, userId: string): Promise<{ name: string; email: string } | undefined> {
    const [payer] = await db.query<{ name: string; email: string }>(
      `SELECT name, email FROM users WHERE id = $1`,
      [userId],
    );
    return payer;
  },

  /** The payment a provider knows as `externalId` (a Stripe invoice, a Checkout Session). */
  async findExternal(
    db: Db,
    gateway: string,
    externalId: string,
  ): Promise<PaymentRecord | undefined> {
    const [payment] = await db.query<PaymentRecord>(
      `SELECT ${COLUMNS} FROM payments WHERE gateway = $1 AND external_id = $2`,
      [gateway, externalId],
    );
    return payment;
  },

  async findPending(
    db: Db,
    key: { purpose: PaymentPurpose; reference: string; userId: string },
  ): Promise<PaymentRecord | undefined> {
    const [payment] = await db.query<PaymentRecord>(
      `SELECT ${COLUMNS} FROM payments
        WHERE purpose = $1 AND reference = $2 AND user_id = $3 AND status = 'pending'
        ORDER BY created_at DESC, id LIMIT 1`,
      [key.purpose, key.reference, key.userId],
    );
    return payment;
  },

  /** Cancels every pending payment of `purpose` for `reference`; how many there were. */
  async cancelPending(db: Db, purpose: PaymentPurpose, reference: string): Promise<number> {
    const { affected } = await db.execute(
      `UPDATE payments SET status = 'cancelled', updated_at = now()
        WHERE purpose = $1 AND reference = $2 AND status = 'pending'`,
      [purpose, reference],
    );
    return affected;
  },

  async setExternalId(db: Db, id: string, externalId: string): Promise<void> {
    await db.query(`UPDATE payments SET external_id = $2, updated_at = now() WHERE id = $1`, [
      id,
      externalId,
    ]);
  },

  /**
   * Moves a pending payment to `status`, once: the row comes back only to the caller whose
   * update found it pending. A concurrent caller waits on the row lock, then finds it settled.
   */
  async settle(
    db: Db,
    id: string,
    status: Exclude<PaymentStatus, 'pending'>,
  ): Promise<PaymentRecord | undefined> {
    const [settled] = await db.query<PaymentRecord>(
      `UPDATE payments SET status = $2, updated_at = now(),
         completed_at = CASE WHEN $2 = 'paid' THEN now() ELSE completed_at END,
         receipt_number = CASE WHEN $2 = 'paid' THEN nextval('payment_receipt_numbers') END
       WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
      [id, status],
    );
    return settled;
  },

  /** Records a gateway event; false when it was recorded before (a replay). */
  async recordEvent(
    db: Db,
    event: { gateway: string; id: string; type: string; paymentId: string | null },
  ): Promise<boolean> {
    const { affected } = await db.execute(
      `INSERT INTO payment_events (gateway, event_id, type, payment_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [event.gateway, event.id, event.type, event.paymentId],
    );
    return affected === 1;
  },
};

async function countOfUser(db: Db, userId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM payments WHERE user_id = $1`,
    [userId],
  );
  return row.count;
}
