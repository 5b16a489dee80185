import { route, SIGNED_IN, type RouteDefinition } from '../../rest/route';
import type { Services } from '../../services';
import {
  ExpertApplicationListInput,
  RejectionReasonInput,
  SubmitExpertApplicationInput,
} from './dtos/expert-application.inputs';
import { presentExpertApplication } from './expert-application.presenter';
import { APPLICATION_NOT_FOUND } from './expert-application.policy';
import { toPagination } from '../../core/pagination';

const ADMIN = ['admin'] as const;
const APPLICATION =
  'an expert application: `{_id, status, createdAt, updatedAt, ...the form, rejectionReason, reviewedAt}`';

/** The expert programme over REST: one service call per route. */
export function expertApplicationRoutes({ expertApplications }: Services): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/expert-application',
      summary: "The signed-in user's latest expert application",
      roles: SIGNED_IN,
      response: `\`{hasApplication, application}\`; \`application\` is null without one, else ${APPLICATION}.`,
      handler: async ({ actor }) => {
        const application = await expertApplications.mine(actor);
        return {
          hasApplication: application !== undefined,
          application: application ? presentExpertApplication(application) : null,
        };
      },
    }),
    route({
      method: 'post',
      path: '/expert-application',
      summary: 'Applies to the expert programme',
      body: SubmitExpertApplicationInput,
      roles: SIGNED_IN,
      status: 201,
      response: `\`{application}\`, ${APPLICATION}. A second pending or approved application is 409.`,
      errors: ['conflict'],
      handler: async ({ actor, body }) => ({
        application: presentExpertApplication(await expertApplications.submit(actor, body)),
      }),
    }),
    route({
      method: 'get',
      path: '/admin/expert-applications',
      summary: 'A page of expert applications to review: pending first, oldest first',
      query: ExpertApplicationListInput,
      roles: ADMIN,
      response: `\`{applications, pagination}\`, each ${APPLICATION}; \`pagination\` is \`{currentPage, totalPages, totalItems, itemsPerPage}\`.`,
      handler: async ({ actor, query }) => {
        const page = await expertApplications.list(actor, query);
        return {
          applications: page.items.map(presentExpertApplication),
          pagination: toPagination(page),
        };
      },
    }),
    route({
      method: 'post',
      path: '/admin/expert-applications/:id/approve',
      summary: 'Approves a pending application: the applicant becomes an expert with a profile',
      roles: ADMIN,
      notFound: APPLICATION_NOT_FOUND,
      response: `\`{application}\`; an application no longer pending is 409.`,
      errors: ['conflict'],
      handler: async ({ actor, params }) => ({
        application: presentExpertApplication(await expertApplications.approve(actor, params.id)),
      }),
    }),
    route({
      method: 'post',
      path: '/admin/expert-applications/:id/reject',
      summary: 'Rejects a pending application with a reason; its author may apply again',
      body: RejectionReasonInput,
      roles: ADMIN,
      notFound: APPLICATION_NOT_FOUND,
      response: `\`{application}\`; an application no longer pending is 409.`,
      errors: ['conflict'],
      handler: async ({ actor, params, body }) => ({
        application: presentExpertApplication(
          await expertApplications.reject(actor, params.id, body),
        ),
      }),
    }),
  ];
}
