import type { HireApplicationStatus } from '../../gql/graphql';

/** A filter tab of Project Applications. */
export type ApplicationFilterId = 'all' | 'pending' | 'accepted' | 'rejected';

interface ApplicationFilter {
  id: ApplicationFilterId;
  label: string;
  /** What `myApplications(status:)` is asked; none for All. */
  status?: HireApplicationStatus;
}

/** The tabs in their order. Withdrawn applications have no tab of their own: All lists them. */
export const APPLICATION_FILTERS: readonly ApplicationFilter[] = [
  { id: 'all', label: 'All' },
  { id: 'pending', label: 'Pending', status: 'pending' },
  { id: 'accepted', label: 'Accepted', status: 'accepted' },
  { id: 'rejected', label: 'Rejected', status: 'rejected' },
];

/** The counts the tabs read (the payload's `counts`): over all applications, whatever the filter. */
export interface FilterCounts {
  total: number;
  pending: number;
  accepted: number;
  rejected: number;
}

/** A tab as drawn: its label and how many applications it holds. */
export interface ApplicationFilterTab extends ApplicationFilter {
  count: number;
}

/** The tabs with their counts, read from the payload's counts (over all applications). */
export function filterTabs(counts: FilterCounts): ApplicationFilterTab[] {
  return APPLICATION_FILTERS.map((filter) => ({
    ...filter,
    count: filter.id === 'all' ? counts.total : counts[filter.id],
  }));
}

/** The filter a `?status=` value names; All for a missing or unknown one. */
export function filterFromQuery(value: string | null): ApplicationFilter {
  return APPLICATION_FILTERS.find((filter) => filter.id === value) ?? APPLICATION_FILTERS[0];
}
