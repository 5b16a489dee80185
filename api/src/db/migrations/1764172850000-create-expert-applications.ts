import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Applications to the expert programme: every field of the form, and an admin's decision.
 *
 * - The form's scalars are columns; its nested parts (education, profile links, the two expertise
 *   groups, portfolio items) are `jsonb` as the service normalized them; its lists are `text[]`.
 * - `expert_applications_one_live`: one pending or approved application per user, decided by
 *   PostgreSQL, so two parallel submissions leave one row (the other 409). A rejected one does
 *   not count: its author may apply again.
 * - A decision is made once: the service approves or rejects with `WHERE status = 'pending'`,
 *   and the checks below keep a decided row from lacking its reviewer time or a rejection from
 *   lacking its reason.
 * - `reviewed_by` turns NULL when the admin's account goes; the decision stays.
 */
export class CreateExpertApplications1764172850000 implements MigrationInterface {
  name = 'CreateExpertApplications1764172850000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE expert_applications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'approved', 'rejected')),
        full_name text NOT NULL,
        email text NOT NULL,
        phone text,
        location text NOT NULL,
        job_title text NOT NULL,
        company text NOT NULL,
        years_of_experience smallint NOT NULL CHECK (years_of_experience BETWEEN 0 AND 80),
        education jsonb NOT NULL,
        professional_summary text NOT NULL,
        profiles jsonb NOT NULL DEFAULT '{}',
        ai_expertise jsonb NOT NULL DEFAULT '{}',
        automation_expertise jsonb NOT NULL DEFAULT '{}',
        programming_languages text[] NOT NULL DEFAULT '{}',
        tools_and_platforms text[] NOT NULL DEFAULT '{}',
        portfolio_items jsonb NOT NULL DEFAULT '[]',
        motivation_statement text NOT NULL,
        expertise_goals text NOT NULL,
        contribution_plans text NOT NULL,
        rejection_reason text,
        reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
        reviewed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'pending') = (reviewed_at IS NULL)),
        CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX expert_applications_one_live ON expert_applications (user_id)
         WHERE status IN ('pending', 'approved')`,
    );
    await q.query(
      `CREATE INDEX expert_applications_user ON expert_applications (user_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX expert_applications_review
         ON expert_applications (status, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX expert_applications_newest ON expert_applications (created_at DESC, id DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS expert_applications`);
  }
}
