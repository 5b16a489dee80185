import type { FeatureModule, ServicesOf } from '../feature-module';
import type { templatesModule } from '../templates/templates.module';
import { N8nCollectionService } from './n8n-collection.service';
import { n8nLibraryMount } from './n8n-library.routes';
import { N8nLibraryService } from './n8n-library.service';

/** The n8n templates API, served at /n8n for n8n's own template browser. */
export const n8nLibraryModule: FeatureModule<
  {
    n8nLibrary: N8nLibraryService;
    n8nCollections: N8nCollectionService;
  },
  object,
  ServicesOf<typeof templatesModule>
> = {
  name: 'n8n-library',
  needs: ['templates'],
  services: ({ templates }) => ({
    n8nLibrary: new N8nLibraryService(templates),
    n8nCollections: new N8nCollectionService(templates),
  }),
  mounts: { '/n8n': (services) => n8nLibraryMount(services) },
};
