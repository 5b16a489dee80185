import type { Access } from '../../core/access';
import type { SignedInActor } from '../../core/actor';

/*
 * Who may do what in the expert programme, in the access vocabulary of `core/access.ts` (allow,
 * forbid as 403, hide as 404): one pure function per permission over the actor. Every service
 * method asks first and passes the answer to `requireAccess`. A visitor never gets this far (the
 * edge answers 401); the edge's `admin` check on the review routes is the same rule seen from
 * outside, and this is what holds should a surface forget it. A refusal is a 403 in the edge's
 * words (`NOT_PERMITTED`), so it reads the same whichever of the two made it.
 */

export const APPLICATION_NOT_FOUND = 'Expert application not found';

const adminOnly = (actor: SignedInActor): Access => (actor.role === 'admin' ? 'allow' : 'forbid');

/**
 * Anyone signed in may apply, an expert or an admin too, one live application each; the service
 * then asks for an active paid plan (403 subscription_required otherwise).
 */
export function canSubmitApplication(_actor: SignedInActor): Access {
  return 'allow';
}

/** Anyone signed in reads their own application. */
export function canReadOwnApplication(_actor: SignedInActor): Access {
  return 'allow';
}

/** Only admins see the queue of applications, with every applicant's details. */
export function canListApplications(actor: SignedInActor): Access {
  return adminOnly(actor);
}

/** Only admins approve or reject, their own application included. */
export function canReviewApplication(actor: SignedInActor): Access {
  return adminOnly(actor);
}
