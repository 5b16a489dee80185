import { Button, ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { HIRE_MESSAGES } from '../hire-messages';
import { HireRequestCardSkeleton } from './hire-request-card';

/** Placeholder cards while the requests load. */
export const HIRE_REQUEST_SKELETON_CARDS = 3;

/** The requests are loading. */
export function HireRequestsLoading() {
  return (
    <div className="hire-requests__list" role="status" aria-label="Loading hire requests">
      {Array.from({ length: HIRE_REQUEST_SKELETON_CARDS }, (_, index) => (
        <HireRequestCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** No request yet: the way to the templates, where requests are made. */
export function HireRequestsEmpty() {
  return (
    <div className="hire-requests__state">
      <span className="hire-requests__state-icon">
        <Icon name="briefcase" size={26} />
      </span>
      <h3 className="hire-requests__state-title">No hire requests yet</h3>
      <p className="hire-requests__state-text">
        Find a template you want set up and choose Hire an Expert: experts apply to your request and
        you pick one.
      </p>
      <ButtonLink to="/" variant="primary">
        Browse Templates
      </ButtonLink>
    </div>
  );
}

/** The requests failed to load; Try Again asks again. */
export function HireRequestsError({ onRetry }: { onRetry(): void }) {
  return (
    <div className="hire-requests__state hire-requests__state--error" role="alert">
      <span className="hire-requests__state-icon">
        <Icon name="alertTriangle" size={26} />
      </span>
      <h3 className="hire-requests__state-title">{HIRE_MESSAGES.loadFailed}</h3>
      <Button variant="primary" icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
