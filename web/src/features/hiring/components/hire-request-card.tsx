import { getFragmentData, type FragmentType } from '../../../gql/fragment-masking';
import { HireRequestCard_HireRequestFragmentDoc } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';
import { Skeleton } from '../../../ui/skeleton';
import { countOf, displayNodeCount, formatBudget, relativeAge } from '../../../ui/format';
import { formatNodeCount } from '../../templates/card-format';
import { UnreadBadge } from '../../chat/components/unread-badge';
import { RequestStatusBadge, UrgencyBadge } from './hire-badges';

export interface HireRequestCardProps {
  request: FragmentType<typeof HireRequestCard_HireRequestFragmentDoc>;
  /** Now, for the relative age; passed in so a list ages together. */
  now: number;
  onViewApplications(requestId: string): void;
  onViewDetails(requestId: string): void;
}

/**
 * One of the client's hire requests in the Hire Requests list: template, status, urgency and age,
 * unread chat messages, what is asked, the company and the template's size, and the ways into the
 * applications (only when there are some) and the details.
 */
export function HireRequestCard({
  request: requestRef,
  now,
  onViewApplications,
  onViewDetails,
}: HireRequestCardProps) {
  const request = getFragmentData(HireRequestCard_HireRequestFragmentDoc, requestRef);
  const applications = request.applicationCounts?.total ?? 0;
  const titleId = `hire-request-${request.id}`;

  return (
    <Panel as="article" className="hire-request-card" aria-labelledby={titleId}>
      <div className="hire-request-card__top">
        <h3 id={titleId} className="hire-request-card__title">
          {request.templateName}
        </h3>
        <div className="hire-request-card__badges">
          <RequestStatusBadge status={request.status} />
          <UrgencyBadge urgency={request.urgency} />
          <UnreadBadge count={request.unreadChatMessages} />
        </div>
      </div>
      <ul className="hire-request-card__facts" aria-label="Request">
        <li>
          <Icon name="clock" size={14} />
          <span className="visually-hidden">Created </span>
          {relativeAge(request.createdAt, { now })}
        </li>
        <li>
          <Icon name="users" size={14} />
          {countOf(applications, 'application')}
        </li>
      </ul>
      <dl className="hire-request-card__texts">
        <div>
          <dt>Business problem</dt>
          <dd className="hire-request-card__clamp">{request.businessProblem}</dd>
        </div>
        <div>
          <dt>Requirements</dt>
          <dd className="hire-request-card__clamp">{request.requirements}</dd>
        </div>
      </dl>
      <dl className="hire-request-card__details">
        <div>
          <dt>Timeline</dt>
          <dd>{request.timeline}</dd>
        </div>
        <div>
          <dt>Budget</dt>
          <dd>{formatBudget(request.budget)}</dd>
        </div>
        <div>
          <dt>Company size</dt>
          <dd>{request.companySize}</dd>
        </div>
        <div>
          <dt>Industry</dt>
          <dd>{request.industry}</dd>
        </div>
        <div>
          <dt>Nodes</dt>
          <dd>
            {request.template
              ? formatNodeCount(displayNodeCount(request.template.nodeCount))
              : 'Unavailable'}
          </dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{request.template?.category ?? 'Template removed'}</dd>
        </div>
      </dl>
      <div className="hire-request-card__actions">
        {applications > 0 && (
          <Button
            size="sm"
            icon={<Icon name="users" size={16} />}
            onClick={() => onViewApplications(request.id)}
          >
            View Applications ({applications})
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="eye" size={16} />}
          onClick={() => onViewDetails(request.id)}
        >
          View Details
        </Button>
      </div>
    </Panel>
  );
}

/** A loading placeholder with the footprint of a request card. */
export function HireRequestCardSkeleton() {
  return (
    <Panel as="div" className="hire-request-card">
      <div className="hire-request-card__top">
        <Skeleton width="55%" height={20} />
        <Skeleton width={150} height={22} radius={999} />
      </div>
      <Skeleton width="30%" height={14} />
      <div className="hire-request-card__texts">
        <Skeleton height={13} />
        <Skeleton width="80%" height={13} />
        <Skeleton height={13} />
      </div>
      <Skeleton width="70%" height={14} />
      <div className="hire-request-card__actions">
        <Skeleton width={170} height={34} radius={8} />
        <Skeleton width={110} height={34} radius={8} />
      </div>
    </Panel>
  );
}
