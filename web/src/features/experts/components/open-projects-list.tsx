import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { readRequestError } from '../../../app/request-error';
import { ExpertBoardPageDocument } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { ApplyDialog, type ApplyTarget } from './apply-dialog';
import { NotAnExpertNotice } from './not-an-expert-notice';
import { OpenProjectCard } from './open-project-card';

/** Projects per page of the board (the API allows 1-50). */
export const BOARD_PAGE_SIZE = 20;

export const BOARD_LOAD_FAILED = 'Failed to load open projects. Please try again.';

/**
 * The open projects, newest first, a page at a time: Load More appends the next page while the
 * last one came back full. The API decides who may see them: a refusal (an expert role taken
 * away since the session was read) shows what the board is for.
 */
export function OpenProjectsList() {
  const [target, setTarget] = useState<ApplyTarget | null>(null);
  const [page, setPage] = useState(1);
  const [lastPageFull, setLastPageFull] = useState<boolean | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, loading, error, refetch, fetchMore } = useQuery(ExpertBoardPageDocument, {
    variables: { page: 1, limit: BOARD_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  if (error && !data) {
    if (readRequestError(error).code === 'FORBIDDEN') return <NotAnExpertNotice />;
    return (
      <div className="expert-page__state" role="alert">
        <p>{BOARD_LOAD_FAILED}</p>
        <Button
          icon={<Icon name="refresh" size={16} />}
          onClick={() => void refetch().catch(() => undefined)}
        >
          Try Again
        </Button>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="expert-page__loading">
        <Spinner size={28} label="Loading open projects" />
      </div>
    );
  }
  const projects = data.openProjects;
  if (projects.length === 0) {
    return (
      <div className="expert-page__state">
        <h2>No open projects right now</h2>
        <p>New requests from clients show up here as soon as they are posted. Check back soon.</p>
      </div>
    );
  }
  const hasMore = lastPageFull ?? projects.length >= BOARD_PAGE_SIZE;

  async function loadMore() {
    setLoadingMore(true);
    try {
      const next = page + 1;
      const { data: more } = await fetchMore({
        variables: { page: next },
        updateQuery: (previous, { fetchMoreResult }) => ({
          openProjects: [...previous.openProjects, ...fetchMoreResult.openProjects],
        }),
      });
      setPage(next);
      setLastPageFull((more?.openProjects.length ?? 0) >= BOARD_PAGE_SIZE);
    } catch (failure) {
      console.error('Could not load more open projects', failure);
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <ul className="expert-page__list" aria-label="Open projects" aria-busy={loading || undefined}>
        {projects.map((project) => (
          <li key={project.id}>
            <OpenProjectCard project={project} onApply={setTarget} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button
          variant="secondary"
          className="expert-page__more"
          loading={loadingMore}
          onClick={() => void loadMore()}
        >
          Load More
        </Button>
      )}
      <ApplyDialog project={target} onClose={() => setTarget(null)} />
    </>
  );
}
