import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, separateOperations } from 'graphql';
import { REPO_ROOT } from '../../config/env';
import { createAccount, TEST_PASSWORD } from '../../../test/accounts';
import { PLANS } from '../../modules/accounts/plans';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildTemplate } from '../../../test/factories';
import { startN8nStandIn } from '../../../test/n8n-stand-in';
import { validForm } from '../../modules/experts/__tests__/expert-forms';
import {
  acceptAndPay,
  applicationBody,
  applyTo,
  completedProject,
  createCast,
  createRequest,
  requestBody,
  type HiringCast,
} from '../../modules/hiring/__tests__/hiring.fixtures';
import { activeProject, workspacePath } from '../../modules/workspace/__tests__/workspace.fixtures';
import { OPERATION_LIMITS, WORKFLOW_FIELD_COST } from '../operation-limits';
import { requestPolicy } from '../request-policy';
import { getSchema } from '../schema';
import { admitSocketOperation } from '../socket-operation';
import {
  aliasedSearches,
  FAN_OUT_BOUND_MS,
  fragmentFanOut,
  inlineFragments,
  RELATED_THREE_LEVELS,
  RELATED_WORKFLOWS,
} from './hostile-operations';

const { depth: MAX_DEPTH } = OPERATION_LIMITS;

/** `relatedTemplates` nested `levels` times inside a page of one template. */
function nestedQuery(levels: number): string {
  let selection = 'id';
  for (let i = 0; i < levels; i++) selection = `relatedTemplates(limit: 1) { ${selection} }`;
  return `{ templates(limit: 1) { templates { ${selection} } } }`;
}

/** Whether `query` is a subscription: sent over graphql-ws, where HTTP would refuse it. */
function isSubscription(query: string): boolean {
  return parse(query).definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'subscription',
  );
}

