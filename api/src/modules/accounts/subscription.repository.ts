import type { Db, Tx } from '../../core/db';
import type { Plan } from './plans';

const PLAN_COLUMNS = `id, code, name, description, price_minor AS "priceMinor", currency, duration,
  template_saves AS "templateSaves", hiring, most_popular AS "mostPopular", features, position`;

/** A user's paid plan and its period, as stored (it may have ended). */
export interface SubscriptionRecord {
  plan: Plan;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** The gateway that charges the next period; null for a plan given without one (the demo). */
  gateway: string | null;
  /** The provider's recurring subscription (Stripe's `sub_...`), once it has said which. */
  externalId: string | null;
  /** The holder cancelled: the plan runs to the period's end and then reads as Free. */
  cancelAtPeriodEnd: boolean;
}

/** How a paid period was given: by which gateway, and its recurring subscription if known. */
export interface PeriodSource {
  gateway: string | null;
  externalId: string | null;
}

const SUBSCRIPTION_COLUMNS = `to_jsonb(p) AS plan, s.current_period_start AS "currentPeriodStart",
  s.current_period_end AS "currentPeriodEnd", s.gateway, s.external_id AS "externalId",
  s.cancel_at_period_end AS "cancelAtPeriodEnd"`;

/** Plans and users' subscriptions in SQL; each method runs on the `Db` it is given. */
export const subscriptionRepository = {
  plans(db: Db): Promise<Plan[]> {
    return db.query<Plan>(`SELECT ${PLAN_COLUMNS} FROM plans ORDER BY position`);
  },

  async plan(db: Db, id: string): Promise<Plan | undefined> {
    const [plan] = await db.query<Plan>(`SELECT ${PLAN_COLUMNS} FROM plans WHERE id = $1`, [id]);
    return plan;
  },

  /** Writes the plans as given: new ones are added, changed ones updated, by id. */
  async upsertPlans(db: Db, plans: readonly Plan[]): Promise<void> {
    await db.query(
      `INSERT INTO plans (id, code, name, description, price_minor, currency, duration,
         template_saves, hiring, most_popular, features, position)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS p(id uuid, code text, name text,
         description text, "priceMinor" integer, currency text, duration text,
         "templateSaves" integer, hiring boolean, "mostPopular" boolean, features text[],
         position integer)
       ON CONFLICT (id) DO UPDATE SET code = excluded.code, name = excluded.name,
         description = excluded.description, price_minor = excluded.price_minor,
         currency = excluded.currency, duration = excluded.duration,
         template_saves = excluded.template_saves, hiring = excluded.hiring,
         most_popular = excluded.most_popular, features = excluded.features,
         position = excluded.position`,
      [JSON.stringify(plans)],
    );
  },

  /**
   * Holds the account's row until `tx` ends, so two payments of one account completing at once
   * change its subscription one after the other (each sees the other's period). A `Tx`, because
   * on the pool the lock would end with its own statement.
   */
  async lockAccount(tx: Tx, userId: string): Promise<void> {
    await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  },

  /** The user's stored subscription, ended or not. */
  async ofUser(db: Db, userId: string): Promise<SubscriptionRecord | undefined> {
    const [row] = await db.query<SubscriptionRecord>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM user_subscriptions s
         JOIN LATERAL (SELECT ${PLAN_COLUMNS} FROM plans WHERE id = s.plan_id) p ON true
        WHERE s.user_id = $1`,
      [userId],
    );
    return row;
  },

  /** The holder of the provider's recurring subscription `externalId` at `gateway`. */
  async holderOf(db: Db, gateway: string, externalId: string): Promise<string | undefined> {
    const [row] = await db.query<{ userId: string }>(
      `SELECT user_id AS "userId" FROM user_subscriptions
        WHERE gateway = $1 AND external_id = $2`,
      [gateway, externalId],
    );
    return row?.userId;
  },

  /** Writes a paid period; a period given anew renews unless its holder cancels it. */
  async save(
    db: Db,
    userId: string,
    planId: string,
    period: { start: Date; end: Date },
    source: PeriodSource,
  ): Promise<void> {
    await db.query(
      `INSERT INTO user_subscriptions (user_id, plan_id, current_period_start, current_period_end,
         gateway, external_id, cancel_at_period_end)
       VALUES ($1, $2, $3, $4, $5, $6, false)
       ON CONFLICT (user_id) DO UPDATE SET plan_id = excluded.plan_id,
         current_period_start = excluded.current_period_start,
         current_period_end = excluded.current_period_end, gateway = excluded.gateway,
         external_id = excluded.external_id, cancel_at_period_end = false, updated_at = now()`,
      [userId, planId, period.start, period.end, source.gateway, source.externalId],
    );
  },

  async setCancelAtPeriodEnd(db: Db, userId: string, cancel: boolean): Promise<void> {
    await db.query(
      `UPDATE user_subscriptions SET cancel_at_period_end = $2, updated_at = now()
        WHERE user_id = $1`,
      [userId, cancel],
    );
  },

  /** Ends the paid period now (a refunded plan): it reads as Free at once and does not renew. */
  async endNow(db: Db, userId: string): Promise<void> {
    await db.query(
      `UPDATE user_subscriptions SET cancel_at_period_end = true, updated_at = now(),
         current_period_end = greatest(now(), current_period_start + interval '1 millisecond')
       WHERE user_id = $1`,
      [userId],
    );
  },

  /** Names the provider's recurring subscription that charges the user's plan from now on. */
  async setExternalId(db: Db, userId: string, gateway: string, externalId: string): Promise<void> {
    await db.query(
      `UPDATE user_subscriptions SET gateway = $2, external_id = $3, updated_at = now()
        WHERE user_id = $1`,
      [userId, gateway, externalId],
    );
  },

  /**
   * Paid plans at `gateway` whose period ended in the last `graceDays` and that renew: the
   * gateway has to charge them (the test gateway's renewals; Stripe charges on its own).
   */
  async dueRenewals(db: Db, gateway: string, graceDays: number, limit: number): Promise<string[]> {
    const rows = await db.query<{ userId: string }>(
      `SELECT s.user_id AS "userId" FROM user_subscriptions s JOIN plans p ON p.id = s.plan_id
        WHERE s.gateway = $1 AND NOT s.cancel_at_period_end AND p.price_minor > 0
          AND s.current_period_end <= now()
          AND s.current_period_end > now() - make_interval(days => $2)
        ORDER BY s.current_period_end
        LIMIT $3`,
      [gateway, graceDays, limit],
    );
    return rows.map((row) => row.userId);
  },
};
