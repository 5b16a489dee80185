import type { Actor } from './actor';

/**
 * Someone whose visits count once (a template's views and downloads): the actor, and the address
 * the request came from, for visitors who are not signed in. Built at the edge (REST route input,
 * GraphQL context); the service decides who the visitor is.
 */
export interface Visitor {
  actor: Actor;
  /** The client address, following TRUST_PROXY. */
  ip: string;
}
