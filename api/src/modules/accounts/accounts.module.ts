import { UserEmailVerified1764900000000 } from '../../db/migrations/1764900000000-user-email-verified';
import { CreateAccounts1764000000000 } from '../../db/migrations/1764000000000-create-accounts';
import { PlanRenewal1764800000000 } from '../../db/migrations/1764800000000-plan-renewal';
import type { Services } from '../../services';
import type { FeatureModule } from '../feature-module';
import { accountAuthenticator } from './account-authenticator';
import { AccountResolver } from './account.resolver';
import { accountRoutes } from './account.routes';
import { AccountService } from './account.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { PasswordHasher } from './password-hasher';
import { PLANS } from './plans';
import { SessionTokens } from './session-tokens';
import { SignInLimits } from './sign-in-limits';
import { SubscriptionService } from './subscription.service';

/**
 * Accounts and plans: registration, sign-in, sessions, the profile, and what each account's plan
 * entitles it to. It provides the application's authenticator, so every edge (REST, GraphQL,
 * graphql-ws) accepts exactly the tokens it issues.
 */
export const accountsModule: FeatureModule<{
  accounts: AccountService;
  subscriptions: SubscriptionService;
  sessionTokens: SessionTokens;
}> = {
  name: 'accounts',
  migrations: [
    CreateAccounts1764000000000,
    PlanRenewal1764800000000,
    UserEmailVerified1764900000000,
  ],
  resolvers: [AccountResolver],
  services: ({ db, env, logger, rateLimits }) => {
    const subscriptions = new SubscriptionService(db);
    const sessionTokens = new SessionTokens(env.jwtSecret);
    const accounts = new AccountService(db, {
      hasher: new PasswordHasher(),
      tokens: sessionTokens,
      limits: new SignInLimits(rateLimits, env),
      subscriptions,
      logger,
    });
    return { accounts, subscriptions, sessionTokens };
  },
  authenticator: ({ db, sessionTokens }) => accountAuthenticator(db, sessionTokens),
  routes: accountRoutes,
  seed: seedAccounts,
};

async function seedAccounts({ env, accounts, subscriptions, db }: Services): Promise<void> {
  await subscriptions.seed();
  if (env.adminEmail && env.adminPassword) {
    await accounts.ensureAdmin(env.adminEmail, env.adminPassword);
  }
  // Demo accounts have a published password: never in production, whatever SEED_DEMO says.
  if (!env.seedDemo || env.isProduction) return;
  for (const demo of DEMO_ACCOUNTS) {
    const user = await accounts.ensureAccount({ ...demo, password: DEMO_PASSWORD });
    const plan = PLANS.find((candidate) => candidate.code === demo.plan);
    if (!plan) continue;
    const status = await subscriptions.status(user.id);
    if (!status.isActive)
      await db.transaction((tx) =>
        subscriptions.activate(tx, user.id, plan, { gateway: 'test', externalId: null }),
      );
  }
}