/** Every operation of the web app, each with the fragments it spreads, as Apollo Client sends it. */
function webOperations(): Record<string, string> {
  const files = readdirSync(path.join(REPO_ROOT, 'web/src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(path.join(REPO_ROOT, 'web/src', file), 'utf8'));
  const operations = separateOperations(parse(files.join('\n')));
  return Object.fromEntries(Object.entries(operations).map(([name, doc]) => [name, print(doc)]));
}

describe('GraphQL query limits', () => {
  let app: TestApp;
  let templateId: string;

  beforeAll(async () => {
    app = await createTestApp();
    templateId = (await buildTemplate(app.services.dataSource, { category: 'AI' })).id;
    await buildTemplate(app.services.dataSource, { category: 'AI' });
  });
  afterAll(() => app.close());

  /** Sends `query` and expects a 400 QUERY_TOO_COMPLEX before any SQL runs; returns the message. */
  async function refused(query: string): Promise<string> {
    app.resetQueries();
    const res = await app.graphql(query);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toEqual({ code: 'QUERY_TOO_COMPLEX' });
    expect(app.queries).toEqual([]);
    return res.body.errors.map((error: { message: string }) => error.message).join('\n');
  }

  it(`accepts a query ${MAX_DEPTH} levels deep`, async () => {
    const res = await app.graphql(nestedQuery(MAX_DEPTH - 3));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.templates.templates).toHaveLength(1);
  });

  it(`refuses a query ${MAX_DEPTH + 1} levels deep before any SQL runs`, async () => {
    expect(await refused(nestedQuery(MAX_DEPTH - 2))).toMatch(/too deep: 13 levels, at most 12/);
  });

  it('counts depth through fragments', async () => {
    const message = await refused(`
      query { templates { templates { ...Deep } } }
      fragment Deep on Template {
        relatedTemplates(limit: 1) { relatedTemplates(limit: 1) { relatedTemplates(limit: 1) {
          relatedTemplates(limit: 1) { relatedTemplates(limit: 1) { relatedTemplates(limit: 1) {
            relatedTemplates(limit: 1) { relatedTemplates(limit: 1) { relatedTemplates(limit: 1) {
              relatedTemplates(limit: 1) { id } } } } } } } } } }
      }`);
    expect(message).toMatch(/too deep/);
  });

  // Expanded, a fan-out of 2^30 fields would take minutes (22 levels took 7 s before fragments
  // were measured once); measured once, it is milliseconds. The bound is this test's timeout,
  // orders of magnitude away from either, so a busy machine cannot fail it.
  it.each([22, 30])(
    'refuses a fragment fan-out of %i levels without expanding it',
    async (levels) => {
      expect(await refused(fragmentFanOut(levels))).toMatch(/too many fields/);
    },
    FAN_OUT_BOUND_MS,
  );

  it('refuses a shallow query whose lists multiply past the cost limit', async () => {
    expect(await refused(RELATED_THREE_LEVELS)).toMatch(/too costly: \d+, at most 5000/);
  });

  it('counts a variable limit as the largest page, whatever the variables say', async () => {
    const query = `query Costly($limit: Int!) {
      templates(limit: 100) { templates { relatedTemplates(limit: $limit) { id } } }
    }`;
    for (const limit of [1, 20]) {
      const res = await app.graphql(query, { limit });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toMatch(/too costly/);
    }
  });

  it('refuses 1,000 aliased searches in one request', async () => {
    expect(await refused(aliasedSearches(1000))).toMatch(/too large/);
  });

  it(`refuses more than ${OPERATION_LIMITS.aliases} aliases, each of which runs a resolver`, async () => {
    expect((await app.graphql(aliasedSearches(OPERATION_LIMITS.aliases))).status).toBe(200);
    expect(await refused(aliasedSearches(OPERATION_LIMITS.aliases + 1))).toMatch(
      /too many aliases: 21, at most 20/,
    );
  });

  it(`refuses a document of more than ${OPERATION_LIMITS.tokens} tokens before parsing it whole`, async () => {
    expect((await app.graphql(inlineFragments(165))).body.errors).toBeUndefined();
    expect(await refused(inlineFragments(166))).toBe('Query is too large: more than 1000 tokens');
  });

  it(`refuses a document of more than ${OPERATION_LIMITS.characters} characters`, async () => {
    const padded = `{ categories { name } } #${'x'.repeat(OPERATION_LIMITS.characters)}`;
    expect(await refused(padded)).toBe('Query is too large: more than 20000 characters');
  });

  it(`refuses more than ${OPERATION_LIMITS.fields} fields, counting each spread of a fragment`, async () => {
    expect((await app.graphql(fragmentFanOut(8))).body.errors).toBeUndefined();
    expect(await refused(fragmentFanOut(9))).toBe(
      'Query selects too many fields: 513, at most 500',
    );
  });

  it(`counts a workflow as ${WORKFLOW_FIELD_COST} fields: the related templates' workflows of a page are refused`, async () => {
    expect(await refused(RELATED_WORKFLOWS)).toMatch(/too costly: \d+, at most 5000/);
    const relatedNodeTypes =
      '{ templates(limit: 100) { templates { relatedTemplates(limit: 20) { nodeTypes { type } } } } }';
    expect(await refused(relatedNodeTypes)).toMatch(/too costly/);
  });

  it("prices hiring's lists at their default size: twenty aliases of nested workflows are refused", async () => {
    const aliased = (selection: string) =>
      `{ ${Array.from({ length: OPERATION_LIMITS.aliases }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;
    const nested = [
      'hireRequests { template { workflow } applications { project { template { workflow } } } }',
      'hireRequest(id: "x") { applications { project { template { workflow } } } }',
      'myApplications { items { project { template { workflow } } } }',
    ];
    for (const selection of nested) {
      expect(await refused(aliased(selection))).toMatch(/too costly: \d+, at most 5000/);
    }
  });

  it('accepts the largest ordinary page with its relations', async () => {
    const res = await app.graphql(`{
      templates(limit: 100) { templates {
        id name categoryInfo { name count } workflow
        relatedTemplates { id name categoryInfo { count } }
      } pagination { totalItems } }
    }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.templates.pagination.totalItems).toBe(2);
  });
  // Last: the detail page counts a view, written a moment later, which the tests above would see.
  it('lets every operation the web app sends through, at its largest page', async () => {
    const account = await createAccount(app.services);
    const checkout = async () => {
      const res = await app.post(
        '/api/process-payment',
        { subscriptionId: PLANS[1].id, gateway: 'test', currency: 'USD', amount: 19 },
        account.headers,
      );
      return res.body.paymentResult.sessionId as string;
    };
    const [paid, cancelled, refundable] = [await checkout(), await checkout(), await checkout()];
    await app.post(`/api/payments/test/${refundable}/complete`, {}, account.headers);
    const pro = { subscriptionId: PLANS[1].id };
    // The diagram is drawn for a template the account saved; the toggle works on another one.
    await app.post('/api/saved-templates', { templateId }, account.headers);
    const other = (await buildTemplate(app.services.dataSource)).id;
    const n8n = await startN8nStandIn({ apiKey: 'limits-key' });
    const n8nSettings = { n8nInstanceUrl: n8n.url, n8nApiKey: 'limits-key' };
    const hiring = await hiringRecords(app);
    const { client, expert, otherExpert, admin } = hiring.cast;
    const project = await workspaceRecords(app, hiring.cast);
    const policy = requestPolicy({ isProduction: true });
    // A reset link of another account (using it ends that account's sessions, not the caller's).
    const resetter = await createAccount(app.services);
    const resetToken = 'limits-reset-token';
    await app.services.db.query(
      `INSERT INTO password_resets (user_id, token_hash, expires_at)
       VALUES ($1, encode(sha256($2::bytea), 'hex'), now() + interval '30 minutes')`,
      [resetter.id, resetToken],
    );
    // A verification link of another account, for its address.
    const verifier = await createAccount(app.services);
    const verifyToken = 'limits-verify-token';
    await app.services.db.query(
      `INSERT INTO email_verifications (user_id, email, token_hash, expires_at)
       VALUES ($1, $2, encode(sha256($3::bytea), 'hex'), now() + interval '1 day')`,
      [verifier.id, verifier.email, verifyToken],
    );
    // Deleting an account ends its sessions: one of its own, asked once.
    const leaver = await createAccount(app.services);
    // Cancel and Resume answer a paid plan in either state, so one account takes both.
    const planHolder = await createAccount(app.services, { plan: 'pro' });
    const variables: Record<string, Record<string, unknown>> = {
      TemplateDetailPage: { id: templateId },
      RecordTemplateDownload: { input: { id: templateId } },
      HomePageTemplates: { filter: { search: 'workflow' }, page: 1, limit: 100 },
      HomePageCatalog: { integrationLimit: 100 },
      SessionUser: {},
      ProfileForm: {},
      AccountDataExport: {},
      AccountDataDelete: { input: { currentPassword: TEST_PASSWORD } },
      SubscriptionSectionCancelPlan: {},
      SubscriptionSectionResumePlan: {},
      SubscriptionSection: {},
      DonateDialog: {},
      SignInDialogLogin: { input: { email: account.email, password: TEST_PASSWORD } },
      SignInDialogRegister: {
        input: { name: 'Limits', email: 'limits@example.com', password: 'secret-one' },
      },
      ForgotPasswordFormRequest: { input: { email: resetter.email } },
      VerifyEmailPageVerify: { input: { token: verifyToken } },
      EmailVerificationNoticeSend: {},
      ResetPasswordPageReset: { input: { token: resetToken, newPassword: 'limits new secret' } },
      ProfileFormUpdate: { input: { name: account.name, email: account.email } },
      SubscriptionSectionSubscribe: { input: { ...pro, paymentGateway: 'test' } },
      SubscriptionSectionStartPayment: {
        input: { ...pro, gateway: 'test', currency: 'USD', amount: 19 },
      },
      DonateDialogStart: { input: { amount: 5, gateway: 'test' } },
      PaymentConfirmation: { sessionId: paid },
      DonationThanks: { sessionId: paid },
      PaymentHistorySection: { page: 1, limit: 100 },
      AdminPaymentsPage: { status: 'paid', purpose: 'subscription', search: 'test', page: 1 },
      AdminPaymentsPageRefund: { input: { paymentId: refundable, reason: 'Limits test' } },
      OverviewSection: {},
      TestCheckoutPage: { sessionId: paid },
      TestCheckoutPagePay: { input: { sessionId: paid } },
      TestCheckoutPageCancel: { input: { sessionId: cancelled } },
      SaveTemplate: { input: { templateId: other } },
      UnsaveTemplate: { input: { templateId: other } },
      SavedTemplateState: { templateId },
      TemplateDiagram: { id: templateId },
      HomePageSavedState: { filter: { search: 'workflow' }, page: 1, limit: 100 },
      MyTemplatesSection: { page: 1, limit: 12, sortBy: 'newest', search: 'workflow' },
      MyTemplatesWorkflow: { templateId },
      N8nConnectionSettings: {},
      N8nConnectionSettingsSave: { input: n8nSettings },
      N8nConnectionSettingsClear: {},
      N8nConnectionSettingsTest: {},
      ImportToN8n: { input: { templateId, workflow: { name: 'Limits', nodes: [] }, n8nSettings } },
      HireExpertCheck: { templateId: hiring.pending.templateId },
      HireRequestedTemplates: {},
      HireRequestsSection: {},
      HireRequestDialogCreate: { input: requestBody(hiring.freshTemplateId) },
      ApplicationsDialog: { id: hiring.pending.id },
      ApplicationsDialogAccept: { id: hiring.toAccept },
      ApplicationsDialogReject: { id: hiring.toReject },
      RequestDetailsDialogCancel: { id: hiring.toCancel },
      RequestDetailsDialogPay: { input: { requestId: hiring.toPay } },
      RequestDetailsDialogComplete: { id: hiring.toComplete },
      RequestDetailsDialogFeedback: {
        input: { requestId: hiring.toRate, rating: 5, message: 'Great work.' },
      },
      ExpertBoardPage: { page: 1, limit: 50 },
      ApplyDialogApply: { input: { ...applicationBody(), requestId: hiring.pending.id } },
      ProjectApplicationsSection: { status: null },
      ProjectApplicationsWithdraw: { id: hiring.toWithdraw },
      BecomeExpertBanner: {},
      ExpertApplicationDialogSubmit: { input: validForm('limits') },
      ExpertApplicationsAdminPage: { status: 'pending' },
      ExpertApplicationsAdminApprove: { id: hiring.toApprove },
      ExpertApplicationsAdminReject: { input: { id: hiring.toDecline, reason: 'Not yet.' } },
      ProjectWorkspaceDialog: { requestId: project.requestId },
      ProjectTaskStatus: {
        input: { requestId: project.requestId, taskId: project.taskId, status: 'in_progress' },
      },
      ProjectAskQuestion: {
        input: { requestId: project.requestId, question: 'Which CRM?', type: 'technical' },
      },
      ProjectAnswerQuestion: {
        input: { requestId: project.requestId, questionId: project.questionId, answer: 'HubSpot.' },
      },
      ProjectAddDeliverable: {
        input: { requestId: project.requestId, title: 'Flow', url: 'https://example.com/flow' },
      },
      AiAssistantDialog: { requestId: project.requestId },
      AiAssistantGenerate: { input: { requestId: project.requestId, prompt: 'Map the lead.' } },
      AnonymousChatThread: { requestId: project.requestId },
      AnonymousChatSend: { input: { requestId: project.requestId, message: 'Hello.' } },
      AnonymousChatLive: { threadId: project.threadId, since: null },
      AnonymousChatMarkRead: { threadId: project.threadId, upToMessageId: null },
      ChatUnreadLive: {},
      ProjectWorkspaceLive: { requestId: project.requestId },
      NotificationsSection: { page: 1, limit: 50 },
      NotificationsMarkRead: { input: { all: true } },
      NotificationBell: {},
      NotificationBellLive: { since: null },
      NotificationSettingsTab: {},
      NotificationSettingsTabUpdate: { input: { kind: 'chat_message', email: false } },
      UnsubscribePageUnsubscribe: {
        input: { token: app.services.notifications.unsubscribeToken(account.id, 'chat_message') },
      },
    };
    // Hiring's operations are sent by the person whose page sends them.
    const callers: Record<string, { headers: Record<string, string> }> = {
      HireExpertCheck: client,
      HireRequestedTemplates: client,
      HireRequestsSection: client,
      HireRequestDialogCreate: client,
      ApplicationsDialog: client,
      ApplicationsDialogAccept: client,
      ApplicationsDialogReject: client,
      RequestDetailsDialogCancel: client,
      RequestDetailsDialogPay: client,
      RequestDetailsDialogComplete: client,
      RequestDetailsDialogFeedback: client,
      ExpertBoardPage: otherExpert,
      ApplyDialogApply: otherExpert,
      ProjectApplicationsSection: expert,
      ProjectApplicationsWithdraw: expert,
      ExpertApplicationsAdminPage: admin,
      AdminPaymentsPage: admin,
      AdminPaymentsPageRefund: admin,
      ExpertApplicationsAdminApprove: admin,
      ExpertApplicationsAdminReject: admin,
      ProjectWorkspaceDialog: client,
      ProjectTaskStatus: expert,
      ProjectAskQuestion: expert,
      ProjectAnswerQuestion: client,
      ProjectAddDeliverable: expert,
      AiAssistantDialog: expert,
      AiAssistantGenerate: expert,
      AnonymousChatThread: client,
      AnonymousChatSend: client,
      AnonymousChatMarkRead: client,
      AccountDataDelete: leaver,
      SubscriptionSectionCancelPlan: planHolder,
      SubscriptionSectionResumePlan: planHolder,
    };
    const operations = webOperations();
    expect(Object.keys(operations).sort()).toEqual(Object.keys(variables).sort());
    try {
      for (const [name, query] of Object.entries(operations)) {
        // A subscription goes over graphql-ws, which admits it by the same policy.
        if (isSubscription(query)) {
          const admitted = admitSocketOperation(getSchema(), policy, {
            query,
            variables: variables[name],
          });
          expect({ name, errors: Array.isArray(admitted) ? admitted : undefined }).toEqual({
            name,
            errors: undefined,
          });
          continue;
        }
        const caller = callers[name] ?? account;
        const res = await app.graphql(query, variables[name], caller.headers);
        expect({ name, errors: res.body.errors }).toEqual({ name, errors: undefined });
      }
    } finally {
      await n8n.close();
    }
  });
});

