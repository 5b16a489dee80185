import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../../test/app';
import { createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { activeProject, workspacePath } from './workspace.fixtures';

interface ChatRequest {
  messages: Array<{ content: string }>;
}

/** What the loopback model answers; a test may change it. */
const stub = {
  model: 'stub-model',
  describe: (title: string) => `Do: ${title}.`,
  code: 'return $input.all();',
};

/** A loopback model: `stub.describe` for every task, `stub.code` for a prompt. */
function modelServer(): Server {
  return createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const { messages } = JSON.parse(raw) as ChatRequest;
      const facts = JSON.parse(messages[1].content) as { tasks?: Array<{ title: string }> };
      const content = facts.tasks
        ? { descriptions: facts.tasks.map((task) => stub.describe(task.title)) }
        : { answer: stub.code };
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          model: stub.model,
          choices: [{ message: { content: JSON.stringify(content) } }],
        }),
      );
    });
  });
}

/** With LLM_API_URL, generating words the project's tasks as the model does, and nothing more. */
describe('AI assistance with a model configured', () => {
  let server: Server;
  let app: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    server = modelServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    app = await createTestApp({ env: { LLM_API_URL: `http://127.0.0.1:${port}/v1` } });
    cast = await createCast(app);
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("gives the tasks the model's descriptions and keeps their titles, order and progress", async () => {
    const requestId = await activeProject(app, cast);
    const before = (await app.get(workspacePath(requestId), cast.expert.headers)).body.data.tasks;
    expect(before[1].description).toMatch(/^Create the Slack credentials/);

    const res = await app.post(
      workspacePath(requestId, 'generate-ai-assistance'),
      { prompt: 'Keep every item' },
      cast.client.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body.assistance.provider).toBe('stub-model');
    expect(res.body.codeSuggestion.answer).toBe('return $input.all();');

    const after = (await app.get(workspacePath(requestId), cast.expert.headers)).body.data.tasks;
    expect(after.map((task: { id: string }) => task.id)).toEqual(
      before.map((task: { id: string }) => task.id),
    );
    expect(after[1].description).toBe('Do: Connect Slack credentials.');
    expect(res.body.assistance.taskBreakdown).toEqual(after);
  });

  it("falls back to the rules when the model's text could not be stored (a NUL)", async () => {
    const requestId = await activeProject(app, cast);
    const saved = { ...stub };
    Object.assign(stub, { describe: () => 'a\u0000b', code: 'a\u0000b' });
    try {
      const res = await app.post(
        workspacePath(requestId, 'generate-ai-assistance'),
        { prompt: 'Keep every item' },
        cast.client.headers,
      );
      expect([res.status, res.body.assistance?.provider]).toEqual([200, 'rules']);
      expect(res.body.codeSuggestion.answer).not.toContain('\u0000');
      expect(res.body.codeSuggestion.answer.split('\n')[0]).toBe('// Keep every item');
    } finally {
      Object.assign(stub, saved);
    }
  });

  it('names the configured model when the answer reports a name longer than 100 characters', async () => {
    const requestId = await activeProject(app, cast);
    const saved = { ...stub };
    stub.model = 'm'.repeat(101);
    try {
      const res = await app.post(
        workspacePath(requestId, 'generate-ai-assistance'),
        undefined,
        cast.client.headers,
      );
      expect([res.status, res.body.assistance?.provider]).toEqual([200, 'gpt-4o-mini']);
    } finally {
      Object.assign(stub, saved);
    }
  });
});
