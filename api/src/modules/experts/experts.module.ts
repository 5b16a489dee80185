import { CreateExpertProfiles1764172800000 } from '../../db/migrations/1764172800000-create-expert-profiles';
import { CreateExpertApplications1764172850000 } from '../../db/migrations/1764172850000-create-expert-applications';
import type { FeatureModule, ServicesOf } from '../feature-module';
import type { accountsModule } from '../accounts/accounts.module';
import type { notificationsModule } from '../notifications/notifications.module';
import { seedDemoExpert } from './expert-demo.seed';
import { ExpertApplicationResolver } from './expert-application.resolver';
import { expertApplicationRoutes } from './expert-application.routes';
import { ExpertApplicationService } from './expert-application.service';

/**
 * The expert programme (docs/product/hiring-and-experts.md): applications to become an expert, an
 * admin's review, and the profile clients see on every application an expert sends. Other
 * features read profiles through `expertProfiles.findByUserIds` (expert-profile.repository.ts).
 */
export const expertsModule: FeatureModule<
  { expertApplications: ExpertApplicationService },
  object,
  ServicesOf<typeof accountsModule | typeof notificationsModule>
> = {
  name: 'experts',
  needs: ['accounts', 'notifications'],
  migrations: [CreateExpertProfiles1764172800000, CreateExpertApplications1764172850000],
  resolvers: [ExpertApplicationResolver],
  services: ({ db, accounts, subscriptions, notifications }) => ({
    expertApplications: new ExpertApplicationService(db, accounts, subscriptions, notifications),
  }),
  routes: expertApplicationRoutes,
  seed: seedDemoExpert,
};
