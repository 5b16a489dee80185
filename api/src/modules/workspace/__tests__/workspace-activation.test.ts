import { createTestApp, type TestApp } from '../../../../test/app';
import { createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { seedWorkspaces } from '../workspace.seed';
import { requestWithApplications, workspacePath } from './workspace.fixtures';

/**
 * The workspace opens in the transaction that activates the request: both commit, or neither
 * (and the payment stays unpaid, so the provider's retry activates it later).
 */
describe('opening the workspace with the activation', () => {
  let app: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterAll(() => app.close());

  const statusOf = async (requestId: string) => {
    const [row] = await app.services.db.query<{ status: string; tasks: number }>(
      `SELECT status, (SELECT count(*)::int FROM project_tasks WHERE request_id = r.id) AS tasks
         FROM hire_requests r WHERE id = $1`,
      [requestId],
    );
    return row;
  };

  /** Accepts and starts the test checkout; returns its session id. */
  const acceptAndStart = async (requestId: string, applicationId: string) => {
    await app.post(
      `/api/expert-hire-request/applications/${applicationId}/accept`,
      undefined,
      cast.client.headers,
    );
    const started = await app.post(
      `/api/expert-hire-request/${requestId}/create-payment-intent`,
      undefined,
      cast.client.headers,
    );
    return started.body.paymentResult.sessionId as string;
  };

  it('rolls the activation and the payment back when the workspace cannot be created', async () => {
    const { requestId, applicationId } = await requestWithApplications(app, cast);
    const sessionId = await acceptAndStart(requestId, applicationId);
    const { db } = app.services;
    await db.query(`CREATE FUNCTION refuse_tasks() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'no tasks today'; END $$`);
    await db.query(`CREATE TRIGGER refuse_tasks BEFORE INSERT ON project_tasks
      FOR EACH STATEMENT EXECUTE FUNCTION refuse_tasks()`);
    try {
      const failed = await app.post(
        `/api/payments/test/${sessionId}/complete`,
        undefined,
        cast.client.headers,
      );
      expect(failed.status).toBe(500);
      expect(await statusOf(requestId)).toEqual({ status: 'in_selection', tasks: 0 });
      const [payment] = await db.query<{ status: string }>(
        `SELECT status FROM payments WHERE reference = $1`,
        [requestId],
      );
      expect(payment.status).toBe('pending');
    } finally {
      await db.query(`DROP TRIGGER refuse_tasks ON project_tasks`);
      await db.query(`DROP FUNCTION refuse_tasks()`);
    }

    const retried = await app.post(
      `/api/payments/test/${sessionId}/complete`,
      undefined,
      cast.client.headers,
    );
    expect(retried.status).toBe(200);
    expect(await statusOf(requestId)).toEqual({ status: 'active', tasks: 7 });
  });

  it('opens the workspace of an active request that has none, once, at boot', async () => {
    const { requestId, applicationId } = await requestWithApplications(app, cast);
    const { db } = app.services;
    // As hiring's demo seed writes it: the rows of an active project, without a payment.
    await db.query(`UPDATE hire_applications SET status = 'accepted' WHERE id = $1`, [
      applicationId,
    ]);
    await db.query(`UPDATE hire_requests SET status = 'active' WHERE id = $1`, [requestId]);
    expect(await statusOf(requestId)).toEqual({ status: 'active', tasks: 0 });

    await seedWorkspaces(app.services);
    await seedWorkspaces(app.services);
    expect(await statusOf(requestId)).toEqual({ status: 'active', tasks: 7 });
    const res = await app.get(workspacePath(requestId), cast.expert.headers);
    expect(res.body.data.tasks[0].title).toBe('Set up n8n and import the workflow');
  });
});

/**
 * The activation's transaction reads everything the workspace needs through itself: with as
 * many activations at once as the pool has connections, none waits for a second connection.
 */
describe('opening workspaces with a small pool', () => {
  let app: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    app = await createTestApp({ poolSize: 2 });
    cast = await createCast(app);
  });
  afterAll(() => app.close());

  it('activates as many requests at once as the pool has connections', async () => {
    const sessions: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { requestId, applicationId } = await requestWithApplications(app, cast);
      const accepted = await app.post(
        `/api/expert-hire-request/applications/${applicationId}/accept`,
        undefined,
        cast.client.headers,
      );
      expect(accepted.status).toBe(200);
      const started = await app.post(
        `/api/expert-hire-request/${requestId}/create-payment-intent`,
        undefined,
        cast.client.headers,
      );
      sessions.push(started.body.paymentResult.sessionId as string);
    }
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<'stuck'>((resolve) => (timer = setTimeout(resolve, 10_000, 'stuck')));
    const completed = Promise.all(
      sessions.map((sessionId) =>
        app.post(`/api/payments/test/${sessionId}/complete`, undefined, cast.client.headers),
      ),
    );
    const outcome = await Promise.race([completed, stuck]).finally(() => clearTimeout(timer));
    expect(outcome === 'stuck' ? outcome : outcome.map((res) => res.status)).toEqual([200, 200]);
  });
});
