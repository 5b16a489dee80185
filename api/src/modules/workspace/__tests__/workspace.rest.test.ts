import { createTestApp, type TestApp } from '../../../../test/app';
import { createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { activeProject, workspacePath } from './workspace.fixtures';

interface Task {
  id: string;
  phase: string;
  title: string;
  status: string;
  priority: string;
  completedAt: string | null;
  resources: { url: string }[];
}

describe('the project workspace over REST', () => {
  let app: TestApp;
  let cast: HiringCast;
  let requestId: string;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
    requestId = await activeProject(app, cast);
  });
  afterAll(() => app.close());

  const read = async (who: 'client' | 'expert') => {
    const res = await app.get(workspacePath(requestId), cast[who].headers);
    expect(res.status).toBe(200);
    return res.body.data as {
      status: string;
      tasks: Task[];
      requirementQuestions: unknown[];
      deliverables: [];
    };
  };
  const put = (who: 'client' | 'expert', type: string, data: unknown) =>
    app.put(workspacePath(requestId), { type, data }, cast[who].headers);

  it('exists right after activation: tasks from the breakdown, no questions, no deliverables', async () => {
    const data = await read('client');
    expect(data.status).toBe('active');
    expect(data.tasks.map((task) => task.title)).toEqual([
      'Set up n8n and import the workflow',
      'Connect Slack credentials',
      'Connect Google Sheets credentials',
      'Configure the Webhook trigger',
      'Map the data between the steps',
      'Test the workflow end to end',
      'Activate the workflow and hand it over',
    ]);
    expect(data.tasks.every((task) => task.status === 'pending' && !task.completedAt)).toBe(true);
    const slack = data.tasks[1];
    expect(slack).toMatchObject({ phase: 'credentials', priority: 'high' });
    expect(slack.resources).toEqual([
      {
        title: 'Slack node documentation',
        url: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.slack/',
        type: 'documentation',
      },
    ]);
    expect(data.requirementQuestions).toEqual([]);
    expect(data.deliverables).toEqual([]);
    expect(await read('expert')).toEqual(data);
  });

  it('lets the expert move a task pending -> in_progress -> completed, dating the completion', async () => {
    const [task] = (await read('expert')).tasks;
    const started = await put('expert', 'update_task_status', {
      taskId: task.id,
      status: 'in_progress',
    });
    expect(started.status).toBe(200);
    expect(started.body.data.tasks[0]).toMatchObject({ status: 'in_progress', completedAt: null });

    const done = await app.post(
      workspacePath(requestId, 'update-subtask-status'),
      { taskId: task.id, status: 'completed' },
      cast.expert.headers,
    );
    expect(done.status).toBe(200);
    expect(done.body.task.status).toBe('completed');
    expect(Date.now() - Date.parse(done.body.task.completedAt)).toBeLessThan(60_000);
  });

  it('refuses every other move with 409, through both calls', async () => {
    const tasks = (await read('expert')).tasks;
    const [completed, pending] = [tasks[0], tasks[1]];
    const refused: Array<[string, string]> = [
      [pending.id, 'completed'],
      [pending.id, 'pending'],
      [completed.id, 'in_progress'],
      [completed.id, 'pending'],
      [completed.id, 'completed'],
    ];
    for (const [taskId, status] of refused) {
      const viaPut = await put('expert', 'update_task_status', { taskId, status });
      const viaPost = await app.post(
        workspacePath(requestId, 'update-subtask-status'),
        { taskId, status },
        cast.expert.headers,
      );
      expect([viaPut.status, viaPut.body.error, viaPost.status]).toEqual([409, 'conflict', 409]);
    }
    const after = (await read('client')).tasks;
    expect(after[0].status).toBe('completed');
    expect(after[1].status).toBe('pending');
  });

  it('lets only the expert move tasks (the client gets 403)', async () => {
    const [, task] = (await read('client')).tasks;
    const res = await put('client', 'update_task_status', {
      taskId: task.id,
      status: 'in_progress',
    });
    expect([res.status, res.body.error]).toEqual([403, 'forbidden']);
  });

  it('answers 404 for a task of another project or no task at all', async () => {
    for (const taskId of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await put('expert', 'update_task_status', { taskId, status: 'in_progress' });
      expect([res.status, res.body.message]).toEqual([404, 'Task not found']);
    }
  });

  it('lets the expert ask a question (type lower-cased) and the client answer it once', async () => {
    const asked = await put('expert', 'add_requirement_question', {
      question: '  Which Slack channel gets the alerts?  ',
      type: 'Technical',
    });
    expect(asked.status).toBe(200);
    const [question] = asked.body.data.requirementQuestions;
    expect(question).toMatchObject({
      question: 'Which Slack channel gets the alerts?',
      type: 'technical',
      status: 'pending',
      answer: null,
      answeredAt: null,
    });

    const byExpert = await put('expert', 'answer_requirement_question', {
      questionId: question.id,
      answer: 'Mine.',
    });
    expect(byExpert.status).toBe(403);
    const askedByClient = await put('client', 'add_requirement_question', {
      question: 'Can I ask too?',
      type: 'business',
    });
    expect(askedByClient.status).toBe(403);

    const answered = await put('client', 'answer_requirement_question', {
      questionId: question.id,
      answer: '#sales-leads',
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data.requirementQuestions[0]).toMatchObject({
      status: 'answered',
      answer: '#sales-leads',
    });
    const again = await put('client', 'answer_requirement_question', {
      questionId: question.id,
      answer: '#other',
    });
    expect([again.status, again.body.error]).toEqual([409, 'conflict']);
    const [kept] = (await read('expert')).requirementQuestions as Array<{ answer: string }>;
    expect(kept.answer).toBe('#sales-leads');
  });

  it('refuses an empty question or answer with the sentences the web shows', async () => {
    const noQuestion = await put('expert', 'add_requirement_question', {
      question: '   ',
      type: 'clarification',
    });
    expect(noQuestion.status).toBe(400);
    expect(noQuestion.body).toMatchObject({
      error: 'validation_error',
      message: 'Please enter a question before sending.',
      fields: { 'data.question': 'Please enter a question before sending.' },
    });
    const missing = await put('expert', 'add_requirement_question', { type: 'timeline' });
    expect(missing.body.message).toBe('Please enter a question before sending.');

    const asked = await put('expert', 'add_requirement_question', {
      question: 'When do you launch?',
      type: 'timeline',
    });
    const pending = (
      asked.body.data.requirementQuestions as Array<{ id: string; status: string }>
    ).find((question) => question.status === 'pending')!;
    const noAnswer = await put('client', 'answer_requirement_question', {
      questionId: pending.id,
      answer: '',
    });
    expect(noAnswer.status).toBe(400);
    expect(noAnswer.body.message).toBe('Please enter an answer.');
  });

  it("shows the accepted application's chat and writes in it as the caller's side, never the body's", async () => {
    const sent = await put('client', 'add_chat_message', {
      sender: 'expert',
      text: '  Any news?  ',
    });
    expect(sent.status).toBe(200);
    const last = sent.body.data.chatMessages.at(-1);
    expect(last).toEqual({
      id: expect.any(String),
      sender: 'client',
      text: 'Any news?',
      timestamp: expect.any(String),
    });
    const replied = await put('expert', 'add_chat_message', { text: 'Almost done.' });
    expect(replied.status).toBe(200);
    const seen = (await read('client')) as unknown as {
      chatMessages: { id: string; sender: string; text: string }[];
    };
    expect(seen.chatMessages.slice(-2).map(({ sender, text }) => [sender, text])).toEqual([
      ['client', 'Any news?'],
      ['expert', 'Almost done.'],
    ]);
    // The activation's system messages come first, in the same thread chat answers with.
    expect(seen.chatMessages[0].sender).toBe('system');
    const chat = await app.get(`/api/expert-hire-request/${requestId}/chat`, cast.client.headers);
    expect(chat.body.messages.map((m: { id: string }) => m.id)).toEqual(
      seen.chatMessages.map((m) => m.id),
    );
    const blank = await put('client', 'add_chat_message', { text: '   ' });
    expect(blank.status).toBe(400);
    const otherExpert = await app.put(
      workspacePath(requestId),
      { type: 'add_chat_message', data: { text: 'Let me in' } },
      cast.otherExpert.headers,
    );
    expect(otherExpert.status).toBe(403);
    const stored = await app.services.db.query(
      `SELECT 1 FROM chat_messages WHERE message IN ('Let me in', '   ', '')`,
    );
    expect(stored).toEqual([]);
  });

  it('refuses a question or an answer that shows nothing with the sentence the web shows', async () => {
    const invisible = '\u200b\u200b\u200b';
    const asked = await put('expert', 'add_requirement_question', {
      question: invisible,
      type: 'business',
    });
    expect([asked.status, asked.body.message, asked.body.fields]).toEqual([
      400,
      'Please enter a question before sending.',
      { 'data.question': 'Please enter a question before sending.' },
    ]);
    const real = await put('expert', 'add_requirement_question', {
      question: 'Which CRM do you use?',
      type: 'business',
    });
    const question = real.body.data.requirementQuestions.at(-1) as { id: string };
    const answered = await put('client', 'answer_requirement_question', {
      questionId: question.id,
      answer: invisible,
    });
    expect([answered.status, answered.body.message, answered.body.fields]).toEqual([
      400,
      'Please enter an answer.',
      { 'data.answer': 'Please enter an answer.' },
    ]);
  });

  it("names a chat message's text data.text when it breaks chat's rules", async () => {
    for (const text of ['   ', '\u200b', 'x'.repeat(4001)]) {
      const res = await put('client', 'add_chat_message', { text });
      expect([res.status, Object.keys(res.body.fields ?? {})]).toEqual([400, ['data.text']]);
    }
  });

  it('validates every body: 400 with the fields, never 500', async () => {
    const bodies: Array<[unknown, string]> = [
      [{ type: 'add_note', data: { text: 'hi' } }, 'type'],
      [{ type: 'add_chat_message', data: {} }, 'data.text'],
      [{ type: 'update_task_status' }, 'data'],
      [{ type: 'update_task_status', data: 'x' }, 'data'],
      [{ type: 'update_task_status', data: { taskId: 'x', status: 'done' } }, 'data.status'],
      [
        { type: 'add_requirement_question', data: { question: 'Why?', type: 'other' } },
        'data.type',
      ],
      [
        {
          type: 'add_requirement_question',
          data: { question: 'x'.repeat(4001), type: 'business' },
        },
        'data.question',
      ],
      [{ type: 'answer_requirement_question', data: { answer: 'Yes' } }, 'data.questionId'],
    ];
    for (const [body, field] of bodies) {
      const res = await app.put(workspacePath(requestId), body, cast.expert.headers);
      expect({ status: res.status, fields: Object.keys(res.body.fields ?? {}) }).toEqual({
        status: 400,
        fields: expect.arrayContaining([field]),
      });
    }
    const status = await app.post(
      workspacePath(requestId, 'update-subtask-status'),
      { taskId: 'x' },
      cast.expert.headers,
    );
    expect([status.status, status.body.fields]).toEqual([400, { status: 'is required' }]);
  });

  it('lets the expert add deliverables (http or https links only) that both sides read', async () => {
    const added = await app.post(
      workspacePath(requestId, 'deliverables'),
      { title: 'Workflow export', url: 'https://example.com/flow.json', note: 'Version 1.' },
      cast.expert.headers,
    );
    expect(added.status).toBe(201);
    expect(added.body.deliverable).toMatchObject({
      title: 'Workflow export',
      url: 'https://example.com/flow.json',
      note: 'Version 1.',
    });
    for (const url of ['javascript:alert(1)', 'ftp://example.com/x', 'not a url', '']) {
      const refused = await app.post(
        workspacePath(requestId, 'deliverables'),
        { title: 'Bad link', url },
        cast.expert.headers,
      );
      expect([refused.status, Object.keys(refused.body.fields ?? {})]).toEqual([400, ['url']]);
    }
    const byClient = await app.post(
      workspacePath(requestId, 'deliverables'),
      { title: 'Mine', url: 'https://example.com' },
      cast.client.headers,
    );
    expect(byClient.status).toBe(403);

    for (const who of ['client', 'expert'] as const) {
      const list = await app.get(workspacePath(requestId, 'deliverables'), cast[who].headers);
      expect(list.body.deliverables.map((d: { title: string }) => d.title)).toEqual([
        'Workflow export',
      ]);
    }
    expect((await read('client')).deliverables).toHaveLength(1);
  });
});
