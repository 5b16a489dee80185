import { createTestApp, type TestApp } from '../../../../test/app';
import { createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { activeProject } from './workspace.fixtures';

const TASK = `id phase title description priority status estimatedHours estimatedTime completedAt
  resources { title url type }`;
const WORKSPACE = `projectWorkspace(requestId: $id) {
  requestId tasks { ${TASK} }
  requirementQuestions { id question type status answer askedAt answeredAt }
  deliverables { id title url note createdAt } }`;
const ASSISTANCE = `requestId provider generatedAt taskBreakdown { ${TASK} }
  resources { title description type url relevanceScore estimatedReadTime }`;

/** The workspace over GraphQL: the same services and rules as REST. */
describe('the project workspace over GraphQL', () => {
  let app: TestApp;
  let cast: HiringCast;
  let requestId: string;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
    requestId = await activeProject(app, cast);
  });
  afterAll(() => app.close());

  const gql = async (
    query: string,
    variables: Record<string, unknown>,
    who: 'client' | 'expert' | 'otherExpert' | 'admin',
  ) => (await app.graphql(query, variables, cast[who].headers)).body;

  it('reads the workspace, moves a task, asks and answers a question, adds a deliverable', async () => {
    const read = await gql(`query ($id: ID!) { ${WORKSPACE} }`, { id: requestId }, 'client');
    expect(read.errors).toBeUndefined();
    const workspace = read.data.projectWorkspace;
    expect(workspace.requestId).toBe(requestId);
    expect(workspace.tasks[1]).toMatchObject({
      phase: 'credentials',
      title: 'Connect Slack credentials',
      estimatedHours: 0.5,
      estimatedTime: '30 minutes',
    });

    const move = `mutation ($input: UpdateTaskStatusInput!) { updateTaskStatus(input: $input) { ${TASK} } }`;
    const taskId = workspace.tasks[1].id;
    const started = await gql(
      move,
      { input: { requestId, taskId, status: 'in_progress' } },
      'expert',
    );
    expect(started.data.updateTaskStatus.status).toBe('in_progress');
    const back = await gql(move, { input: { requestId, taskId, status: 'pending' } }, 'expert');
    expect(back.errors[0].extensions.code).toBe('CONFLICT');
    const byClient = await gql(
      move,
      { input: { requestId, taskId, status: 'completed' } },
      'client',
    );
    expect(byClient.errors[0].extensions.code).toBe('FORBIDDEN');

    const asked = await gql(
      `mutation ($input: AddRequirementQuestionInput!) { addRequirementQuestion(input: $input) { id status type } }`,
      { input: { requestId, question: 'Which sheet?', type: 'clarification' } },
      'expert',
    );
    expect(asked.data.addRequirementQuestion).toMatchObject({
      status: 'pending',
      type: 'clarification',
    });
    const answer = `mutation ($input: AnswerRequirementQuestionInput!) { answerRequirementQuestion(input: $input) { status answer } }`;
    const questionId = asked.data.addRequirementQuestion.id;
    const blank = await gql(answer, { input: { requestId, questionId, answer: '  ' } }, 'client');
    expect(blank.errors[0]).toMatchObject({
      message: 'Please enter an answer.',
      extensions: { code: 'VALIDATION_ERROR' },
    });
    const answered = await gql(
      answer,
      { input: { requestId, questionId, answer: 'Leads' } },
      'client',
    );
    expect(answered.data.answerRequirementQuestion).toEqual({
      status: 'answered',
      answer: 'Leads',
    });

    const added = await gql(
      `mutation ($input: AddDeliverableInput!) { addDeliverable(input: $input) { title url note } }`,
      { input: { requestId, title: 'Export', url: 'https://example.com/export.json' } },
      'expert',
    );
    expect(added.data.addDeliverable).toEqual({
      title: 'Export',
      url: 'https://example.com/export.json',
      note: '',
    });
  });

  it('reads no chat for the workspace, which GraphQL serves apart (REST shows it)', async () => {
    const chatRead = () => app.queries.filter((sql) => /\bchat_(messages|threads)\b/.test(sql));
    app.resetQueries();
    const read = await gql(`query ($id: ID!) { ${WORKSPACE} }`, { id: requestId }, 'client');
    expect(read.errors).toBeUndefined();
    expect(read.data.projectWorkspace.tasks.length).toBeGreaterThan(0);
    expect(chatRead()).toEqual([]);

    app.resetQueries();
    const rest = await app.get(
      `/api/expert-hire-request/${requestId}/project-management`,
      cast.client.headers,
    );
    expect(rest.body.data.chatMessages.length).toBeGreaterThan(0);
    expect(chatRead().length).toBeGreaterThan(0);
  });

  it('answers FORBIDDEN to the expert who was not chosen and NOT_FOUND to an admin', async () => {
    const query = `query ($id: ID!) { ${WORKSPACE} }`;
    const other = await gql(query, { id: requestId }, 'otherExpert');
    expect(other.errors[0].extensions.code).toBe('FORBIDDEN');
    const admin = await gql(query, { id: requestId }, 'admin');
    expect(admin.errors[0].extensions.code).toBe('NOT_FOUND');
    const malformed = await gql(query, { id: 'nope' }, 'client');
    expect(malformed.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('gives NOT_FOUND for AI assistance until generateAiAssistance, then the same document', async () => {
    const query = `query ($id: ID!) { aiAssistance(requestId: $id) { ${ASSISTANCE} } }`;
    const before = await gql(query, { id: requestId }, 'expert');
    expect(before.errors[0].extensions.code).toBe('NOT_FOUND');

    const generated = await gql(
      `mutation ($input: GenerateAiAssistanceInput!) { generateAiAssistance(input: $input) {
        assistance { ${ASSISTANCE} } codeSuggestion { prompt answer resources { url } } } }`,
      { input: { requestId, prompt: 'Append each lead to Google Sheets' } },
      'expert',
    );
    expect(generated.errors).toBeUndefined();
    const { assistance, codeSuggestion } = generated.data.generateAiAssistance;
    expect(assistance.provider).toBe('rules');
    expect(codeSuggestion.resources[0].url).toBe(
      'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.googlesheets/',
    );
    const after = await gql(query, { id: requestId }, 'client');
    expect(after.data.aiAssistance).toEqual(assistance);
  });
});
