import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The project workspace of an active hire request: its tasks, the expert's
 * requirement questions to the client, the expert's deliverables, and the AI assistance shown
 * once generated.
 *
 * - States are CHECK constraints, and each state's own columns agree with it: a completed task
 *   has its completion date and only then, an answered question its answer and only then.
 * - `project_tasks.resources` are at most three documentation links of the task (title, url,
 *   type), as the AI Assistant shows them; `position` keeps the breakdown's order.
 * - `ai_assistance` holds the generated document once per request; its task breakdown is the
 *   tasks themselves (their status moves), its resources are stored as generated.
 * - Everything belongs to the request and goes with it (ON DELETE CASCADE).
 */
export class CreateWorkspace1764345600000 implements MigrationInterface {
  name = 'CreateWorkspace1764345600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE project_tasks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        request_id uuid NOT NULL REFERENCES hire_requests (id) ON DELETE CASCADE,
        position int NOT NULL CHECK (position >= 0),
        phase text NOT NULL CHECK (phase IN
          ('setup', 'credentials', 'trigger', 'data_mapping', 'testing', 'deployment')),
        title text NOT NULL,
        description text NOT NULL,
        priority text NOT NULL CHECK (priority IN ('high', 'medium', 'low')),
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'in_progress', 'completed')),
        estimated_hours numeric(6, 2) NOT NULL CHECK (estimated_hours > 0),
        resources jsonb NOT NULL DEFAULT '[]'
          CHECK (jsonb_typeof(resources) = 'array' AND jsonb_array_length(resources) <= 3),
        completed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'completed') = (completed_at IS NOT NULL)),
        UNIQUE (request_id, position)
      )`);
    await q.query(`
      CREATE TABLE requirement_questions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        request_id uuid NOT NULL REFERENCES hire_requests (id) ON DELETE CASCADE,
        asked_by uuid REFERENCES users (id) ON DELETE SET NULL,
        question text NOT NULL,
        type text NOT NULL CHECK (type IN ('clarification', 'technical', 'business', 'timeline')),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'answered')),
        answer text,
        asked_at timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz,
        CHECK ((status = 'answered') = (answer IS NOT NULL)),
        CHECK ((status = 'answered') = (answered_at IS NOT NULL))
      )`);
    await q.query(
      `CREATE INDEX requirement_questions_request ON requirement_questions (request_id, asked_at)`,
    );
    await q.query(`
      CREATE TABLE project_deliverables (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        request_id uuid NOT NULL REFERENCES hire_requests (id) ON DELETE CASCADE,
        added_by uuid REFERENCES users (id) ON DELETE SET NULL,
        title text NOT NULL,
        url text NOT NULL CHECK (url ~* '^https?://'),
        note text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX project_deliverables_request ON project_deliverables (request_id, created_at)`,
    );
    await q.query(`
      CREATE TABLE ai_assistance (
        request_id uuid PRIMARY KEY REFERENCES hire_requests (id) ON DELETE CASCADE,
        provider text NOT NULL,
        resources jsonb NOT NULL CHECK (jsonb_typeof(resources) = 'array'),
        generated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ai_assistance`);
    await q.query(`DROP TABLE project_deliverables`);
    await q.query(`DROP TABLE requirement_questions`);
    await q.query(`DROP TABLE project_tasks`);
  }
}
