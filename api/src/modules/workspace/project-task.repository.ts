import type { Db, Tx } from '../../core/db';
import type {
  PlannedTask,
  TaskPhase,
  TaskPriority,
  TaskResourceLink,
} from './assistance/assistance-plan';
import type { TaskStatus } from './task-status.machine';

/** A task of a project's workspace as stored. */
export interface ProjectTaskRecord {
  id: string;
  requestId: string;
  position: number;
  phase: TaskPhase;
  title: string;
  description: string;
  priority: TaskPriority;
  status: TaskStatus;
  estimatedHours: number;
  resources: TaskResourceLink[];
  completedAt: Date | null;
}

const COLUMNS = `t.id, t.request_id AS "requestId", t.position, t.phase, t.title, t.description,
  t.priority, t.status, t.estimated_hours::float8 AS "estimatedHours", t.resources,
  t.completed_at AS "completedAt"`;

/** Project tasks in SQL; each method runs on the `Db` it is given. */
export const projectTaskRepository = {
  /**
   * Stores a breakdown's tasks in its order, unless the project has tasks already; two at once
   * (API processes seeding at the same boot) leave one breakdown, the second waiting on the
   * first's rows and then adding nothing.
   */
  async insertBreakdown(tx: Tx, requestId: string, tasks: readonly PlannedTask[]): Promise<void> {
    if (tasks.length === 0) return;
    await tx.query(
      `INSERT INTO project_tasks (request_id, position, phase, title, description, priority,
         estimated_hours, resources)
       SELECT $1, t.position - 1, t.task->>'phase', t.task->>'title', t.task->>'description',
              t.task->>'priority', (t.task->>'estimatedHours')::numeric, t.task->'resources'
         FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS t(task, position)
        WHERE NOT EXISTS (SELECT 1 FROM project_tasks WHERE request_id = $1)
       ON CONFLICT (request_id, position) DO NOTHING`,
      [requestId, JSON.stringify(tasks)],
    );
  },

  /**
   * Gives the project's tasks the descriptions of a breakdown of the same tasks (a model's
   * wording of the rules' tasks), each matched by position and title; nothing else changes.
   */
  async describe(tx: Tx, requestId: string, tasks: readonly PlannedTask[]): Promise<void> {
    await tx.query(
      `UPDATE project_tasks t SET description = x.task->>'description', updated_at = now()
         FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS x(task, position)
        WHERE t.request_id = $1 AND t.position = x.position - 1 AND t.title = x.task->>'title'
          AND t.description <> x.task->>'description'`,
      [requestId, JSON.stringify(tasks)],
    );
  },

  byRequest(db: Db, requestId: string): Promise<ProjectTaskRecord[]> {
    return db.query<ProjectTaskRecord>(
      `SELECT ${COLUMNS} FROM project_tasks t WHERE t.request_id = $1 ORDER BY t.position`,
      [requestId],
    );
  },

  async find(db: Db, requestId: string, id: string): Promise<ProjectTaskRecord | undefined> {
    const [row] = await db.query<ProjectTaskRecord>(
      `SELECT ${COLUMNS} FROM project_tasks t WHERE t.request_id = $1 AND t.id = $2`,
      [requestId, id],
    );
    return row;
  },

  /**
   * Moves a task from `from` to `to` only if it is still in `from` (completion dated now); a
   * concurrent move that got there first leaves nothing to return.
   */
  async move(
    db: Db,
    id: string,
    from: TaskStatus,
    to: TaskStatus,
  ): Promise<ProjectTaskRecord | undefined> {
    const [row] = await db.query<ProjectTaskRecord>(
      `UPDATE project_tasks t SET status = $3, updated_at = now(),
         completed_at = CASE WHEN $3 = 'completed' THEN now() END
        WHERE t.id = $1 AND t.status = $2 RETURNING ${COLUMNS}`,
      [id, from, to],
    );
    return row;
  },
};
