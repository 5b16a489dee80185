import { randomUUID } from 'node:crypto';
import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { validForm } from './expert-forms';

const APPLICATION_FIELDS = `
  id status createdAt updatedAt fullName email phone location jobTitle company
  yearsOfExperience education { degree field institution year } professionalSummary
  profiles { linkedin github portfolio twitter website }
  aiExpertise { machineLearning naturalLanguageProcessing computerVision deepLearning dataScience
    predictiveAnalytics chatbots voiceAssistants recommendationSystems other }
  automationExpertise { workflowAutomation processAutomation n8nExpertise zapierExpertise
    makeIntegromatExpertise apiIntegrations webScraping dataProcessing
    businessProcessOptimization other }
  programmingLanguages toolsAndPlatforms
  portfolioItems { title url description technologies }
  motivationStatement expertiseGoals contributionPlans rejectionReason reviewedAt`;

const MINE = `{ myExpertApplication { ${APPLICATION_FIELDS} } }`;
const SUBMIT = `mutation Submit($input: SubmitExpertApplicationInput!) {
  submitExpertApplication(input: $input) { ${APPLICATION_FIELDS} } }`;
const LIST = `query List($status: ExpertApplicationStatus, $page: Int, $limit: Int) {
  expertApplications(status: $status, page: $page, limit: $limit) {
    items { id status createdAt }
    pagination { currentPage totalPages totalItems itemsPerPage } } }`;
const APPROVE = `mutation Approve($id: ID!) { approveExpertApplication(id: $id) { id status reviewedAt } }`;
const REJECT = `mutation Reject($input: RejectExpertApplicationInput!) {
  rejectExpertApplication(input: $input) { id status rejectionReason } }`;

