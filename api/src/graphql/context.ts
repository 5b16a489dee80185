import type { Actor } from '../common/actor';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';

/** Built fresh for every request (and every subscription operation): loaders never leak. */
export interface GraphQLContext {
  services: Services;
  loaders: Loaders;
  /** Who acts, resolved once from the request's or socket's bearer token. */
  actor: Actor;
}

export function createContext(services: Services, actor: Actor): GraphQLContext {
  return { services, loaders: createLoaders(services), actor };
}
