import type { SignedInActor } from '../../../core/actor';
import { route, SIGNED_IN, type RouteDefinition } from '../../../rest/route';
import type { Services } from '../../../services';
import { presentCheckout } from '../../payments/payment.presenter';
import {
  CreateHireRequestInput,
  FeedbackBody,
  HirePaymentBody,
  HireRequestCheckQuery,
} from '../dtos/hire-request.inputs';
import { ListSizeArgs } from '../dtos/list-size.args';
import type { HireRequestRecord } from './hire-request.repository';
import { presentApplication, presentRequest } from '../hiring.presenter';
import { REQUEST_NOT_FOUND } from '../hiring.policy';

const REQUEST_SHAPE =
  '`{_id, status, urgency, timeline, budget, businessProblem, requirements, industry, companySize, createdAt, updatedAt, templateId, templateName, templateData, isOwner, applicationCounts (owner only, else null), expertApplications}`';

/**
 * The client's side of hiring over REST (docs/product/hiring-and-experts.md): one service call
 * per route, then `hireViews` gathers what the presenter shows (as GraphQL's loaders do).
 */
export function hireRequestRoutes({
  hireRequests,
  hireApplications,
  hirePayments,
  hireViews,
}: Services): RouteDefinition[] {
  const requestBody = async (user: SignedInActor, record: HireRequestRecord) => ({
    request: presentRequest(await hireViews.request(user, record)),
  });
  return [
    route({
      method: 'post',
      path: '/expert-hire-request',
      summary: 'Asks for an expert on a template (an active paid plan is needed)',
      body: CreateHireRequestInput,
      roles: SIGNED_IN,
      status: 201,
      response: `\`{request}\`: ${REQUEST_SHAPE}. Without a paid plan: 403 \`subscription_required\` with the upgrade data; a second open request on the template: 409.`,
      errors: ['not_found', 'conflict', 'subscription_required'],
      handler: async ({ actor: user, body }) => {
        return requestBody(user, await hireRequests.create(user, body));
      },
    }),
    route({
      method: 'get',
      path: '/expert-hire-request',
      summary: "The signed-in client's hire requests, newest first (`limit`: 20, at most 100)",
      query: ListSizeArgs,
      roles: SIGNED_IN,
      response: `\`{requests: [...]}\`, each ${REQUEST_SHAPE}.`,
      handler: async ({ actor: user, query }) => {
        const views = await hireViews.requests(user, await hireRequests.listOwn(user, query));
        return { requests: views.map(presentRequest) };
      },
    }),
    route({
      method: 'get',
      path: '/expert-hire-request/check',
      summary: 'Whether the signed-in user has an open request on a template',
      query: HireRequestCheckQuery,
      roles: SIGNED_IN,
      response: '`{hasActiveRequest, requestId}`.',
      handler: ({ actor, query }) => hireRequests.check(actor, query),
    }),
    route({
      method: 'get',
      path: '/expert-hire-request/:id',
      summary: 'A hire request, to its client and to experts who applied',
      roles: SIGNED_IN,
      notFound: REQUEST_NOT_FOUND,
      response: `\`{request}\`: ${REQUEST_SHAPE}; an expert sees only their own application.`,
      handler: async ({ actor: user, params }) => {
        return requestBody(user, await hireRequests.get(user, params.id));
      },
    }),
    route({
      method: 'get',
      path: '/expert-hire-request/:id/applications',
      summary: "A request's applications: all to its client, their own to an expert who applied",
      roles: SIGNED_IN,
      notFound: REQUEST_NOT_FOUND,
      response:
        '`{applications: [...]}`, each as `presentApplication` gives it (`_id`, expert, proposal, project).',
      handler: async ({ actor, params }) => {
        const { request, applications } = await hireApplications.forRequest(actor, params.id);
        const views = await hireViews.applications(applications, [request]);
        return { applications: views.map(presentApplication) };
      },
    }),
    route({
      method: 'post',
      path: '/expert-hire-request/:id/cancel',
      summary: 'Cancels a pending or in_selection request (its client)',
      roles: SIGNED_IN,
      notFound: REQUEST_NOT_FOUND,
      response: `\`{request}\`; 409 naming the state when it can no longer be cancelled.`,
      errors: ['conflict'],
      handler: async ({ actor: user, params }) => {
        return requestBody(user, await hireRequests.cancel(user, params.id));
      },
    }),
    route({
      method: 'post',
      path: '/expert-hire-request/:id/complete',
      summary: 'Marks an active project completed (its client)',
      roles: SIGNED_IN,
      notFound: REQUEST_NOT_FOUND,
      response: '`{request}`; 409 unless the request is active.',
      errors: ['conflict'],
      handler: async ({ actor: user, params }) => {
        return requestBody(user, await hireRequests.complete(user, params.id));
      },
    }),
    route({
      method: 'post',
      path: '/expert-hire-request/:id/feedback',
      summary: 'Rates the accepted expert of a completed project, once (its client)',
      body: FeedbackBody,
      roles: SIGNED_IN,
      notFound: REQUEST_NOT_FOUND,
      response: '`{application}`: the accepted application with its `feedback`; 409 after once.',
      errors: ['conflict'],
      handler: async ({ actor, params, body }) => {
        const rated = await hireRequests.leaveFeedback(actor, params.id, body);
        return { application: presentApplication(await hireViews.application(rated)) };
      },
    }),
    route({
      method: 'post',
      path: '/expert-hire-request/:id/create-payment-intent',
      summary: "Opens a checkout for the accepted application's proposed budget (its client)",
      description:
        'The body is optional: `{gateway?, returnUrl?, cancelUrl?}`. The amount is always the accepted budget.',
      body: HirePaymentBody,
      bodyOptional: true,
      roles: SIGNED_IN,
      notFound: REQUEST_NOT_FOUND,
      response:
        '`{success: true, paymentResult: {paymentUrl, status: "pending", sessionId, data}}`; 409 unless the request is in_selection.',
      errors: ['conflict', 'upstream_error', 'rate_limited'],
      handler: async ({ actor, params, body, ip }) => {
        const started = await hirePayments.start(actor, params.id, body, { ip });
        return { success: true, paymentResult: presentCheckout(started) };
      },
    }),
  ];
}