/**
 * A record in the state each hiring operation of the web app acts on, one per operation, so
 * the order they are sent in does not matter.
 */
async function hiringRecords(app: TestApp) {
  const cast = await createCast(app);
  const { client, expert } = cast;
  const template = async () => (await buildTemplate(app.services.dataSource)).id;
  const requestWith = async (applied: boolean) => {
    const request = await createRequest(app, client, await template());
    const application = applied ? await applyTo(app, expert, request._id) : undefined;
    return { id: request._id as string, applicationId: application?._id as string };
  };
  const pendingTemplate = await template();
  const pending = await createRequest(app, client, pendingTemplate);
  await applyTo(app, expert, pending._id);
  const accepted = await requestWith(true);
  await app.post(
    `/api/expert-hire-request/applications/${accepted.applicationId}/accept`,
    undefined,
    client.headers,
  );
  const active = await requestWith(true);
  await acceptAndPay(app, client, active.id, active.applicationId);
  const expertForm = async (tag: string) => {
    const applicant = await createAccount(app.services, { plan: 'pro' });
    const res = await app.post('/api/expert-application', validForm(tag), applicant.headers);
    return res.body.application._id as string;
  };
  return {
    cast,
    pending: { id: pending._id as string, templateId: pendingTemplate },
    freshTemplateId: await template(),
    toAccept: (await requestWith(true)).applicationId,
    toReject: (await requestWith(true)).applicationId,
    toCancel: (await requestWith(false)).id,
    toPay: accepted.id,
    toComplete: active.id,
    toRate: (await completedProject(app, client, expert, await template())).requestId,
    toWithdraw: (await requestWith(true)).applicationId,
    toApprove: await expertForm('approve'),
    toDecline: await expertForm('decline'),
  };
}

