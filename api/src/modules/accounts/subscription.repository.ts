import type { Db, Tx } from '../../core/db';
import type { Plan } from './plans';

const PLAN_COLUMNS = `id, code, name, description, price_minor AS "priceMinor", currency, duration,
  template_saves AS "templateSaves", hiring, most_popular AS "mostPopular", features, position`;

/** A user's paid plan and its period, as stored (it may have ended). */
export interface SubscriptionRecord {
  plan: Plan;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
}

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
    const rows = await db.query<{ plan: Plan; start: Date; end: Date }>(
      `SELECT to_jsonb(p) AS plan, s.current_period_start AS start, s.current_period_end AS "end"
         FROM user_subscriptions s
         JOIN LATERAL (SELECT ${PLAN_COLUMNS} FROM plans WHERE id = s.plan_id) p ON true
        WHERE s.user_id = $1`,
      [userId],
    );
    const [row] = rows;
    return row && { plan: row.plan, currentPeriodStart: row.start, currentPeriodEnd: row.end };
  },

  async save(
    db: Db,
    userId: string,
    planId: string,
    period: { start: Date; end: Date },
  ): Promise<void> {
    await db.query(
      `INSERT INTO user_subscriptions (user_id, plan_id, current_period_start, current_period_end)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET plan_id = excluded.plan_id,
         current_period_start = excluded.current_period_start,
         current_period_end = excluded.current_period_end, updated_at = now()`,
      [userId, planId, period.start, period.end],
    );
  },
};
