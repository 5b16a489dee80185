import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { activeProject } from './workspace.fixtures';
import { eventually } from '../../../../test/eventually';

const PROJECT_UPDATED = `subscription ProjectUpdated($requestId: ID!) {
  projectUpdated(requestId: $requestId) {
    requestId status tasks { id title status } requirementQuestions { id question }
    deliverables { id }
  }
}`;

interface Workspace {
  requestId: string;
  status: string;
  tasks: { id: string; title: string; status: string }[];
  requirementQuestions: { id: string; question: string }[];
}

interface Event {
  data?: { projectUpdated?: Workspace };
  errors?: { extensions?: { code?: string } }[];
}

/**
 * `projectUpdated` over a real graphql-ws socket of the app: the participant's workspace at
 * once, then again after each change, checked against the workspace policy every time.
 */
describe('following a project workspace live (projectUpdated)', () => {
  let app: TestApp;
  let cast: HiringCast;
  const clients: Client[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });
  afterAll(() => app.close());

  function follow(who: TestAccount, requestId: string) {
    const client = createClient({
      url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: who.headers.authorization },
      retryAttempts: 0,
    });
    clients.push(client);
    const events: Event[] = [];
    const ended = new Promise<void>((resolve) => {
      client.subscribe(
        { query: PROJECT_UPDATED, variables: { requestId } },
        {
          next: (value) => void events.push(value as Event),
          error: () => resolve(),
          complete: resolve,
        },
      );
    });
    const workspaces = () => events.flatMap((event) => event.data?.projectUpdated ?? []);
    return { events, workspaces, ended };
  }

  const moveTask = async (requestId: string, taskId: string, status: string) => {
    const response = await app.graphql(
      `mutation ($input: UpdateTaskStatusInput!) { updateTaskStatus(input: $input) { status } }`,
      { input: { requestId, taskId, status } },
      cast.expert.headers,
    );
    expect(response.body.errors).toBeUndefined();
  };

  it('tells the expert at once when the client completes the project: read-only from then on', async () => {
    const requestId = await activeProject(app, cast);
    const expertSide = follow(cast.expert, requestId);
    await eventually(() => expect(expertSide.workspaces()).toHaveLength(1));
    expect(expertSide.workspaces()[0].status).toBe('active');

    const completed = await app.post(
      `/api/expert-hire-request/${requestId}/complete`,
      {},
      cast.client.headers,
    );
    expect(completed.status).toBe(200);
    await eventually(() => expect(expertSide.workspaces()).toHaveLength(2));
    expect(expertSide.workspaces()[1].status).toBe('completed');

    // A change now is refused with the status named, and nothing more is sent.
    const [task] = expertSide.workspaces()[1].tasks;
    const refused = await app.graphql(
      `mutation ($input: UpdateTaskStatusInput!) { updateTaskStatus(input: $input) { status } }`,
      { input: { requestId, taskId: task.id, status: 'in_progress' } },
      cast.expert.headers,
    );
    expect(refused.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(refused.body.errors[0].message).toMatch(/^This project is completed/);
    expect(expertSide.workspaces()).toHaveLength(2);
  });

  it("sends the client's workspace at once, then with the task the expert completed", async () => {
    const requestId = await activeProject(app, cast);
    const clientSide = follow(cast.client, requestId);
    await eventually(() => expect(clientSide.workspaces()).toHaveLength(1));
    const [first] = clientSide.workspaces();
    expect(first.requestId).toBe(requestId);
    expect(first.tasks.length).toBeGreaterThan(0);
    expect(first.tasks.every((task) => task.status === 'pending')).toBe(true);
    const task = first.tasks[0];

    await moveTask(requestId, task.id, 'in_progress');
    await moveTask(requestId, task.id, 'completed');
    await eventually(() => {
      const latest = clientSide.workspaces().at(-1)!;
      expect(latest.tasks.find((each) => each.id === task.id)?.status).toBe('completed');
    });
    const statuses = clientSide
      .workspaces()
      .map((workspace) => workspace.tasks.find((each) => each.id === task.id)?.status);
    // Each change is a read of the workspace after it: never back in time.
    expect(statuses[0]).toBe('pending');
    expect(statuses.indexOf('completed')).toBeGreaterThan(statuses.lastIndexOf('pending'));
    expect(statuses.indexOf('completed')).toBe(statuses.length - 1);
  });

  it('sends the workspace again when the expert asks a question', async () => {
    const requestId = await activeProject(app, cast);
    const expertSide = follow(cast.expert, requestId);
    await eventually(() => expect(expertSide.workspaces()).toHaveLength(1));
    const asked = await app.graphql(
      `mutation ($input: AddRequirementQuestionInput!) { addRequirementQuestion(input: $input) { id } }`,
      { input: { requestId, question: 'Which Slack channel?', type: 'clarification' } },
      cast.expert.headers,
    );
    expect(asked.body.errors).toBeUndefined();
    await eventually(() =>
      expect(expertSide.workspaces().at(-1)!.requirementQuestions).toEqual([
        { id: asked.body.data.addRequirementQuestion.id, question: 'Which Slack channel?' },
      ]),
    );
  });

  it('refuses another expert of the request and a stranger, with the codes REST answers', async () => {
    const requestId = await activeProject(app, cast);
    const otherExpert = follow(cast.otherExpert, requestId);
    const stranger = follow(cast.freeUser, requestId);
    await Promise.all([otherExpert.ended, stranger.ended]);
    expect(
      [otherExpert, stranger].map((side) => side.events[0]?.errors?.[0]?.extensions?.code),
    ).toEqual(['FORBIDDEN', 'NOT_FOUND']);
    expect([...otherExpert.workspaces(), ...stranger.workspaces()]).toEqual([]);
  });
});
