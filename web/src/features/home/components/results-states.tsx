import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';

/** The list failed to load; Try Again reloads page 1. */
export function ResultsError({ onRetry }: { onRetry(): void }) {
  return (
    <div className="results-state results-state--error" role="alert">
      <span className="results-state__icon">
        <Icon name="alertTriangle" size={26} />
      </span>
      <h3 className="results-state__title">Oops! Something went wrong</h3>
      <p className="results-state__text">Failed to load templates. Please try again later.</p>
      <Button variant="primary" icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
