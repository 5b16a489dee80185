import type { FeatureModule, ServicesOf } from '../feature-module';
import type { accountsModule } from '../accounts/accounts.module';
import { AccountDataResolver } from './account-data.resolver';
import { accountDataRoutes } from './account-data.routes';
import { AccountDataService } from './account-data.service';

/**
 * The holder's own data (docs/product/accounts-and-plans.md, Your data): the export of
 * everything an account holds, and its deletion in one transaction. It reads and erases rows in
 * the tables of every feature it needs, so it is listed after all of them.
 */
export const accountDataModule: FeatureModule<
  { accountData: AccountDataService },
  object,
  ServicesOf<typeof accountsModule>
> = {
  name: 'account-data',
  needs: [
    'accounts',
    'mail',
    'notifications',
    'password-reset',
    'email-verification',
    'payments',
    'saved-templates',
    'n8n-connection',
    'experts',
    'hiring',
    'chat',
    'workspace',
  ],
  resolvers: [AccountDataResolver],
  services: ({ db, env, rateLimits, accounts, subscriptions }) => ({
    accountData: new AccountDataService(db, {
      accounts,
      subscriptions,
      rateLimits,
      adminEmail: env.adminEmail,
      exportsPerHour: env.accountExportsPerHour,
    }),
  }),
  routes: accountDataRoutes,
};
