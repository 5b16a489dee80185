import { isSignedIn, type Actor, type Role, type SignedInActor } from '../../core/actor';
import type { Access } from '../../core/access';

/*
 * Who may do what in hiring, in the access vocabulary of `core/access.ts` (allow, forbid as
 * 403, hide as 404): one pure function per permission over the actor and the facts of the record.
 * Admins have no access to other people's requests: hiring is private between its two sides.
 */

/** What a permission on a hire request looks at. */
export interface RequestFacts {
  clientId: string;
  /** Whether the actor has an application on the request (in any status). */
  applied: boolean;
}

/** What a permission on an application looks at. */
export interface ApplicationFacts {
  expertId: string;
  /** The client of the request it answers. */
  clientId: string;
}

export const REQUEST_NOT_FOUND = 'Hire request not found';
export const APPLICATION_NOT_FOUND = 'Application not found';

/** Roles that may browse open projects and apply: the routes' and resolvers' role lists too. */
export const EXPERT_ROLES: readonly Role[] = ['expert', 'admin'];

const isClient = (actor: SignedInActor, facts: { clientId: string }) => actor.id === facts.clientId;

/** Whether the actor is the request's client: the owner's fields (counts, `isOwner`). */
export function isRequestClient(actor: Actor, request: { clientId: string }): boolean {
  return isSignedIn(actor) && isClient(actor, request);
}

/** Its client and every expert who applied read a request; anyone else gets 404. */
export function canReadRequest(actor: SignedInActor, facts: RequestFacts): Access {
  return isClient(actor, facts) || facts.applied ? 'allow' : 'hide';
}

/** Cancel, complete, leave feedback, see the application counts: the client only. */
export function canManageRequest(actor: SignedInActor, facts: RequestFacts): Access {
  if (isClient(actor, facts)) return 'allow';
  return facts.applied ? 'forbid' : 'hide';
}

/** Paying for the accepted application: the client only. */
export function canPay(actor: SignedInActor, facts: RequestFacts): Access {
  return canManageRequest(actor, facts);
}

/** Browsing the open-project board: experts (and admins). */
export function canBrowseProjects(actor: SignedInActor): Access {
  return EXPERT_ROLES.includes(actor.role) ? 'allow' : 'forbid';
}

/** Applying: an expert (or admin), never to their own request. */
export function canApply(actor: SignedInActor, facts: { clientId: string }): Access {
  if (!EXPERT_ROLES.includes(actor.role)) return 'forbid';
  return isClient(actor, facts) ? 'forbid' : 'allow';
}

/** An application is read by its expert and by the client of its request. */
export function canReadApplication(actor: SignedInActor, facts: ApplicationFacts): Access {
  return actor.id === facts.expertId || isClient(actor, facts) ? 'allow' : 'hide';
}

/** Accepting or rejecting: the client of its request. */
export function canActOnApplication(actor: SignedInActor, facts: ApplicationFacts): Access {
  if (isClient(actor, facts)) return 'allow';
  return actor.id === facts.expertId ? 'forbid' : 'hide';
}

/** Withdrawing: the expert who sent it. */
export function canWithdraw(actor: SignedInActor, facts: ApplicationFacts): Access {
  if (actor.id === facts.expertId) return 'allow';
  return isClient(actor, facts) ? 'forbid' : 'hide';
}

/** The applications of a request the actor may read: all for its client, else their own. */
export function visibleApplications<A extends { expertId: string }>(
  actor: SignedInActor,
  clientId: string,
  applications: readonly A[],
): A[] {
  return applications.filter(
    (application) =>
      canReadApplication(actor, { expertId: application.expertId, clientId }) === 'allow',
  );
}
