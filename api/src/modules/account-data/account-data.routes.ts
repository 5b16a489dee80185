import { route, SIGNED_IN, type RouteDefinition } from '../../rest/route';
import type { Services } from '../../services';
import { DeleteAccountInput } from './dtos/account-data.inputs';

/** The holder's own data over REST (docs/product/accounts-and-plans.md, Your data). */
export function accountDataRoutes({ accountData }: Services): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/account/export',
      summary: 'A copy of everything the signed-in account holds, as JSON (5 an hour)',
      roles: SIGNED_IN,
      response:
        "`{exportedAt, profile, subscription, notificationSettings, n8nConnection, savedTemplates, hireRequests, expertApplications, hireApplications, chatMessages, requirementQuestions, requirementAnswers, projectDeliverables, notifications, payments}`: the account's own rows only; the n8n API key never.",
      errors: ['rate_limited'],
      handler: ({ actor }) => accountData.export(actor),
    }),
    route({
      method: 'post',
      path: '/account/delete',
      summary: 'Deletes the signed-in account, confirmed with its password',
      roles: SIGNED_IN,
      body: DeleteAccountInput,
      status: 204,
      response:
        'Deleted: every session has ended. A wrong password is 400 on `currentPassword`; an active project, an open request, a pending application, a renewing plan or the ADMIN_EMAIL account is 409.',
      errors: ['conflict', 'rate_limited'],
      handler: ({ actor, body }) => accountData.deleteAccount(actor, body),
    }),
  ];
}
