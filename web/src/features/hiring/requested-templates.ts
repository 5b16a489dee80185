import type { HireRequestStatus } from '../../gql/graphql';

// Kept apart from the other hiring rules: template cards on the home route read it, and the home
// route has a size budget.

/**
 * The statuses of an open request: the ones the API allows only one of per template
 * (`hire_requests_one_open`), and the ones `hireRequestCheck` answers true for.
 */
export const OPEN_REQUEST_STATUSES: readonly HireRequestStatus[] = [
  'pending',
  'in_selection',
  'active',
];

/** The templates among `requests` that have an open request (taken-down ones have no id). */
export function requestedTemplateIds(
  requests: readonly { templateId?: string | null; status: HireRequestStatus }[],
): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const request of requests) {
    if (request.templateId && OPEN_REQUEST_STATUSES.includes(request.status)) {
      ids.add(request.templateId);
    }
  }
  return ids;
}
