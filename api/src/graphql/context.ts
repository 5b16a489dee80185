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
  /**
   * Set by the socket server on each operation's context: makes the context of the next event of
   * this operation's subscription (see `eventContext`). Absent over HTTP.
   */
  renew?: RenewContext;
}

/**
 * Builds the context of one event of a socket's subscription: fresh loaders, and the socket's token
 * checked again. Undefined when the token no longer holds (revoked, account disabled, password
 * changed): the socket has then been closed with 4403 and the subscription ends.
 */
export type RenewContext = () => Promise<GraphQLContext | undefined>;

export function createContext(services: Services, actor: Actor, ip: string): GraphQLContext {
  return { services, loaders: createLoaders(services, actor), actor, ip };
}
