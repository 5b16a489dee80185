import type { SessionUser } from '../accounts/hooks/use-session';

/** Shown when an account has no readable plan or creation date. */
export const DEFAULT_PLAN = 'Free';
export const DEFAULT_MEMBER_SINCE = 2024;

/** The plan name of the quick stats. */
export function planName(user: Pick<SessionUser, 'subscription'>): string {
  return user.subscription.plan || DEFAULT_PLAN;
}

/** The year the account was created, in UTC. */
export function memberSinceYear(createdAt: string | null | undefined): number {
  const year = createdAt ? new Date(createdAt).getUTCFullYear() : Number.NaN;
  return Number.isNaN(year) ? DEFAULT_MEMBER_SINCE : year;
}
