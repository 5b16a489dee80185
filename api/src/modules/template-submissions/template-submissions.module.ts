import type { accountsModule } from '../accounts/accounts.module';
import type { FeatureModule, ServicesOf } from '../feature-module';
import type { n8nConnectionModule } from '../n8n-connection/n8n-connection.module';
import type { templatesModule } from '../templates/templates.module';
import { TemplateSubmissionResolver } from './template-submission.resolver';
import { templateSubmissionRoutes } from './template-submission.routes';
import { TemplateSubmissionService } from './template-submission.service';

/**
 * Creators publish (docs/product/publishing.md): a workflow from a file, pasted, or from the
 * creator's own n8n, previewed through the ingest's rules before anything is stored.
 */
export const templateSubmissionsModule: FeatureModule<
  { templateSubmissions: TemplateSubmissionService },
  object,
  ServicesOf<typeof accountsModule | typeof templatesModule | typeof n8nConnectionModule>
> = {
  name: 'template-submissions',
  needs: ['accounts', 'templates', 'ingest', 'n8n-connection'],
  resolvers: [TemplateSubmissionResolver],
  services: ({ accounts, templates, n8nConnection }) => ({
    templateSubmissions: new TemplateSubmissionService({ accounts, templates, n8nConnection }),
  }),
  routes: templateSubmissionRoutes,
};
