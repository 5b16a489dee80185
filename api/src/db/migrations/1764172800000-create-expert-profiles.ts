import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What clients see of an expert: the name, title and location written when an
 * admin approves an expert-programme application. One row per expert; the role itself stays on
 * `users.role`, read on every request, so an approval takes effect on the next one.
 */
export class CreateExpertProfiles1764172800000 implements MigrationInterface {
  name = 'CreateExpertProfiles1764172800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE expert_profiles (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
        location text NOT NULL CHECK (length(location) BETWEEN 1 AND 200),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS expert_profiles`);
  }
}
