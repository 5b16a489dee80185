import type { Actor } from '../core/actor';
import type { ProvidedBy } from '../modules/feature-module';
import type { FEATURES } from '../modules/index';
import type { Services } from '../services';

/**
 * Per-request DataLoaders, grouped by feature (`loaders.templates.workflow`); each feature builds
 * its own. Created in the GraphQL context, so caches never outlive a request.
 */
export type Loaders = ProvidedBy<(typeof FEATURES)[number], 'loaders'>;

export function createLoaders(services: Services, actor: Actor): Loaders {
  const loaders = {} as Loaders;
  for (const feature of services.features) {
    Object.assign(loaders, feature.loaders?.(services, actor));
  }
  return loaders;
}
