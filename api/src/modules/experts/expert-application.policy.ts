import { isSignedIn, type Actor } from '../../core/actor';
import { NOT_PERMITTED, SIGN_IN_REQUIRED } from '../../auth/require-role';
import { AppError } from '../../core/app-error';

/** What one may do in the expert programme. */
export type ExpertApplicationPermission = 'submit' | 'readOwn' | 'list' | 'review';

/**
 * Who may do what in the expert programme, one function per permission. Every service method
 * asks first (`requireExpertApplicationAccess`); the edge's role check (`admin` on the review
 * routes) is the same rule seen from outside, and this is what holds should a surface forget it.
 */
export const expertApplicationPolicy: Record<
  ExpertApplicationPermission,
  (actor: Actor) => boolean
> = {
  /** Anyone signed in may apply, an expert or an admin too; one live application each. */
  submit: (actor) => isSignedIn(actor),
  /** Anyone signed in reads their own application (none for a visitor). */
  readOwn: (actor) => isSignedIn(actor),
  /** Only admins see the queue of applications, with every applicant's details. */
  list: (actor) => isSignedIn(actor) && actor.role === 'admin',
  /** Only admins approve or reject, their own application included. */
  review: (actor) => isSignedIn(actor) && actor.role === 'admin',
};

/**
 * A 401 for a visitor and a 403 for anyone else the policy refuses `permission`, in the words of
 * the edge's role check, so a refusal reads the same whichever of the two made it.
 */
export function requireExpertApplicationAccess(
  actor: Actor,
  permission: ExpertApplicationPermission,
): void {
  if (expertApplicationPolicy[permission](actor)) return;
  if (!isSignedIn(actor)) throw new AppError('unauthorized', SIGN_IN_REQUIRED);
  throw new AppError('forbidden', NOT_PERMITTED);
}
