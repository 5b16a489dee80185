import { CreateSavedTemplates1764000200000 } from '../../db/migrations/1764000200000-create-saved-templates';
import type { FeatureModule, ServicesOf } from '../feature-module';
import type { accountsModule } from '../accounts/accounts.module';
import type { templatesModule } from '../templates/templates.module';
import { createSavedTemplateLoaders, type SavedTemplateLoaders } from './saved-template.loaders';
import { SavedTemplateResolver, TemplateSavedResolver } from './saved-template.resolver';
import { savedTemplateRoutes } from './saved-template.routes';
import { SavedTemplateService } from './saved-template.service';

/**
 * Saved templates (My Templates): what a user keeps within the plan's limit. It tells the
 * accounts feature how many saves an account has, for `subscription.templateSavesUsed`.
 */
export const savedTemplatesModule: FeatureModule<
  { savedTemplates: SavedTemplateService },
  { savedTemplates: SavedTemplateLoaders },
  ServicesOf<typeof accountsModule | typeof templatesModule>
> = {
  name: 'saved-templates',
  needs: ['accounts', 'templates'],
  migrations: [CreateSavedTemplates1764000200000],
  resolvers: [SavedTemplateResolver, TemplateSavedResolver],
  services: ({ db, subscriptions, templates }) => {
    const savedTemplates = new SavedTemplateService(db, subscriptions, templates);
    subscriptions.countSavesWith((tx, userId) => savedTemplates.countSaves(tx, userId));
    return { savedTemplates };
  },
  loaders: (services, actor) => ({
    savedTemplates: createSavedTemplateLoaders(services, actor),
  }),
  routes: savedTemplateRoutes,
};
