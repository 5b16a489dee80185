import { route, SIGNED_IN, type RouteDefinition } from '../../../rest/route';
import type { Services } from '../../../services';
import {
  ApplicationBody,
  MyApplicationsArgs,
  OpenProjectsArgs,
} from '../dtos/hire-application.inputs';
import { presentApplication, presentCounts, presentProject } from '../hiring.presenter';
import { APPLICATION_NOT_FOUND, EXPERT_ROLES, REQUEST_NOT_FOUND } from '../hiring.policy';
import { toPagination } from '../../../core/pagination';

/**
 * Applications over REST (docs/product/hiring-and-experts.md): the experts' board, applying and
 * withdrawing, and the client's accept and reject. One service call per route, then
 * `hireViews` gathers what the presenter shows.
 */
export function hireApplicationRoutes({
  hireApplications,
  hireViews,
}: Services): RouteDefinition[] {
  const applicationBody = async (record: Parameters<typeof hireViews.application>[0]) => ({
    application: presentApplication(await hireViews.application(record)),
  });
  return [
    route({
      method: 'get',
      path: '/expert-projects',
      summary: 'Pending requests to apply to, newest first, without any client identity',
      query: OpenProjectsArgs,
      roles: EXPERT_ROLES,
      response:
        '`{projects: [{_id, status, urgency, timeline, budget, businessProblem, requirements, industry, companySize, createdAt, templateId, templateName, templateData, clientName: "Anonymous", applicationCount, hasApplied}], pagination: {currentPage, totalPages, totalItems, itemsPerPage}}`.',
      handler: async ({ actor: user, query }) => {
        const board = await hireApplications.board(user, query);
        const views = await hireViews.projects(user, board.items);
        return { projects: views.map(presentProject), pagination: toPagination(board) };
      },
    }),
    route({
      method: 'post',
      path: '/expert-hire-request/:id/applications',
      summary: 'Applies to a pending request, once',
      body: ApplicationBody,
      roles: EXPERT_ROLES,
      status: 201,
      notFound: REQUEST_NOT_FOUND,
      response: '`{application}`; 409 for a second application or a request no longer pending.',
      errors: ['conflict'],
      handler: async ({ actor, params, body }) => {
        return applicationBody(await hireApplications.apply(actor, params.id, body));
      },
    }),
    route({
      method: 'get',
      path: '/expert-applications',
      summary: "The signed-in expert's applications, newest first (`limit`: 20, at most 100)",
      query: MyApplicationsArgs,
      roles: EXPERT_ROLES,
      response:
        '`{applications: [...], counts: {total, pending, accepted, rejected, withdrawn}}`; the counts are over all applications whatever `status` filters.',
      handler: async ({ actor, query }) => {
        const mine = await hireApplications.mine(actor, query);
        const views = await hireViews.applications(mine.items);
        return { applications: views.map(presentApplication), counts: presentCounts(mine.counts) };
      },
    }),
    route({
      method: 'post',
      path: '/expert-applications/:id/withdraw',
      summary: 'Withdraws a pending application (its expert)',
      roles: EXPERT_ROLES,
      notFound: APPLICATION_NOT_FOUND,
      response: '`{application}`; 409 unless it is pending.',
      errors: ['conflict'],
      handler: async ({ actor, params }) =>
        applicationBody(await hireApplications.withdraw(actor, params.id)),
    }),
    route({
      method: 'post',
      path: '/expert-hire-request/applications/:id/accept',
      summary: 'Accepts a pending application; the request moves to in_selection (its client)',
      roles: SIGNED_IN,
      notFound: APPLICATION_NOT_FOUND,
      response:
        '`{application}`; of two accepts at once on one request, one wins and one gets 409.',
      errors: ['conflict'],
      handler: async ({ actor, params }) =>
        applicationBody(await hireApplications.accept(actor, params.id)),
    }),
    route({
      method: 'post',
      path: '/expert-hire-request/applications/:id/reject',
      summary: 'Declines a pending application; the request stays pending (its client)',
      roles: SIGNED_IN,
      notFound: APPLICATION_NOT_FOUND,
      response: '`{application}`; 409 unless it and its request are pending.',
      errors: ['conflict'],
      handler: async ({ actor, params }) =>
        applicationBody(await hireApplications.reject(actor, params.id)),
    }),
  ];
}
