import type { Services } from '../services';

/** Per-request DataLoaders, one per relation; created in the GraphQL context. */
export interface Loaders {
  placeholder?: never;
}

export function createLoaders(_services: Services): Loaders {
  return {};
}
