import type { Actor } from '../core/actor';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';

/** Built fresh for every request (and every subscription operation): loaders never leak. */
export interface GraphQLContext {
  services: Services;
  loaders: Loaders;
  /** Who acts, resolved once from the request's or socket's bearer token. */
  actor: Actor;
  /** The client's address (following TRUST_PROXY), for what counts per visitor. */
  ip: string;
}

export function createContext(services: Services, actor: Actor, ip: string): GraphQLContext {
  return { services, loaders: createLoaders(services, actor), actor, ip };
}
