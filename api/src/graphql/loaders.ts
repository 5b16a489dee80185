import { createTemplateLoaders, type TemplateLoaders } from '../modules/templates/template.loaders';
import type { Services } from '../services';

/**
 * Per-request DataLoaders, grouped by module (`loaders.templates.workflow`); each module builds
 * its own. Created in the GraphQL context, so caches never outlive a request.
 */
export interface Loaders {
  templates: TemplateLoaders;
}

export function createLoaders(services: Services): Loaders {
  return { templates: createTemplateLoaders(services) };
}
