import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hiring: requests, the experts' applications and the history of every status change. (Until
 * chat had a migration of its own, this one also made chat's threads and messages: see
 * 1764172900001-create-chat.ts.)
 *
 * - Money is stored in minor units (cents), like `payments.amount`; the API speaks major units.
 * - `hire_requests_one_open`: one open request (pending, in_selection, active) per client and
 *   template, decided by PostgreSQL, so two parallel submissions leave one row (the other 409).
 * - `hire_applications_once`: an expert applies once per request. `hire_applications_one_accepted`:
 *   whatever races, a request has at most one accepted application.
 * - `template_id` turns NULL when the template is taken down; `template_name` keeps what the
 *   client asked about.
 * - `hire_request_transitions` is append-only: one row per status change, with who made it.
 */
export class CreateHiring1764172900000 implements MigrationInterface {
  name = 'CreateHiring1764172900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE hire_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        template_id uuid REFERENCES templates (id) ON DELETE SET NULL,
        template_name text NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'in_selection', 'active', 'completed', 'cancelled')),
        urgency text NOT NULL CHECK (urgency IN ('low', 'medium', 'high', 'urgent')),
        business_problem text NOT NULL,
        requirements text NOT NULL,
        timeline text NOT NULL,
        industry text NOT NULL,
        company_size text NOT NULL,
        budget_currency text CHECK (budget_currency ~ '^[A-Z]{3}$'),
        budget_min_cents bigint CHECK (budget_min_cents >= 0),
        budget_max_cents bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((budget_currency IS NULL) = (budget_min_cents IS NULL)
           AND (budget_currency IS NULL) = (budget_max_cents IS NULL)),
        CHECK (budget_max_cents >= budget_min_cents)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX hire_requests_one_open ON hire_requests (client_id, template_id)
         WHERE status IN ('pending', 'in_selection', 'active')`,
    );
    await q.query(
      `CREATE INDEX hire_requests_client ON hire_requests (client_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX hire_requests_open_board ON hire_requests (created_at DESC, id)
         WHERE status = 'pending'`,
    );
    await q.query(`
      CREATE TABLE hire_applications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        request_id uuid NOT NULL REFERENCES hire_requests (id) ON DELETE CASCADE,
        expert_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'accepted', 'rejected', 'withdrawn')),
        cover_letter text NOT NULL,
        relevant_experience text NOT NULL,
        approach_description text NOT NULL,
        proposed_timeline text NOT NULL,
        budget_currency text NOT NULL CHECK (budget_currency ~ '^[A-Z]{3}$'),
        budget_amount_cents bigint NOT NULL CHECK (budget_amount_cents > 0),
        budget_explanation text NOT NULL DEFAULT '',
        portfolio_items jsonb NOT NULL DEFAULT '[]',
        feedback_rating smallint CHECK (feedback_rating BETWEEN 1 AND 5),
        feedback_message text,
        feedback_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((feedback_rating IS NULL) = (feedback_at IS NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX hire_applications_once ON hire_applications (request_id, expert_id)`,
    );
    await q.query(
      `CREATE UNIQUE INDEX hire_applications_one_accepted ON hire_applications (request_id)
         WHERE status = 'accepted'`,
    );
    await q.query(
      `CREATE INDEX hire_applications_expert ON hire_applications (expert_id, created_at DESC)`,
    );
    await q.query(`
      CREATE TABLE hire_request_transitions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        request_id uuid NOT NULL REFERENCES hire_requests (id) ON DELETE CASCADE,
        from_status text NOT NULL,
        to_status text NOT NULL,
        event text NOT NULL,
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        application_id uuid REFERENCES hire_applications (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX hire_request_transitions_request
         ON hire_request_transitions (request_id, created_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS hire_request_transitions`);
    await q.query(`DROP TABLE IF EXISTS hire_applications`);
    await q.query(`DROP TABLE IF EXISTS hire_requests`);
  }
}