/**
 * An active project with what the workspace and chat operations of the web app act on: a task,
 * a question the expert asked, the assistance generated, and the accepted thread.
 */
async function workspaceRecords(app: TestApp, cast: HiringCast) {
  const requestId = await activeProject(app, cast);
  const asked = await app.put(
    workspacePath(requestId),
    { type: 'add_requirement_question', data: { question: 'Which sheet?', type: 'business' } },
    cast.expert.headers,
  );
  expect(asked.status).toBe(200);
  const generated = await app.post(
    workspacePath(requestId, 'generate-ai-assistance'),
    {},
    cast.expert.headers,
  );
  expect(generated.status).toBeLessThan(300);
  const rows: Array<{ task: string; question: string; thread: string }> =
    await app.services.dataSource.query(
      `SELECT (SELECT id FROM project_tasks WHERE request_id = $1 ORDER BY position LIMIT 1) AS task,
              (SELECT id FROM requirement_questions WHERE request_id = $1 LIMIT 1) AS question,
              (SELECT t.id FROM chat_threads t JOIN hire_applications a ON a.id = t.application_id
                WHERE t.request_id = $1 AND a.status = 'accepted') AS thread`,
      [requestId],
    );
  const [{ task, question, thread }] = rows;
  return { requestId, taskId: task, questionId: question, threadId: thread };
}
