import { CreateTemplates1763900000000 } from '../../db/migrations/1763900000000-create-templates';
import { TemplateCategoryPopularIndex1763900100000 } from '../../db/migrations/1763900100000-template-category-popular-index';
import { TemplateFacetsIndex1763900200000 } from '../../db/migrations/1763900200000-template-facets-index';
import { TemplateSearchProjection1763900300000 } from '../../db/migrations/1763900300000-template-search-projection';
import type { FeatureModule } from '../feature-module';
import { CategoryResolver } from './category.resolver';
import { Template } from './template.entity';
import { createTemplateLoaders, type TemplateLoaders } from './template.loaders';
import { TemplateResolver } from './template.resolver';
import { templateRoutes } from './template.routes';
import { TemplateService } from './template.service';

/** The template catalogue: listing, search, details, categories, integrations, counters. */
export const templatesModule: FeatureModule<
  { templates: TemplateService },
  { templates: TemplateLoaders }
> = {
  name: 'templates',
  entities: [Template],
  migrations: [
    CreateTemplates1763900000000,
    TemplateCategoryPopularIndex1763900100000,
    TemplateFacetsIndex1763900200000,
    TemplateSearchProjection1763900300000,
  ],
  resolvers: [TemplateResolver, CategoryResolver],
  services: ({ db, env }) => ({
    // Tests write fixtures between requests; a cached total there would be a stale one.
    templates: new TemplateService(db, { cacheTtlMs: env.nodeEnv === 'test' ? 0 : 5000 }),
  }),
  loaders: (services) => ({ templates: createTemplateLoaders(services) }),
  routes: templateRoutes,
};
