import type { AppError } from '../../core/app-error';
import { route, SIGNED_IN, type RouteDefinition } from '../../rest/route';
import type { Services } from '../../services';
import {
  ImportWorkflowInput,
  N8nSettingsInput,
  N8nWorkflowListInput,
  TestN8nConnectionInput,
} from './dtos/n8n-connection.inputs';

/**
 * The failure body of an import, `{success: false, error, details, url}`: `error` is n8n's own
 * message (or ours, for a 400), `details` what else is known, `url` the address tried. `code` and
 * `message` are added so the body also reads like every other error (its code, the text as
 * `message`).
 */
function importFailure(error: AppError) {
  const { details, url, fields } = error.extra as {
    details?: string;
    url?: string;
    fields?: Record<string, string>;
  };
  return {
    success: false,
    code: error.code,
    error: error.message,
    message: error.message,
    details:
      details ??
      (fields
        ? Object.entries(fields)
            .map(([field, problem]) => `${field} ${problem}`)
            .join('; ')
        : ''),
    url: url ?? null,
    ...(fields && { fields }),
  };
}

/** The n8n connection and imports over REST (docs/product/saved-templates-and-n8n.md). */
export function n8nConnectionRoutes({ n8nConnection }: Services): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/user-settings',
      summary: "The signed-in user's n8n connection (the API key is never returned)",
      roles: SIGNED_IN,
      response:
        '`{settings: {n8nInstanceUrl, hasApiKey, lastTest}}`; `n8nInstanceUrl` is null when unset, `lastTest` (`{result, version, testedAt}`) null until the saved connection is tested.',
      handler: async ({ actor }) => ({
        settings: await n8nConnection.settings(actor),
      }),
    }),
    route({
      method: 'post',
      path: '/user-settings',
      summary: 'Saves the n8n connection; the API key is stored encrypted',
      body: N8nSettingsInput,
      roles: SIGNED_IN,
      response:
        '`{success, settings: {n8nInstanceUrl, hasApiKey}}`; without either field 400 `Both n8n Instance URL and API Key are required`.',
      handler: async ({ actor, body }) => ({
        success: true,
        settings: await n8nConnection.saveSettings(actor, body),
      }),
    }),
    route({
      method: 'delete',
      path: '/user-settings',
      summary: 'Clears the n8n connection',
      roles: SIGNED_IN,
      response: '`{success: true, cleared}`; `cleared` is false when nothing was saved.',
      handler: async ({ actor }) => ({
        success: true,
        ...(await n8nConnection.clearSettings(actor)),
      }),
    }),
    route({
      method: 'post',
      path: '/user-settings/test',
      summary: "Tests the n8n connection with an authenticated read of n8n's public API",
      description:
        'Tests `n8nSettings` when given (nothing stored), else the saved connection, whose result is kept as its `lastTest`. Sends `GET /api/v1/workflows?limit=1` through the address policy; an address it refuses is never contacted. What it finds is the `result`, never an error status.',
      body: TestN8nConnectionInput,
      bodyOptional: true,
      roles: SIGNED_IN,
      response:
        '`{success: true, result, version, n8nInstanceUrl, reason, testedAt, settings}`; `result` is `connected`, `key_refused`, `unreachable`, `address_refused` or `not_configured`; `version` is null (n8n does not tell it).',
      errors: ['rate_limited'],
      handler: async ({ actor, body }) => ({
        success: true,
        ...(await n8nConnection.testConnection(actor, body)),
      }),
    }),
    route({
      method: 'get',
      path: '/n8n/workflows',
      summary: "A page of the workflows in the signed-in user's own n8n",
      description:
        "Reads `GET /api/v1/workflows?limit=25&cursor=` of the saved connection through the address policy (an address it refuses is never contacted). Not connected: 400. n8n's refusal or no answer: 502 `upstream_error` in n8n's words.",
      query: N8nWorkflowListInput,
      roles: SIGNED_IN,
      response:
        '`{workflows: [{id, name, updatedAt, nodeCount, active}], nextCursor}`; `nextCursor` is null on the last page.',
      errors: ['upstream_error', 'rate_limited'],
      handler: ({ actor, query }) => n8nConnection.listWorkflows(actor, query),
    }),
    route({
      method: 'post',
      path: '/import-workflow',
      summary: "Sends a workflow to the user's n8n through its public API",
      description:
        "Uses `n8nSettings` when given, else the saved connection. The workflow is reduced to what `POST /api/v1/workflows` accepts, with fresh webhook ids. Failures answer `{success: false, error, details, url}`: 502 when n8n refused or could not be reached (`error` is n8n's own message), 400 for our own validation, an address FlowVault does not connect to included (nothing is sent; `fields` names the URL).",
      body: ImportWorkflowInput,
      roles: SIGNED_IN,
      notFound: 'Template not found',
      response: '`{success: true, message, n8nUrl, workflowId}`.',
      errors: ['not_found', 'upstream_error', 'rate_limited'],
      failureBody: importFailure,
      handler: ({ actor, body }) => n8nConnection.importWorkflow(actor, body),
    }),
  ];
}
