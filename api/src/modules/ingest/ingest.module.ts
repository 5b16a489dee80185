import { seedDemoTemplates } from './demo-templates.seed';
import { createDocumentationProvider } from './documentation/documentation.factory';
import type { FeatureModule, ServicesOf } from '../feature-module';
import type { templatesModule } from '../templates/templates.module';
import type { n8nConnectionModule } from '../n8n-connection/n8n-connection.module';
import { IngestService } from './ingest.service';

/** Imports n8n workflows into the catalogue: the CLI, and the demo templates at boot. */
export const ingestModule: FeatureModule<
  { ingest: IngestService },
  object,
  ServicesOf<typeof templatesModule | typeof n8nConnectionModule>
> = {
  name: 'ingest',
  // It writes the catalogue's table, and its demo seed reads it through the Template entity.
  needs: ['templates', 'n8n-connection'],
  services: ({ db, env, logger }) => ({
    ingest: new IngestService(db, createDocumentationProvider(env, logger), logger),
  }),
  seed: async (services) => {
    if (services.env.seedDemo) await seedDemoTemplates(services);
  },
};
