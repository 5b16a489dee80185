/** The roles of a signed-in account; the edge checks them, services check ownership. */
export const ROLES = ['user', 'expert', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Someone signed in: the account id and its role. */
export interface SignedInActor {
  kind: 'user';
  id: string;
  role: Role;
}

/** A visitor without a session. */
export interface AnonymousActor {
  kind: 'anonymous';
}

/**
 * Who is acting. Resolved once at the edge (REST middleware, GraphQL context, graphql-ws
 * `onConnect`) and passed as the first argument to every service method that acts for someone.
 */
export type Actor = AnonymousActor | SignedInActor;

/** Where a request comes from, for what is counted per client address (attempt limits). */
export interface Caller {
  ip: string;
}

export const ANONYMOUS: AnonymousActor = Object.freeze({ kind: 'anonymous' });

export function isSignedIn(actor: Actor): actor is SignedInActor {
  return actor.kind === 'user';
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
