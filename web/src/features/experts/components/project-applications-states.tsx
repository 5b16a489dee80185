import { Button, ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
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
  return (
    <div className="project-applications__state">
      <span className="project-applications__state-icon">
        <Icon name="send" size={26} />
      </span>
      {filter === 'all' ? (
        <>
          <h3>No applications yet</h3>
          <p>Apply to client projects on the expert board and follow your applications here.</p>
          <ButtonLink to={EXPERT_BOARD_PATH} icon={<Icon name="search" size={16} />}>
            Browse Projects
          </ButtonLink>
        </>
      ) : (
        <>
          <h3>No {label.toLowerCase()} applications</h3>
          <p>None of your applications is {label.toLowerCase()} right now.</p>
          <Button variant="secondary" onClick={onShowAll}>
            Show all applications
          </Button>
        </>
      )}
    </div>
  );
}

/** The list failed to load; Try Again asks again. */
export function ApplicationsError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="project-applications__state project-applications__state--error" role="alert">
      <span className="project-applications__state-icon">
        <Icon name="alertTriangle" size={26} />
      </span>
      <h3>Error Loading Applications</h3>
      <p>{message}</p>
      <Button icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
