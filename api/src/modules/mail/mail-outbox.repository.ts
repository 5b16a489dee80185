import type { Db } from '../../core/db';
import type { MailAttachment, RenderedMail } from './mail-templates';

/** A message a worker has claimed: what it sends, and the token that lets it mark the result. */
export interface ClaimedMail extends RenderedMail {
  id: string;
  recipient: string;
  /** Sending attempts so far, this one included. */
  attempts: number;
  claim: string;
  attachments: MailAttachment[];
}

/**
 * The mail queue (`mail_outbox`). Every statement stands alone (a claim is one UPDATE, so it
 * needs no transaction of its own); only `insert` joins the caller's transaction.
 */
export const mailOutboxRepository = {
  /** Queues a rendered message; in `db`'s transaction when it is one. */
  async insert(
    db: Db,
    message: RenderedMail & { recipient: string; kind: string; attachments?: MailAttachment[] },
  ) {
    await db.query(
      `INSERT INTO mail_outbox (recipient, kind, subject, text, html, headers, attachments)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        message.recipient,
        message.kind,
        message.subject,
        message.text,
        message.html,
        JSON.stringify(message.headers ?? {}),
        JSON.stringify(message.attachments ?? []),
      ],
    );
  },

  /**
   * Queues a digest under `key`, or rewrites the one still queued and untried under it (its due
   * time kept): one message however many events come before it goes. A new one is due
   * `spacingMinutes` after the previous digest under the key was queued, or now. Returns
   * whether a new message was queued.
   */
  async upsertDigest(
    db: Db,
    message: RenderedMail & { recipient: string; kind: string; key: string },
    spacingMinutes: number,
  ): Promise<boolean> {
    const [row] = await db.query<{ inserted: boolean }>(
      `INSERT INTO mail_outbox
         (recipient, kind, subject, text, html, headers, digest_key, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, GREATEST(now(), (
         SELECT max(created_at) + make_interval(mins => $8)
           FROM mail_outbox WHERE digest_key = $7)))
       ON CONFLICT (digest_key) WHERE status = 'queued' AND attempts = 0
       DO UPDATE SET recipient = EXCLUDED.recipient, subject = EXCLUDED.subject,
                     text = EXCLUDED.text, html = EXCLUDED.html, headers = EXCLUDED.headers
       RETURNING (xmax = 0) AS inserted`,
      [
        message.recipient,
        message.kind,
        message.subject,
        message.text,
        message.html,
        JSON.stringify(message.headers ?? {}),
        message.key,
        spacingMinutes,
      ],
    );
    return row?.inserted ?? false;
  },

  /**
   * Claims up to `limit` due messages for `claimMs` under a new token: queued ones whose time has
   * come and sending ones whose claim expired (their process died). SKIP LOCKED lets workers of
   * several processes claim at once, each getting other rows; the claim moves `next_attempt_at`
   * to its expiry, so the message is due again then unless its claimant finishes first.
   */
  claimDue(db: Db, limit: number, claimMs: number): Promise<ClaimedMail[]> {
    return db.query<ClaimedMail>(
      `WITH due AS (
         SELECT id FROM mail_outbox
          WHERE status IN ('queued', 'sending') AND next_attempt_at <= now()
          ORDER BY next_attempt_at
          LIMIT $1
            FOR UPDATE SKIP LOCKED
       )
       UPDATE mail_outbox m
          SET status = 'sending', claim = gen_random_uuid(), attempts = m.attempts + 1,
              locked_until = now() + make_interval(secs => $2::float8 / 1000),
              next_attempt_at = now() + make_interval(secs => $2::float8 / 1000)
         FROM due
        WHERE m.id = due.id
       RETURNING m.id, m.recipient, m.subject, m.text, m.html, m.headers, m.attempts, m.claim,
                 m.attachments`,
      [limit, claimMs],
    );
  },

  /**
   * Marks a claimed message sent; false when the claim was lost (expired and taken by another).
   * `last_error` stays: what went wrong before it got through.
   */
  async markSent(db: Db, message: ClaimedMail): Promise<boolean> {
    const { affected } = await db.execute(
      `UPDATE mail_outbox
          SET status = 'sent', sent_at = now(), claim = NULL, locked_until = NULL
        WHERE id = $1 AND claim = $2 AND status = 'sending'`,
      [message.id, message.claim],
    );
    return affected > 0;
  },

  /**
   * Records a failed attempt of a claimed message: queued again after `retryInMs`, or failed for
   * good when `retryInMs` is undefined. False when the claim was lost.
   */
  async markAttemptFailed(
    db: Db,
    message: ClaimedMail,
    error: string,
    retryInMs: number | undefined,
  ): Promise<boolean> {
    const { affected } = await db.execute(
      `UPDATE mail_outbox
          SET status = CASE WHEN $4::float8 IS NULL THEN 'failed' ELSE 'queued' END,
              next_attempt_at = now() + make_interval(secs => coalesce($4::float8, 0) / 1000),
              claim = NULL, locked_until = NULL, last_error = $3
        WHERE id = $1 AND claim = $2 AND status = 'sending'`,
      [message.id, message.claim, error, retryInMs ?? null],
    );
    return affected > 0;
  },
};
