import { NOT_PERMITTED } from '../auth/require-role';
import { AppError } from './app-error';

/**
 * The one access vocabulary of every feature that acts on someone's records. A permission is a
 * pure function over the actor and the facts of a record (in the feature's `<feature>.policy.ts`)
 * answering
 * - `allow`;
 * - `forbid` (403): a participant of the record without this permission (the expert of an
 *   application trying to accept it);
 * - `hide` (404): a stranger, who must learn nothing, not even that the record exists.
 * Every service method asks its permission first and passes the answer to `requireAccess`.
 */
export type Access = 'allow' | 'forbid' | 'hide';

/** Throws what `access` calls for: 404 with `notFound` for `hide`, 403 for `forbid`. */
export function requireAccess(access: Access, notFound: string, forbidden = NOT_PERMITTED): void {
  if (access === 'hide') throw AppError.notFound(notFound);
  if (access === 'forbid') throw new AppError('forbidden', forbidden);
}
