import { createTestApp, type TestApp } from '../../../../test/app';
import { createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { AI_PROMPTS_PER_MINUTE } from '../ai-assistance.service';
import { activeProject, workspacePath } from './workspace.fixtures';

describe('AI assistance over REST', () => {
  let app: TestApp;
  let cast: HiringCast;
  let requestId: string;
  const path = () => workspacePath(requestId, 'generate-ai-assistance');

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
    requestId = await activeProject(app, cast);
  });
  afterAll(() => app.close());

  it('is 404 until generated, then the POST generates it and the GET reads it', async () => {
    const before = await app.get(path(), cast.client.headers);
    expect([before.status, before.body.error]).toEqual([404, 'not_found']);

    const generated = await app.post(path(), undefined, cast.client.headers);
    expect(generated.status).toBe(200);
    const { assistance, codeSuggestion } = generated.body;
    expect(codeSuggestion).toBeNull();
    expect(assistance.provider).toBe('rules');
    const workspace = await app.get(workspacePath(requestId), cast.expert.headers);
    expect(assistance.taskBreakdown).toEqual(workspace.body.data.tasks);
    expect(assistance.taskBreakdown[0]).toMatchObject({
      priority: 'high',
      status: 'pending',
      estimatedTime: '1 hour',
      completedAt: null,
    });
    expect(assistance.resources.map((r: { url: string }) => r.url)).toEqual([
      'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.webhook/',
      'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.slack/',
      'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.googlesheets/',
      'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.set/',
    ]);
    expect(assistance.resources[1]).toEqual({
      title: 'Slack node documentation',
      description: "The Slack node's operations and how to connect it to Slack.",
      type: 'documentation',
      url: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.slack/',
      relevanceScore: 0.87,
      estimatedReadTime: '6 min',
    });

    const read = await app.get(path(), cast.expert.headers);
    expect(read.status).toBe(200);
    expect(read.body.assistance).toEqual(assistance);
  });

  it('generates once: a second POST returns the first, and the breakdown follows the tasks', async () => {
    const first = (await app.get(path(), cast.client.headers)).body.assistance;
    const [task] = first.taskBreakdown;
    await app.post(
      workspacePath(requestId, 'update-subtask-status'),
      { taskId: task.id, status: 'in_progress' },
      cast.expert.headers,
    );
    const again = await app.post(path(), {}, cast.expert.headers);
    expect(again.body.assistance.generatedAt).toBe(first.generatedAt);
    expect(again.body.assistance.taskBreakdown[0].status).toBe('in_progress');
    const rows = await app.services.db.query(
      `SELECT count(*)::int AS n FROM project_tasks WHERE request_id = $1`,
      [requestId],
    );
    expect(rows).toEqual([{ n: first.taskBreakdown.length }]);
  });

  it('answers the code-generator prompt with a Code node and the matching resources', async () => {
    const res = await app.post(
      path(),
      { prompt: '  Post a Slack message\nfor each new row  ' },
      cast.expert.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body.codeSuggestion.prompt).toBe('Post a Slack message for each new row');
    expect(res.body.codeSuggestion.answer).toContain('$input.all()');
    expect(res.body.codeSuggestion.answer.split('\n')[0]).toBe(
      '// Post a Slack message for each new row',
    );
    expect(res.body.codeSuggestion.resources[0].title).toBe('Slack node documentation');
  });

  it('refuses an empty prompt with the sentence the web shows', async () => {
    const res = await app.post(path(), { prompt: '   ' }, cast.expert.headers);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'validation_error',
      message: 'Please describe what you need help with.',
      fields: { prompt: 'Please describe what you need help with.' },
    });
  });

  it('answers at most 10 prompts a minute per user, then 429 with Retry-After', async () => {
    expect(AI_PROMPTS_PER_MINUTE).toMatchObject({ limit: 10, windowMs: 60_000 });
    const ask = () => app.post(path(), { prompt: 'Send an email' }, cast.client.headers);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await ask()).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);

    const refused = await ask();
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    // A whole minute left reads as one (the refusal can come right at the window's start).
    const wait = seconds === 60 ? '1 minute' : `${seconds} second${seconds === 1 ? '' : 's'}`;
    expect(refused.body).toEqual({
      error: 'rate_limited',
      message: `Too many code-generator prompts. Try again in ${wait}.`,
      retryAfter: seconds,
    });
    // Without a prompt nothing costs a model call: reading back the assistance is not counted.
    expect((await app.post(path(), undefined, cast.client.headers)).status).toBe(200);
  });
});
