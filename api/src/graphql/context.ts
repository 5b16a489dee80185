import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';

/** The signed-in user as far as GraphQL knows it (filled in by the accounts module). */
export interface ContextUser {
  id: string;
  role: string;
}

/** Built fresh for every request (and every subscription operation): loaders never leak. */
export interface GraphQLContext {
  services: Services;
  loaders: Loaders;
  user: ContextUser | null;
}

export function createContext(services: Services, user: ContextUser | null): GraphQLContext {
  return { services, loaders: createLoaders(services), user };
}
