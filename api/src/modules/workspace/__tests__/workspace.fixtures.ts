import { buildTemplate } from '../../../../test/factories';
import type { TestApp } from '../../../../test/app';
import {
  acceptAndPay,
  applyTo,
  createRequest,
  type HiringCast,
} from '../../hiring/__tests__/hiring.fixtures';

/** A lead flow: a webhook, a mapping step, Slack twice and Google Sheets. */
export const LEAD_FLOW = [
  'n8n-nodes-base.webhook',
  'n8n-nodes-base.set',
  'n8n-nodes-base.slack',
  'n8n-nodes-base.googleSheets',
  'n8n-nodes-base.slack',
];

/** A request on a template of `nodeTypes` with the cast's expert and other expert applied. */
export async function requestWithApplications(
  app: TestApp,
  cast: HiringCast,
  nodeTypes: string[] = LEAD_FLOW,
) {
  const template = await buildTemplate(app.services.dataSource, { nodeTypes });
  const request = await createRequest(app, cast.client, template.id);
  const application = await applyTo(app, cast.expert, request._id);
  await applyTo(app, cast.otherExpert, request._id);
  return { requestId: request._id as string, applicationId: application._id as string };
}

/**
 * An active project: the client accepts the cast's expert and pays through the test gateway;
 * the other expert's application is closed (rejected) by the activation.
 */
export async function activeProject(
  app: TestApp,
  cast: HiringCast,
  nodeTypes: string[] = LEAD_FLOW,
): Promise<string> {
  const { requestId, applicationId } = await requestWithApplications(app, cast, nodeTypes);
  await acceptAndPay(app, cast.client, requestId, applicationId);
  return requestId;
}

export const workspacePath = (requestId: string, tail = 'project-management') =>
  `/api/expert-hire-request/${requestId}/${tail}`;
