import { Button } from '../../../ui/button';
import { hasMorePages, loadMoreLabel, remainingCount } from '../template-list';

export interface LoadMoreProps {
  pagination: { currentPage: number; totalPages: number; totalItems: number };
  loadedCount: number;
  loading: boolean;
  failed: boolean;
  onLoadMore(): void;
}

/** Load More under the grid: only while pages remain, busy and disabled while loading. */
export function LoadMore({ pagination, loadedCount, loading, failed, onLoadMore }: LoadMoreProps) {
  if (!hasMorePages(pagination)) return null;
  const remaining = remainingCount(pagination.totalItems, loadedCount);
  return (
    <div className="load-more">
      {failed && (
        <p className="load-more__error" role="alert">
          Failed to load templates. Please try again later.
        </p>
      )}
      <Button variant="secondary" size="lg" loading={loading} onClick={onLoadMore}>
        {loading ? 'Loading...' : loadMoreLabel(remaining)}
      </Button>
    </div>
  );
}
