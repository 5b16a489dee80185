import type { ExpertApplicationStatus } from '../../gql/graphql';

/** A status filter of the admin page; `all` asks without a status. */
export type AdminFilterId = ExpertApplicationStatus | 'all';

export const ADMIN_FILTERS: readonly { value: AdminFilterId; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

/** The filter a `?status=` value names: pending, what an admin comes to decide, by default. */
export function adminFilterFromQuery(value: string | null): AdminFilterId {
  return ADMIN_FILTERS.find((filter) => filter.value === value)?.value ?? 'pending';
}

/** Only a pending application can still be approved or rejected (the API refuses others: 409). */
export function canDecide(status: ExpertApplicationStatus): boolean {
  return status === 'pending';
}

/** A rejection's reason, trimmed: 1 to 1000 characters, as the API takes it. */
export function rejectReasonProblem(reason: string): string | undefined {
  const length = [...reason.trim()].length;
  if (length === 0) return 'Please give a reason';
  if (length > 1000) return 'Reason must be at most 1000 characters';
  return undefined;
}
