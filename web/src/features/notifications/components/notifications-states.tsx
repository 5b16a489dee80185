import { Button, ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { SectionState } from '../../../ui/section-state';
import { Skeleton } from '../../../ui/skeleton';

/** Placeholder rows while the notifications load. */
const SKELETON_ROWS = 4;

/** The notifications are loading. */
export function NotificationsLoading() {
  return (
    <div className="notifications__list" role="status" aria-label="Loading notifications">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className="notification-item" aria-hidden="true">
          <div className="notification-item__main">
            <Skeleton width="55%" height={20} />
            <Skeleton width="85%" />
            <Skeleton width="30%" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Nothing yet: what will show up here, and the way to the templates. */
export function NotificationsEmpty() {
  return (
    <SectionState
      icon="bell"
      title="No notifications yet"
      action={
        <ButtonLink to="/" variant="secondary">
          Browse Templates
        </ButtonLink>
      }
    >
      When an expert applies to your request, a project moves on or a payment completes, you will
      hear about it here.
    </SectionState>
  );
}

/** The notifications failed to load; Try Again asks again. */
export function NotificationsError({ onRetry }: { onRetry(): void }) {
  return (
    <SectionState
      tone="error"
      icon="alertTriangle"
      title="Failed to load your notifications"
      action={
        <Button variant="primary" icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}
