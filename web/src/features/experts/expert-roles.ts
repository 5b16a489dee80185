import type { SessionUser } from '../accounts/hooks/use-session';

type WithRole = Pick<SessionUser, 'role'>;

/** Whether the account may use the expert board and Project Applications: experts and admins. */
export function canWorkAsExpert(user: WithRole | null | undefined): boolean {
  return user?.role === 'expert' || user?.role === 'admin';
}

/** Whether the account reviews expert-programme applications. */
export function isAdmin(user: WithRole | null | undefined): boolean {
  return user?.role === 'admin';
}
