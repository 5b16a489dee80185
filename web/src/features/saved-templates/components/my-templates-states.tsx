import { Button, ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { MY_TEMPLATES_SKELETON_CARDS } from '../my-templates-view';
import { MyTemplatesCardSkeleton } from './my-templates-card';

/** The first page is loading: six placeholder cards. */
export function MyTemplatesLoading() {
  return (
    <div className="my-templates__grid" role="status" aria-label="Loading saved templates">
      {Array.from({ length: MY_TEMPLATES_SKELETON_CARDS }, (_, index) => (
        <MyTemplatesCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** Nothing saved, or nothing matching the search (then Clear Search is offered). */
export function MyTemplatesEmpty({
  searching,
  onClearSearch,
}: {
  searching: boolean;
  onClearSearch(): void;
}) {
  return (
    <div className="my-templates__state">
      <span className="my-templates__state-icon">
        <Icon name={searching ? 'search' : 'bookmark'} size={26} />
      </span>
      {searching ? (
        <>
          <h3 className="my-templates__state-title">No templates found</h3>
          <p className="my-templates__state-text">No saved template matches your search.</p>
          <Button variant="primary" onClick={onClearSearch}>
            Clear Search
          </Button>
        </>
      ) : (
        <>
          <h3 className="my-templates__state-title">No saved templates yet</h3>
          <p className="my-templates__state-text">
            Save the templates you like while browsing and they will be kept here.
          </p>
          <ButtonLink to="/" variant="primary">
            Browse Templates
          </ButtonLink>
        </>
      )}
    </div>
  );
}

/** The list failed to load; Try Again asks again. */
export function MyTemplatesError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="my-templates__state my-templates__state--error" role="alert">
      <span className="my-templates__state-icon">
        <Icon name="alertTriangle" size={26} />
      </span>
      <h3 className="my-templates__state-title">Error Loading Templates</h3>
      <p className="my-templates__state-text">{message}</p>
      <Button variant="primary" icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
