import type { Db } from '../../core/db';
import type { AssistanceResource } from './assistance/assistance-plan';

/** The stored assistance of a project (its task breakdown is the project's tasks). */
export interface AiAssistanceRecord {
  requestId: string;
  provider: string;
  resources: AssistanceResource[];
  generatedAt: Date;
}

const COLUMNS = `a.request_id AS "requestId", a.provider, a.resources, a.generated_at AS "generatedAt"`;

/** AI assistance in SQL; each method runs on the `Db` it is given. */
export const aiAssistanceRepository = {
  async find(db: Db, requestId: string): Promise<AiAssistanceRecord | undefined> {
    const [row] = await db.query<AiAssistanceRecord>(
      `SELECT ${COLUMNS} FROM ai_assistance a WHERE a.request_id = $1`,
      [requestId],
    );
    return row;
  },

  /** Stores the project's assistance once: a second (or concurrent) generation keeps the first. */
  async insertOnce(
    db: Db,
    assistance: { requestId: string; provider: string; resources: AssistanceResource[] },
  ): Promise<AiAssistanceRecord> {
    await db.query(
      `INSERT INTO ai_assistance (request_id, provider, resources) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (request_id) DO NOTHING`,
      [assistance.requestId, assistance.provider, JSON.stringify(assistance.resources)],
    );
    return (await this.find(db, assistance.requestId))!;
  },
};
