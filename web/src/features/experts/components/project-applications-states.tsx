import { Button, ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { SectionState } from '../../../ui/section-state';
import { EXPERT_BOARD_PATH } from '../expert-paths';
import type { ApplicationFilterId } from '../application-filters';
import { ProjectApplicationCardSkeleton } from './project-application-card';

/** The first load: three placeholder cards. */
export function ApplicationsLoading() {
  return (
    <div
      className="project-applications__list"
      role="status"
      aria-label="Loading your applications"
    >
      {[0, 1, 2].map((index) => (
        <ProjectApplicationCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** Nothing yet at all (Browse Projects), or nothing in the chosen filter (Show all). */
export function ApplicationsEmpty({
  filter,
  label,
  onShowAll,
}: {
  filter: ApplicationFilterId;
  /** The filter's label, e.g. 'Pending'. */
  label: string;
  onShowAll(): void;
}) {
  if (filter === 'all') {
    return (
      <SectionState
        icon="send"
        title="No applications yet"
        action={
          <ButtonLink to={EXPERT_BOARD_PATH} icon={<Icon name="search" size={16} />}>
            Browse Projects
          </ButtonLink>
        }
      >
        Apply to client projects on the expert board and follow your applications here.
      </SectionState>
    );
  }
  return (
    <SectionState
      icon="send"
      title={`No ${label.toLowerCase()} applications`}
      action={
        <Button variant="secondary" onClick={onShowAll}>
          Show all applications
        </Button>
      }
    >
      None of your applications is {label.toLowerCase()} right now.
    </SectionState>
  );
}

/** The list failed to load; Try Again asks again. */
export function ApplicationsError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <SectionState
      tone="error"
      icon="alertTriangle"
      title="Error Loading Applications"
      action={
        <Button icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      {message}
    </SectionState>
  );
}
