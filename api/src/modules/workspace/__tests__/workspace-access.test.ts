import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { activeProject, requestWithApplications, workspacePath } from './workspace.fixtures';

/** Every workspace call, with a body valid for it, and who it is meant for. */
function calls(requestId: string, taskId: string) {
  const put = (type: string, data: object) => ['put', workspacePath(requestId), { type, data }];
  return [
    ['get', workspacePath(requestId), undefined],
    put('update_task_status', { taskId, status: 'in_progress' }),
    put('add_requirement_question', { question: 'Why?', type: 'business' }),
    put('answer_requirement_question', { questionId: taskId, answer: 'Because.' }),
    ['post', workspacePath(requestId, 'update-subtask-status'), { taskId, status: 'in_progress' }],
    ['get', workspacePath(requestId, 'deliverables'), undefined],
    ['post', workspacePath(requestId, 'deliverables'), { title: 'T', url: 'https://e.com' }],
    ['get', workspacePath(requestId, 'generate-ai-assistance'), undefined],
    ['post', workspacePath(requestId, 'generate-ai-assistance'), {}],
  ] as Array<[string, string, unknown]>;
}

/**
 * Participants are the client and the accepted expert; another expert who applied knows the
 * request and gets 403; anyone else (a stranger, an admin) 404, as for a malformed id.
 */
describe('who may use a project workspace', () => {
  let app: TestApp;
  let cast: HiringCast;
  let stranger: TestAccount;
  let requestId: string;
  let taskId: string;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
    stranger = await createAccount(app.services, { role: 'expert' });
    requestId = await activeProject(app, cast);
    const res = await app.get(workspacePath(requestId), cast.expert.headers);
    taskId = res.body.data.tasks[1].id;
  });
  afterAll(() => app.close());

  const send = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
    method === 'get'
      ? app.get(path, headers)
      : method === 'put'
        ? app.put(path, body, headers)
        : app.post(path, body, headers);

  it('answers 403 to an expert whose application was not accepted, on every call', async () => {
    for (const [method, path, body] of calls(requestId, taskId)) {
      const res = await send(method, path, body, cast.otherExpert.headers);
      expect({ path, method, status: res.status, error: res.body.error }).toEqual({
        path,
        method,
        status: 403,
        error: 'forbidden',
      });
    }
  });

  it('answers 404 to a stranger and to an admin, on every call', async () => {
    for (const who of [stranger, cast.admin, cast.freeUser]) {
      for (const [method, path, body] of calls(requestId, taskId)) {
        const res = await send(method, path, body, who.headers);
        expect({ path, status: res.status, message: res.body.message }).toEqual({
          path,
          status: 404,
          message: 'Hire request not found',
        });
      }
    }
  });

  it('answers 401 to a visitor', async () => {
    const res = await app.get(workspacePath(requestId));
    expect(res.status).toBe(401);
  });

  it.each(['%20', 'nope', '00000000-0000-4000-8000-000000000000'])(
    'answers 404 for the id %s on every call',
    async (id) => {
      for (const [method, path, body] of calls(id, taskId)) {
        const res = await send(method, path, body, cast.client.headers);
        expect({ path, status: res.status, error: res.body.error }).toEqual({
          path,
          status: 404,
          error: 'not_found',
        });
      }
    },
  );

  it('has no workspace before the client pays: 409 to the client, 403 to experts who applied', async () => {
    const { requestId: pending } = await requestWithApplications(app, cast);
    const client = await app.get(workspacePath(pending), cast.client.headers);
    expect([client.status, client.body.message]).toEqual([
      409,
      'This request is pending; its workspace opens once the project is active.',
    ]);
    const expert = await app.get(workspacePath(pending), cast.expert.headers);
    expect(expert.status).toBe(403);
    const rows = await app.services.db.query(`SELECT 1 FROM project_tasks WHERE request_id = $1`, [
      pending,
    ]);
    expect(rows).toEqual([]);
  });

  it('says a cancelled request has no workspace, rather than that it opens later', async () => {
    const { requestId } = await requestWithApplications(app, cast);
    const cancelled = await app.post(
      `/api/expert-hire-request/${requestId}/cancel`,
      {},
      cast.client.headers,
    );
    expect(cancelled.status).toBe(200);
    const client = await app.get(workspacePath(requestId), cast.client.headers);
    expect([client.status, client.body.message]).toEqual([
      409,
      'This request is cancelled; it has no workspace.',
    ]);
  });

  it('keeps a completed project readable and refuses changes with 409', async () => {
    const done = await activeProject(app, cast);
    const completed = await app.post(
      `/api/expert-hire-request/${done}/complete`,
      undefined,
      cast.client.headers,
    );
    expect(completed.status).toBe(200);
    const read = await app.get(workspacePath(done), cast.expert.headers);
    expect(read.status).toBe(200);
    const [task] = read.body.data.tasks;
    const move = await app.put(
      workspacePath(done),
      { type: 'update_task_status', data: { taskId: task.id, status: 'in_progress' } },
      cast.expert.headers,
    );
    expect([move.status, move.body.message]).toEqual([
      409,
      'This project is completed; its workspace can no longer change.',
    ]);
  });
});
