import { CreateTemplates1763900000000 } from '../../db/migrations/1763900000000-create-templates';
import { TemplateCategoryPopularIndex1763900100000 } from '../../db/migrations/1763900100000-template-category-popular-index';
import { TemplateFacetsIndex1763900200000 } from '../../db/migrations/1763900200000-template-facets-index';
import { TemplateSearchProjection1763900300000 } from '../../db/migrations/1763900300000-template-search-projection';
import { CatalogueVersion1763900400000 } from '../../db/migrations/1763900400000-catalogue-version';
import { TemplateNameOrder1763900500000 } from '../../db/migrations/1763900500000-template-name-order';
import { SearchLexiconTrigger1763900600000 } from '../../db/migrations/1763900600000-search-lexicon-trigger';
import { TemplateVisits1763900800000 } from '../../db/migrations/1763900800000-template-visits';
import { TemplateCopies1764500000000 } from '../../db/migrations/1764500000000-template-copies';
import { TemplateN8nCompatibility1764500100000 } from '../../db/migrations/1764500100000-template-n8n-compatibility';
import type { FeatureModule } from '../feature-module';
import { CategoryResolver } from './category.resolver';
import { Template } from './template.entity';
import { createTemplateLoaders, type TemplateLoaders } from './template.loaders';
import { presentTemplate } from './template.presenter';
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
    CatalogueVersion1763900400000,
    TemplateNameOrder1763900500000,
    SearchLexiconTrigger1763900600000,
    TemplateVisits1763900800000,
    TemplateCopies1764500000000,
    TemplateN8nCompatibility1764500100000,
  ],
  resolvers: [TemplateResolver, CategoryResolver],
  services: ({ db, env, realtime, logger }) => ({
    // The catalogue follows its version's notices everywhere, tests included. Tests write
    // fixtures and read them back at once: there every list also reads the version itself
    // (`checked`), and no page is cached. Their visits are written when they call
    // `flushVisits()`, so what a test reads does not race a timer.
    templates: new TemplateService(db, {
      realtime,
      freshness: env.nodeEnv === 'test' ? 'checked' : 'notified',
      visitFlushMs: env.nodeEnv === 'test' ? 0 : undefined,
      secret: env.secretsKey,
      presentCard: (template) => presentTemplate(template, env.publicUrl),
      logger,
    }),
  }),
  loaders: (services) => ({ templates: createTemplateLoaders(services) }),
  routes: templateRoutes,
  // A process builds its index at start: otherwise the first search waits for it (seconds).
  warmUp: ({ templates }) => templates.warmUp(),
  close: ({ templates }) => templates.close(),
};
