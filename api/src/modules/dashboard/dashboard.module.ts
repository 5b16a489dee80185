import type { FeatureModule, ServicesOf } from '../feature-module';
import type { accountsModule } from '../accounts/accounts.module';
import type { hiringModule } from '../hiring/hiring.module';
import type { notificationsModule } from '../notifications/notifications.module';
import type { paymentsModule } from '../payments/payments.module';
import type { DashboardLoaders } from './dashboard.loaders';
import { DashboardResolver } from './dashboard.resolver';
import { dashboardRoutes } from './dashboard.routes';
import { DashboardService } from './dashboard.service';

/**
 * The dashboard's Overview (docs/product/dashboard.md): the signed-in account's own figures,
 * read from the features that own them. It has no tables; saves used come with the plan from
 * accounts (saved-templates counts them there).
 */
export const dashboardModule: FeatureModule<
  { dashboard: DashboardService },
  { dashboard: DashboardLoaders },
  ServicesOf<
    typeof accountsModule | typeof notificationsModule | typeof paymentsModule | typeof hiringModule
  >
> = {
  name: 'dashboard',
  needs: ['accounts', 'notifications', 'payments', 'saved-templates', 'hiring'],
  resolvers: [DashboardResolver],
  services: ({ subscriptions, hireRelations, payments, notifications }) => ({
    dashboard: new DashboardService({ subscriptions, hireRelations, payments, notifications }),
  }),
  loaders: ({ dashboard }) => ({ dashboard: dashboard.loaders() }),
  routes: dashboardRoutes,
};
