import type { Db, Tx } from '../../core/db';
import type { RequestStatus } from '../hiring/requests/hire-request.machine';

/** The facts of a hire request the workspace's permissions and states look at. */
export interface ProjectRecord {
  id: string;
  clientId: string;
  status: RequestStatus;
  templateId: string | null;
  templateName: string;
  /** The accepted application's expert, if an application was accepted. */
  expertId: string | null;
  /** Whether the actor has an application on the request (in any status). */
  applied: boolean;
}

const COLUMNS = `r.id, r.client_id AS "clientId", r.status, r.template_id AS "templateId",
  r.template_name AS "templateName", a.expert_id AS "expertId"`;

const ACCEPTED = `LEFT JOIN hire_applications a ON a.request_id = r.id AND a.status = 'accepted'`;

/** The hire requests behind workspaces, read from hiring's tables. */
export const projectRepository = {
  async find(db: Db, id: string, actorId: string | null): Promise<ProjectRecord | undefined> {
    const [row] = await db.query<ProjectRecord>(
      `SELECT ${COLUMNS}, EXISTS (SELECT 1 FROM hire_applications x
          WHERE x.request_id = r.id AND x.expert_id = $2) AS applied
         FROM hire_requests r ${ACCEPTED} WHERE r.id = $1`,
      [id, actorId],
    );
    return row;
  },

  /**
   * The request's status, its row locked until `tx` ends against a completion and against the
   * project's other workspace writes (FOR NO KEY UPDATE: hiring's foreign keys still pass), so
   * a write checked open commits before the project can complete and caps count exactly.
   */
  async lockStatus(tx: Tx, id: string): Promise<RequestStatus | undefined> {
    const [row] = await tx.query<{ status: RequestStatus }>(
      `SELECT status FROM hire_requests WHERE id = $1 FOR NO KEY UPDATE`,
      [id],
    );
    return row?.status;
  },

  /** Active and completed requests without tasks: activated before workspaces existed. */
  withoutWorkspace(db: Db): Promise<ProjectRecord[]> {
    return db.query<ProjectRecord>(
      `SELECT ${COLUMNS}, false AS applied FROM hire_requests r ${ACCEPTED}
        WHERE r.status IN ('active', 'completed')
          AND NOT EXISTS (SELECT 1 FROM project_tasks t WHERE t.request_id = r.id)`,
    );
  },
};
