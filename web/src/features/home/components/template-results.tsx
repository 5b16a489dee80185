import { useSignInPrompt } from '../../accounts/hooks/use-sign-in-prompt';
import { TemplateCard } from '../../templates/components/template-card';
import { TemplateCardSkeleton } from '../../templates/components/template-card-skeleton';
import { toFilterInput, type HomeFilters } from '../home-filters';
import { useTemplateList } from '../hooks/use-template-list';
import { resultsHeading, resultsSubtitle } from '../results-heading';
import { fadeInDelay, PAGE_SIZE, SKELETON_CARD_COUNT } from '../template-list';
import { EmptyResults, ResultsError } from './results-states';
import { LoadMore } from './load-more';
import './template-results.css';

export interface TemplateResultsProps {
  filters: HomeFilters;
  onClearFilters(): void;
}

/**
 * The heading and the grid for one set of filters, in one of four states: a skeleton
 * of 20 cards while loading, the cards with Load More, the empty state, or the error block.
 */
export function TemplateResults({ filters, onClearFilters }: TemplateResultsProps) {
  const list = useTemplateList(toFilterInput(filters));
  const openSignIn = useSignInPrompt();
  const total = list.pagination?.totalItems;

  return (
    <div className="template-results">
      <div className="template-results__heading">
        <h2 className="template-results__title">{resultsHeading(filters)}</h2>
        <p className="template-results__subtitle" aria-live="polite">
          {list.failed ? '' : resultsSubtitle(list.initialLoading, total)}
        </p>
      </div>

      {list.initialLoading && (
        <div className="template-results__grid" aria-busy="true" aria-label="Loading templates">
          {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
            <TemplateCardSkeleton key={index} />
          ))}
        </div>
      )}

      {list.failed && !list.initialLoading && <ResultsError onRetry={list.retry} />}

      {!list.initialLoading && !list.failed && list.templates.length === 0 && (
        <EmptyResults onClearFilters={onClearFilters} />
      )}

      {list.templates.length > 0 && (
        <>
          <ul className="template-results__grid" aria-label="Templates">
            {list.templates.map((template, index) => (
              <li key={template.id} className="template-results__item">
                <TemplateCard
                  template={template}
                  fadeInDelayMs={fadeInDelay(index % PAGE_SIZE)}
                  onToggleSave={() => openSignIn('save templates')}
                  onHireExpert={() => openSignIn('hire an expert')}
                />
              </li>
            ))}
          </ul>
          {list.pagination && (
            <LoadMore
              pagination={list.pagination}
              loadedCount={list.templates.length}
              loading={list.loadingMore}
              failed={list.loadMoreFailed}
              onLoadMore={list.loadMore}
            />
          )}
        </>
      )}
    </div>
  );
}