/** The expert programme over GraphQL: the same service as REST, so the same answers. */
describe('the expert programme over GraphQL', () => {
  let app: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAccount(app.services, { role: 'admin' });
  });
  afterAll(() => app.close());

  const codeOf = (res: { body: { errors?: Array<{ extensions: { code: string } }> } }) =>
    res.body.errors?.[0].extensions.code;

  it('asks a visitor to sign in and keeps the review to admins', async () => {
    const id = randomUUID();
    const user = await createAccount(app.services, { plan: 'pro' });
    const expert = await createAccount(app.services, { role: 'expert', plan: 'pro' });
    expect(codeOf(await app.graphql(MINE))).toBe('UNAUTHORIZED');
    expect(codeOf(await app.graphql(SUBMIT, { input: validForm() }))).toBe('UNAUTHORIZED');
    for (const headers of [{}, user.headers, expert.headers]) {
      const expected = 'authorization' in headers ? 'FORBIDDEN' : 'UNAUTHORIZED';
      expect(codeOf(await app.graphql(LIST, {}, headers))).toBe(expected);
      expect(codeOf(await app.graphql(APPROVE, { id }, headers))).toBe(expected);
      expect(codeOf(await app.graphql(REJECT, { input: { id, reason: 'No' } }, headers))).toBe(
        expected,
      );
    }
  });

  it('answers null for a user who never applied', async () => {
    const user = await createAccount(app.services, { plan: 'pro' });
    const res = await app.graphql(MINE, {}, user.headers);
    expect(res.body).toEqual({ data: { myExpertApplication: null } });
  });

  it('shows an application submitted over GraphQL exactly as REST does, and the reverse', async () => {
    const viaGraphql = await createAccount(app.services, { plan: 'pro' });
    const submitted = await app.graphql(
      SUBMIT,
      { input: validForm('graphql') },
      viaGraphql.headers,
    );
    expect(submitted.body.errors).toBeUndefined();
    const rest = await app.get('/api/expert-application', viaGraphql.headers);
    const { id, ...fields } = submitted.body.data.submitExpertApplication;
    expect(rest.body.application).toEqual({ _id: id, ...fields });

    const viaRest = await createAccount(app.services, { plan: 'pro' });
    const posted = await app.post('/api/expert-application', validForm('rest'), viaRest.headers);
    const { _id, ...restFields } = posted.body.application;
    const mine = await app.graphql(MINE, {}, viaRest.headers);
    expect(mine.body.data.myExpertApplication).toEqual({ id: _id, ...restFields });
  });

  it('refuses a second live application with CONFLICT', async () => {
    const user = await createAccount(app.services, { plan: 'pro' });
    await app.graphql(SUBMIT, { input: validForm() }, user.headers);
    const second = await app.graphql(SUBMIT, { input: validForm() }, user.headers);
    expect(second.body.errors[0]).toMatchObject({
      message: 'You already have an expert application.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('lists, approves and rejects for an admin, each decision once', async () => {
    const [first, second] = [
      await createAccount(app.services, { plan: 'pro' }),
      await createAccount(app.services, { plan: 'pro' }),
    ];
    const submitted = async (account: TestAccount) =>
      (await app.graphql(SUBMIT, { input: validForm() }, account.headers)).body.data
        .submitExpertApplication.id as string;
    const [approveId, rejectId] = [await submitted(first), await submitted(second)];

    const pending = await app.graphql(LIST, { status: 'pending' }, admin.headers);
    const pendingIds = pending.body.data.expertApplications.items.map((a: { id: string }) => a.id);
    expect(pendingIds).toEqual(expect.arrayContaining([approveId, rejectId]));

    const approved = await app.graphql(APPROVE, { id: approveId }, admin.headers);
    expect(approved.body.data.approveExpertApplication).toMatchObject({
      id: approveId,
      status: 'approved',
    });
    const me = await app.graphql('{ me { role } }', {}, first.headers);
    expect(me.body.data.me.role).toBe('expert');
    const again = await app.graphql(APPROVE, { id: approveId }, admin.headers);
    expect(again.body.errors[0]).toMatchObject({
      message: 'This expert application was already approved.',
      extensions: { code: 'CONFLICT' },
    });

    const rejected = await app.graphql(
      REJECT,
      { input: { id: rejectId, reason: 'Too little automation experience.' } },
      admin.headers,
    );
    expect(rejected.body.data.rejectExpertApplication).toEqual({
      id: rejectId,
      status: 'rejected',
      rejectionReason: 'Too little automation experience.',
    });
    const approvedList = await app.graphql(LIST, { status: 'approved' }, admin.headers);
    const statuses = approvedList.body.data.expertApplications.items.map(
      (a: { status: string }) => a.status,
    );
    expect(new Set(statuses)).toEqual(new Set(['approved']));
  });

  it('pages the pending queue oldest first, the second page holding the rest', async () => {
    const submittedIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const account = await createAccount(app.services, { plan: 'pro' });
      const res = await app.graphql(SUBMIT, { input: validForm() }, account.headers);
      submittedIds.push(res.body.data.submitExpertApplication.id);
    }
    const first = await app.graphql(LIST, { status: 'pending', limit: 2 }, admin.headers);
    const { totalItems, totalPages } = first.body.data.expertApplications.pagination;
    expect(totalPages).toBe(Math.ceil(totalItems / 2));
    const all: Array<{ id: string; createdAt: string }> = [];
    for (let page = 1; page <= totalPages; page++) {
      const res = await app.graphql(LIST, { status: 'pending', limit: 2, page }, admin.headers);
      expect(res.body.data.expertApplications.pagination.currentPage).toBe(page);
      all.push(...res.body.data.expertApplications.items);
    }
    expect(all).toHaveLength(totalItems);
    const times = all.map((application) => Date.parse(application.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // The newest submissions wait at the end of the queue, in the order they came.
    expect(all.slice(-3).map((application) => application.id)).toEqual(submittedIds);
  });

  it('refuses a limit past the largest page and an unknown status, naming the problem', async () => {
    const tooMany = await app.graphql(LIST, { limit: 101 }, admin.headers);
    expect(tooMany.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { limit: 'must be a whole number from 1 to 100' },
    });
    const unknown = await app.graphql(LIST, { status: 'maybe' }, admin.headers);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(unknown.body.errors[0].message).toMatch(/ExpertApplicationStatus/);
  });

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-an-id', '', '   ', 'x'.repeat(101)]) {
      for (const res of [
        await app.graphql(APPROVE, { id }, admin.headers),
        await app.graphql(REJECT, { input: { id, reason: 'No' } }, admin.headers),
      ]) {
        expect(res.body.errors[0]).toMatchObject({
          message: 'Expert application not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
    }
  });
});
