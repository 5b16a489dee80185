import { route, SIGNED_IN, type RouteDefinition } from '../../rest/route';
import type { Services } from '../../services';
import { SubmittedWorkflowInput } from './dtos/template-submission.inputs';

/** Creators' submissions over REST (docs/product/publishing.md). */
export function templateSubmissionRoutes({ templateSubmissions }: Services): RouteDefinition[] {
  return [
    route({
      method: 'post',
      path: '/template-submissions/preview',
      summary: 'A workflow as the catalogue would list it, scrubbed; nothing is stored',
      description:
        "Send `workflow` (the n8n workflow JSON) or `n8nWorkflowId` (a workflow of the user's own n8n, read through the saved connection). Needs a verified email address (403 `email_unverified`).",
      body: SubmittedWorkflowInput,
      roles: SIGNED_IN,
      response:
        '`{preview: {workflow, removed: [{node, path, kind}], nodeCount, triggerType, complexity, category, integrations, n8nCompatibility, n8nObstacles, nearCopyOf: {id, name, author} | null}}`.',
      errors: ['email_unverified', 'upstream_error', 'rate_limited'],
      handler: async ({ actor, body }) => ({
        preview: await templateSubmissions.preview(actor, body),
      }),
    }),
  ];
}
