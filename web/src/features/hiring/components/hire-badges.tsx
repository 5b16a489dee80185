import type { HireApplicationStatus, HireRequestStatus, Urgency } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Icon } from '../../../ui/icon';
import { APPLICATION_STATUS, REQUEST_STATUS, URGENCY } from '../hire-labels';

/**
 * The badges of hiring, the same on the client's and the expert's pages. The hidden words name
 * what a bare 'High' or 'Pending' is about for a screen reader.
 */

/** A hire request's status. */
export function RequestStatusBadge({ status }: { status: HireRequestStatus }) {
  const { label, tone } = REQUEST_STATUS[status];
  return (
    <Badge tone={tone}>
      <span className="visually-hidden">Status: </span>
      {label}
    </Badge>
  );
}

/** A request's urgency. */
export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const { label, tone } = URGENCY[urgency];
  return (
    <Badge tone={tone} icon={<Icon name="zap" size={12} />}>
      <span className="visually-hidden">Urgency: </span>
      {label}
    </Badge>
  );
}

/** An application's status with its icon: pending, accepted, rejected or withdrawn. */
export function ApplicationStatusBadge({ status }: { status: HireApplicationStatus }) {
  const { label, tone, icon } = APPLICATION_STATUS[status];
  return (
    <Badge tone={tone} icon={<Icon name={icon} size={14} />}>
      {label}
    </Badge>
  );
}
