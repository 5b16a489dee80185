import { Client } from 'pg';
import { createTestApp, type TestApp } from '../../../../test/app';
import { createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { activeProject, workspacePath } from './workspace.fixtures';
import { eventually } from '../../../../test/eventually';

/**
 * A workspace write checks the project's state again inside its own transaction: one that
 * races the project's completion either commits before it or is refused after it.
 */
describe('a workspace write racing the completion of its project', () => {
  let app: TestApp;
  let cast: HiringCast;
  let completer: Client;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
    completer = new Client({ connectionString: app.databaseUrl });
    await completer.connect();
  });
  afterAll(async () => {
    await completer.end();
    await app.close();
  });

  it('is refused with 409 once the completion it waited for commits', async () => {
    const requestId = await activeProject(app, cast);
    const read = await app.get(workspacePath(requestId), cast.expert.headers);
    const task = read.body.data.tasks[0] as { id: string; status: string };
    expect(task.status).toBe('pending');

    await completer.query('BEGIN');
    await completer.query(`UPDATE hire_requests SET status = 'completed' WHERE id = $1`, [
      requestId,
    ]);
    const move = app.post(
      workspacePath(requestId, 'update-subtask-status'),
      { taskId: task.id, status: 'in_progress' },
      cast.expert.headers,
    );
    await eventually(async () => {
      const [{ waiting }] = await app.services.db.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      expect(waiting).toBe(1);
    });
    await completer.query('COMMIT');

    const moved = await move;
    expect([moved.status, moved.body.error]).toEqual([409, 'conflict']);
    const after = await app.get(workspacePath(requestId), cast.expert.headers);
    expect(after.body.data.tasks[0].status).toBe('pending');
  });
});
