import { Button, ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { SectionState } from '../../../ui/section-state';
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
    <SectionState
      icon="briefcase"
      title="No hire requests yet"
      action={
        <ButtonLink to="/" variant="primary">
          Browse Templates
        </ButtonLink>
      }
    >
      Find a template you want set up and choose Hire an Expert: experts apply to your request and
      you pick one.
    </SectionState>
  );
}

/** The requests failed to load; Try Again asks again. */
export function HireRequestsError({ onRetry }: { onRetry(): void }) {
  return (
    <SectionState
      tone="error"
      icon="alertTriangle"
      title={HIRE_MESSAGES.loadFailed}
      action={
        <Button variant="primary" icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}
