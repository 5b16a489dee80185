import type { HireApplicationStatus, Urgency } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Icon } from '../../../ui/icon';
import { APPLICATION_STATUS, URGENCY } from '../expert-format';

/** An application's status with its icon: pending, accepted, rejected or withdrawn. */
export function ApplicationStatusBadge({ status }: { status: HireApplicationStatus }) {
  const { label, tone, icon } = APPLICATION_STATUS[status];
  return (
    <Badge tone={tone} icon={<Icon name={icon} size={14} />}>
      {label}
    </Badge>
  );
}

/** A project's urgency. */
export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const { label, tone } = URGENCY[urgency];
  return <Badge tone={tone}>{label}</Badge>;
}
