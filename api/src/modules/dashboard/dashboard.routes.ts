import { route, SIGNED_IN, type RouteDefinition } from '../../rest/route';
import type { Services } from '../../services';
import { presentOverview } from './dashboard.presenter';

/** The dashboard's Overview over REST (docs/product/dashboard.md). */
export function dashboardRoutes({ dashboard }: Services): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/dashboard/overview',
      summary: "The signed-in account's own figures, for the dashboard's Overview",
      roles: SIGNED_IN,
      response:
        '`{subscription: {plan, planId, isActive, templateSaves, templateSavesUsed, hiring, currentPeriodEnd, cancelAtPeriodEnd}, hireRequests: {total, pending, inSelection, active, completed, cancelled}, hireSpending: [{currency, amount}], expert: {applications: {total, pending, accepted, rejected, withdrawn}, completedProjects, ratingCount, averageRating} | null, unreadNotifications}`.',
      handler: async ({ actor }) => presentOverview(await dashboard.overview(actor)),
    }),
  ];
}
